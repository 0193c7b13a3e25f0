import { localStore } from '../../../../lib/storage/localStore';
import { createSaveQueue, restoreQueue, type SaveQueue } from './saveQueue';

/** localStorage key of an episode's unsaved shot edits. */
export const pendingEditsKey = (scenarioId: string) => `sym.shotEdits.${scenarioId}`;

function isSaveQueue(value: unknown): value is SaveQueue {
  if (typeof value !== 'object' || value === null) return false;
  const queue = value as Partial<SaveQueue>;
  return (
    typeof queue.nextId === 'number' &&
    Array.isArray(queue.edits) &&
    queue.edits.every(
      (edit) =>
        typeof edit === 'object' &&
        edit !== null &&
        typeof edit.id === 'string' &&
        typeof edit.shotId === 'string' &&
        typeof edit.changes === 'object' &&
        edit.changes !== null,
    )
  );
}

/**
 * Keeps an episode's unsaved edits in localStorage, so a reload or a crash while offline loses nothing:
 * the editor replays them when it opens the episode again.
 */
export const pendingEditsStore = {
  load(scenarioId: string): SaveQueue {
    const stored = localStore.getJson<unknown>(pendingEditsKey(scenarioId));
    return isSaveQueue(stored) ? restoreQueue(stored) : createSaveQueue();
  },
  save(scenarioId: string, queue: SaveQueue): void {
    if (queue.edits.length === 0) localStore.remove(pendingEditsKey(scenarioId));
    else localStore.setJson(pendingEditsKey(scenarioId), queue);
  },
};
