import type { Shot } from '@sym/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { ApiError } from '../../../../lib/errors';
import { scenarioEditorKeys } from '../../api/scenarioEditorKeys';
import { useEditorHistory } from '../../history/useEditorHistory';
import type { ShotEditSaver } from '../autosave/shotEditSaver';
import { shotEditorApi } from '../shotEditorApi';
import { cutAt, insertCutShot, shotAfterCut, splitDuration } from './cutText';

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
 * same type, camera motion and assets; the duration is shared by the text before and after the caret. Undo
 * deletes the new shot and restores the description and duration; redo makes the same cut again.
 */
export function useCutShot({ scenarioId, shot, saver, onCut }: CutShotOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const history = useEditorHistory();
  const [isCutting, setIsCutting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shotsKey = scenarioEditorKeys.shots(scenarioId);

  /** Saves the first part on the cut shot and creates the second; a half-made cut is taken back. */
  const applyCut = async (
    cutShot: Shot,
    text: string,
    first: { description: string; duration: number },
    rest: { description: string; duration: number },
  ) => {
    await shotEditorApi.update(scenarioId, cutShot.id, first);
    let created: Shot;
    try {
      created = await shotEditorApi.create(scenarioId, shotAfterCut(cutShot, rest.description, rest.duration));
    } catch (failure) {
      // Half a cut is no cut: the shot gets its whole description and duration back.
      const whole = { description: text, duration: cutShot.duration ?? null };
      await shotEditorApi.update(scenarioId, cutShot.id, whole).catch(() => undefined);
      throw failure;
    }
    queryClient.setQueryData<Shot[]>(shotsKey, (shots) =>
      shots ? insertCutShot(shots, cutShot.id, first, created) : shots,
    );
    void queryClient.invalidateQueries({ queryKey: shotsKey });
    return created;
  };

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
      const [firstDuration, secondDuration] = splitDuration(shot.duration, parts);
      const first = { description: repaired.firstPart, duration: firstDuration };
      const rest = { description: repaired.secondPart, duration: secondDuration };
      const cutShot = shot;
      let created = await applyCut(cutShot, text, first, rest);
      onCut(repaired.firstPart);
      history.push({
        label: t('shotEditor.undo.cut'),
        undo: async () => {
          try {
            await shotEditorApi.delete(scenarioId, created.id);
          } catch {
            throw new Error(t('shotEditor.undo.deleteFailed'));
          }
          queryClient.setQueryData<Shot[]>(shotsKey, (shots) => shots?.filter((item) => item.id !== created.id));
          saver.edit(cutShot.id, { description: text, duration: cutShot.duration ?? null });
          await saver.flush(cutShot.id);
          void queryClient.invalidateQueries({ queryKey: shotsKey });
        },
        redo: async () => {
          created = await applyCut(cutShot, text, first, rest);
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
