import type { Shot } from '@sym/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/errors';
import { episodeEditorKeys } from '../../api/episodeEditorKeys';
import { useEditorHistory } from '../../history/useEditorHistory';
import type { ShotEditSaver } from '../autosave/shotEditSaver';
import { shotEditorApi } from '../shotEditorApi';
import { cutAt, insertCutShot, shotAfterCut } from './cutText';

interface CutShotOptions {
  scenarioId: string;
  shot: Shot;
  saver: ShotEditSaver;
  /** Shows the first part in the description field once the cut is done. */
  onCut: (firstPart: string) => void;
}

/**
 * "Cut at cursor": the description is split at the caret, the server cleans both halves
 * (repair-split-text), this shot keeps the first and a new shot right after it gets the second, with the
 * same type, camera motion, assets and duration. Undo deletes the new shot and restores the description.
 */
export function useCutShot({ scenarioId, shot, saver, onCut }: CutShotOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const history = useEditorHistory();
  const [isCutting, setIsCutting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shotsKey = episodeEditorKeys.shots(scenarioId);

  const cut = async (text: string, position: number) => {
    if (isCutting) return;
    const parts = cutAt(text, position);
    if (!parts) {
      setError(t('shotEditor.cut.needsContent'));
      return;
    }
    setError(null);
    setIsCutting(true);
    try {
      // Earlier edits go first, so the server's shot is the one being cut; one left waiting (offline,
      // refused) would later overwrite the cut, so the cut waits for it instead.
      if (!(await saver.flush(shot.id))) throw new Error('Unsaved edits');
      let repaired: { firstPart: string; secondPart: string };
      try {
        repaired = await shotEditorApi.repairSplitText(scenarioId, parts);
      } catch (refusal) {
        const isEmptyPart = refusal instanceof ApiError && refusal.status === 422;
        setError(isEmptyPart ? t('shotEditor.cut.needsContent') : t('shotEditor.cut.failed'));
        return;
      }
      await shotEditorApi.update(scenarioId, shot.id, { description: repaired.firstPart });
      let created: Shot;
      try {
        created = await shotEditorApi.create(scenarioId, shotAfterCut(shot, repaired.secondPart));
      } catch (failure) {
        // Half a cut is no cut: the shot gets its whole description back.
        await shotEditorApi.update(scenarioId, shot.id, { description: text }).catch(() => undefined);
        throw failure;
      }
      queryClient.setQueryData<Shot[]>(shotsKey, (shots) =>
        shots ? insertCutShot(shots, shot.id, repaired.firstPart, created) : shots,
      );
      void queryClient.invalidateQueries({ queryKey: shotsKey });
      onCut(repaired.firstPart);
      const shotId = shot.id;
      history.push({
        label: t('shotEditor.undo.cut'),
        undo: async () => {
          try {
            await shotEditorApi.delete(scenarioId, created.id);
          } catch {
            throw new Error(t('shotEditor.undo.deleteFailed'));
          }
          queryClient.setQueryData<Shot[]>(shotsKey, (shots) => shots?.filter((item) => item.id !== created.id));
          saver.edit(shotId, { description: text });
          await saver.flush(shotId);
          void queryClient.invalidateQueries({ queryKey: shotsKey });
        },
      });
    } catch {
      setError(t('shotEditor.cut.failed'));
    } finally {
      setIsCutting(false);
    }
  };

  return { cut, isCutting, error, clearError: () => setError(null) };
}
