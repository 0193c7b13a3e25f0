import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  completeEdit,
  conflictEdit,
  conflictOf,
  createSaveQueue,
  enqueueEdit,
  failEdit,
  hasPendingEdits,
  keepMine,
  nextEdit,
  nextRetryAt,
  pendingChangesOf,
  restoreQueue,
  retryNow,
  startEdit,
  takeTheirs,
  type SaveQueue,
} from './saveQueue';
import type { Shot } from '@sym/contracts';

const NOW = 1_000_000;

/** Sends every due edit in order, as the saver does, answering each with `answer`; returns the sent edits. */
function drain(queue: SaveQueue, answer: (shotId: string) => 'ok' | 'network' | 'refused', now = NOW) {
  const sent: { shotId: string; changes: object }[] = [];
  let current = queue;
  for (let edit = nextEdit(current, now); edit; edit = nextEdit(current, now)) {
    current = startEdit(current, edit.id);
    sent.push({ shotId: edit.shotId, changes: edit.changes });
    const outcome = answer(edit.shotId);
    current =
      outcome === 'ok'
        ? completeEdit(current, edit.id)
        : failEdit(current, edit.id, { now, isRetryable: outcome === 'network', error: outcome });
  }
  return { queue: current, sent };
}

describe('shot save queue', () => {
  it('coalesces a burst of edits to the same shot into one request, newest value per field winning', () => {
    let queue = createSaveQueue();
    queue = enqueueEdit(queue, 'a', { description: 'T' });
    queue = enqueueEdit(queue, 'a', { description: 'Th' });
    queue = enqueueEdit(queue, 'a', { action: 'runs' });
    queue = enqueueEdit(queue, 'a', { description: 'The' });
    expect(queue.edits).toHaveLength(1);
    expect(queue.edits[0]!.changes).toEqual({ description: 'The', action: 'runs' });
  });

  it('keeps the order of edits: a shot edited while its request is under way queues behind it', () => {
    let queue = enqueueEdit(createSaveQueue(), 'a', { description: 'one' });
    queue = enqueueEdit(queue, 'b', { action: 'jump' });
    const first = nextEdit(queue, NOW)!;
    expect(first.shotId).toBe('a');
    queue = startEdit(queue, first.id);
    queue = enqueueEdit(queue, 'a', { description: 'two' });
    expect(queue.edits.map((edit) => [edit.shotId, edit.changes])).toEqual([
      ['a', { description: 'one' }],
      ['b', { action: 'jump' }],
      ['a', { description: 'two' }],
    ]);
    // The in-flight edit is untouched; b may go meanwhile, a's second edit waits for its first.
    expect(queue.edits[0]!.changes).toEqual({ description: 'one' });
    expect(nextEdit(queue, NOW)!.shotId).toBe('b');
    queue = startEdit(queue, nextEdit(queue, NOW)!.id);
    expect(nextEdit(queue, NOW)).toBeUndefined();
    queue = completeEdit(queue, first.id);
    expect(nextEdit(queue, NOW)!.changes).toEqual({ description: 'two' });
  });

  it('retries an edit after a network failure with growing delays, and drops nothing', () => {
    let queue = enqueueEdit(createSaveQueue(), 'a', { description: 'offline text' });
    const { queue: afterFailure, sent } = drain(queue, () => 'network');
    expect(sent).toHaveLength(1);
    queue = afterFailure;
    expect(queue.edits).toHaveLength(1);
    expect(queue.edits[0]).toMatchObject({ attempts: 1, retryAt: NOW + 1_000, isBlocked: false });
    expect(nextEdit(queue, NOW + 999)).toBeUndefined();
    expect(nextRetryAt(queue)).toBe(NOW + 1_000);

    queue = drain(queue, () => 'network', NOW + 1_000).queue;
    expect(queue.edits[0]).toMatchObject({ attempts: 2, retryAt: NOW + 1_000 + 2_000 });

    // Back online: it may go at once, and succeeds.
    queue = retryNow(queue);
    const done = drain(queue, () => 'ok', NOW + 1_500);
    expect(done.sent).toEqual([{ shotId: 'a', changes: { description: 'offline text' } }]);
    expect(done.queue.edits).toHaveLength(0);
  });

  it('keeps a refused edit until the user retries or edits the shot again', () => {
    let queue = enqueueEdit(createSaveQueue(), 'a', { duration: 4 });
    queue = enqueueEdit(queue, 'b', { description: 'fine' });
    const result = drain(queue, (shotId) => (shotId === 'a' ? 'refused' : 'ok'));
    queue = result.queue;
    expect(result.sent.map((edit) => edit.shotId)).toEqual(['a', 'b']);
    expect(queue.edits).toHaveLength(1);
    expect(queue.edits[0]).toMatchObject({ shotId: 'a', isBlocked: true, error: 'refused' });
    expect(nextEdit(queue, NOW + 60_000)).toBeUndefined();
    expect(nextRetryAt(queue)).toBeNull();

    const edited = enqueueEdit(queue, 'a', { duration: 5 });
    expect(edited.edits[0]).toMatchObject({ isBlocked: false, error: null, changes: { duration: 5 } });
    expect(nextEdit(retryNow(queue), NOW)!.changes).toEqual({ duration: 4 });
  });

  it('answers the unsaved changes of one shot merged oldest first', () => {
    let queue = enqueueEdit(createSaveQueue(), 'a', { description: 'one', action: 'x' });
    queue = startEdit(queue, queue.edits[0]!.id);
    queue = enqueueEdit(queue, 'a', { description: 'two' });
    queue = enqueueEdit(queue, 'b', { action: 'y' });
    expect(pendingChangesOf(queue, 'a')).toEqual({ description: 'two', action: 'x' });
    expect(pendingChangesOf(queue, 'c')).toEqual({});
    expect(hasPendingEdits(queue, 'b')).toBe(true);
    expect(hasPendingEdits(queue, 'c')).toBe(false);
  });

  it('restores a persisted queue with every edit ready to be sent again', () => {
    let queue = enqueueEdit(createSaveQueue(), 'a', { description: 'one' });
    queue = startEdit(queue, queue.edits[0]!.id);
    queue = enqueueEdit(queue, 'b', { description: 'two' });
    queue = failEdit(queue, queue.edits[1]!.id, { now: NOW, isRetryable: false, error: 'no' });
    const restored = restoreQueue(JSON.parse(JSON.stringify(queue)) as SaveQueue);
    expect(restored.edits.map((edit) => [edit.isInFlight, edit.isBlocked, edit.retryAt])).toEqual([
      [false, false, null],
      [false, false, null],
    ]);
    expect(drain(restored, () => 'ok').sent.map((edit) => edit.shotId)).toEqual(['a', 'b']);
    // New edits after a restore get fresh ids.
    const next = enqueueEdit(startEdit(restored, '1'), 'a', { action: 'z' });
    expect(new Set(next.edits.map((edit) => edit.id)).size).toBe(3);
  });

  it('caps the backoff at 30 seconds', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(backoffDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });

  it('builds on the version edited, moves it on with each own save, and holds a conflict until the user decides', () => {
    const V1 = '2026-01-01T00:00:01.000Z';
    const V2 = '2026-01-01T00:00:02.000Z';
    const THEIRS_AT = '2026-01-01T00:00:09.000Z';
    const THEIRS = { id: 'a', updatedAt: THEIRS_AT } as unknown as Shot;
    let queue = enqueueEdit(createSaveQueue(), 'a', { description: 'one' }, V1);
    const first = nextEdit(queue, NOW)!;
    queue = startEdit(queue, first.id);
    queue = enqueueEdit(queue, 'a', { description: 'two' }, 'ignored: behind an edit in flight');
    queue = completeEdit(queue, first.id, V2);
    const second = nextEdit(queue, NOW)!;
    expect(second.baseUpdatedAt).toBe(V2);

    queue = conflictEdit(startEdit(queue, second.id), second.id, THEIRS, 'conflict');
    expect(conflictOf(queue)?.shotId).toBe('a');
    expect(nextEdit(queue, NOW)).toBeUndefined();
    // Neither typing on nor Retry sends over the other version.
    queue = retryNow(enqueueEdit(queue, 'a', { description: 'three' }));
    expect(nextEdit(queue, NOW)).toBeUndefined();

    const kept = keepMine(queue, 'a');
    expect(nextEdit(kept, NOW)).toMatchObject({ baseUpdatedAt: THEIRS_AT, changes: { description: 'three' } });
    expect(conflictOf(kept)).toBeUndefined();
    expect(hasPendingEdits(takeTheirs(queue, 'a'), 'a')).toBe(false);
  });
});
