import { applyShotListChange, type Shot, type ShotListChange } from '@sym/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LiveHandlers } from '../../realtime';
import { scenarioEditorKeys } from '../api/scenarioEditorKeys';
import { peekShotEditSaver } from '../shot-editor/autosave/shotEditSaver';

/**
 * Applies a shot-list change from another tab or user to the episode's cached shots (nothing when the list is
 * not loaded: it is read fresh when opened). Edits of this tab not saved yet stay on top of the incoming shots,
 * so a live update never takes back what the user is typing.
 */
export function applyShotChange(queryClient: QueryClient, scenarioId: string, change: ShotListChange<Shot>): void {
  const key = scenarioEditorKeys.shots(scenarioId);
  const shots = queryClient.getQueryData<Shot[]>(key);
  if (!shots) return;
  const saver = peekShotEditSaver(queryClient, scenarioId);
  const next = applyShotListChange(shots, change);
  if (next === shots) return;
  const withDrafts = saver?.hasPending()
    ? next.map((shot) => {
        const pending = saver.pendingChanges(shot.id);
        return Object.keys(pending).length > 0 ? { ...shot, ...pending } : shot;
      })
    : next;
  queryClient.setQueryData<Shot[]>(key, withDrafts);
}

export const shotLiveHandlers: LiveHandlers = {
  'shot.created': ({ scenarioId, shot }, { queryClient }) =>
    applyShotChange(queryClient, scenarioId, { type: 'shot.created', data: { shot } }),
  'shot.duplicated': ({ scenarioId, shot }, { queryClient }) =>
    applyShotChange(queryClient, scenarioId, { type: 'shot.duplicated', data: { shot } }),
  'shot.updated': ({ scenarioId, shot }, { queryClient }) =>
    applyShotChange(queryClient, scenarioId, { type: 'shot.updated', data: { shot } }),
  'shot.deleted': ({ scenarioId, id }, { queryClient }) =>
    applyShotChange(queryClient, scenarioId, { type: 'shot.deleted', data: { id } }),
  'shot.reordered': ({ scenarioId, shotIds }, { queryClient }) =>
    applyShotChange(queryClient, scenarioId, { type: 'shot.reordered', data: { shotIds } }),
  'shot.replaced': ({ scenarioId, shots }, { queryClient }) =>
    applyShotChange(queryClient, scenarioId, { type: 'shot.replaced', data: { shots } }),
};
