import type { Shot } from '@sym/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { scenarioEditorKeys } from '../../api/scenarioEditorKeys';
import { useEditorHistory } from '../../history/useEditorHistory';
import type { ShotChanges } from '../autosave/saveQueue';
import { useShotEditSaver } from '../autosave/useShotEditSaver';

/** Saving one shot's edits through the episode's saver, with undo entries for one-step changes. */
export function useShotChanges(scenarioId: string, shotId: string) {
  const { saver, snapshot } = useShotEditSaver(scenarioId);
  const history = useEditorHistory();
  const queryClient = useQueryClient();

  /**
   * The shot as the cache holds it right now: two quick clicks must build on each other, and the props of
   * the render the first click happened in are already out of date for the second.
   */
  const latest = useCallback(
    (): Shot | undefined =>
      queryClient.getQueryData<Shot[]>(scenarioEditorKeys.shots(scenarioId))?.find((shot) => shot.id === shotId),
    [queryClient, scenarioId, shotId],
  );

  const save = useCallback((changes: ShotChanges) => saver.edit(shotId, changes), [saver, shotId]);

  /** A change made in one step (a select, a picker): saved, with an undo entry restoring `previous` (and redo `changes`). */
  const change = useCallback(
    (label: string, changes: ShotChanges, previous: ShotChanges) => {
      saver.edit(shotId, changes);
      history.push({ label, undo: () => saver.edit(shotId, previous), redo: () => saver.edit(shotId, changes) });
    },
    [saver, shotId, history],
  );

  return { saver, snapshot, save, change, latest };
}
