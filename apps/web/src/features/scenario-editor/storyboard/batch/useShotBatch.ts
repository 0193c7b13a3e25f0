import type { Shot, ShotBatchChange, ShotBatchFields } from '@sym/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { scenarioEditorKeys } from '../../api/scenarioEditorKeys';
import { useEditorHistory } from '../../history/useEditorHistory';
import { shotBatchApi } from './shotBatchApi';

/**
 * The selection's batch changes (set fields, link or unlink an asset, delete): each one request, applied from the
 * server's answer and recorded in the editor's undo history. Undo sends the change's token (deleted shots come back
 * with their ids and takes); redo makes the same change again on the same shots and keeps the new token.
 */
export function useShotBatch(scenarioId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const history = useEditorHistory();
  const [error, setError] = useState<string | null>(null);

  const apply = useCallback(
    (change: ShotBatchChange) => {
      queryClient.setQueryData<Shot[]>(scenarioEditorKeys.shots(scenarioId), change.shots);
      // A delete or its undo can change the scenes' shot lists.
      void queryClient.invalidateQueries({ queryKey: scenarioEditorKeys.scenes(scenarioId) });
    },
    [queryClient, scenarioId],
  );

  /** Runs a change; on success it is applied and recorded under `label`. Resolves the change, or null. */
  const record = useCallback(
    async (label: string, failure: string, run: () => Promise<ShotBatchChange>): Promise<ShotBatchChange | null> => {
      setError(null);
      let change: ShotBatchChange;
      try {
        change = await run();
      } catch {
        setError(failure);
        return null;
      }
      apply(change);
      let token = change.undo;
      const step = (work: () => Promise<void>) => async () => {
        setError(null);
        try {
          await work();
        } catch (cause) {
          setError(t('storyboard.batch.errors.undo'));
          throw cause;
        }
      };
      history.push({
        label,
        undo: step(async () => apply(await shotBatchApi.undo(scenarioId, token))),
        redo: step(async () => {
          const again = await run();
          token = again.undo;
          apply(again);
        }),
      });
      return change;
    },
    [apply, history, scenarioId, t],
  );

  return {
    error,
    clearError: () => setError(null),
    update: (shotIds: readonly string[], set: ShotBatchFields) =>
      record(t('storyboard.batch.history.update', { count: shotIds.length }), t('storyboard.batch.errors.update'), () =>
        shotBatchApi.update(scenarioId, shotIds, set),
      ),
    assets: (shotIds: readonly string[], assetId: string, action: 'link' | 'unlink') =>
      record(
        t(`storyboard.batch.history.${action}`, { count: shotIds.length }),
        t('storyboard.batch.errors.assets'),
        () => shotBatchApi.assets(scenarioId, shotIds, assetId, action),
      ),
    delete: (shotIds: readonly string[]) =>
      record(t('storyboard.history.delete', { count: shotIds.length }), t('storyboard.errors.delete'), () =>
        shotBatchApi.delete(scenarioId, shotIds),
      ),
  };
}
