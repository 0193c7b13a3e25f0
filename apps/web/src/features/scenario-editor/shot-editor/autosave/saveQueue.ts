import type { Shot, ShotUpdateInput } from '@sym/contracts';

/** The shot fields the editor changes; every value is absolute, so sending one twice is harmless. */
export type ShotChanges = Partial<Omit<ShotUpdateInput, 'id' | 'shotId' | 'sequence' | 'base' | 'expectedUpdatedAt'>>;

/** One unsaved edit of one shot: what to send, and how its earlier attempts went. */
export interface PendingEdit {
  id: string;
  shotId: string;
  changes: ShotChanges;
  /** Failed attempts so far. */
  attempts: number;
  /** Not before this instant (ms since epoch) after a failure; null when it may go now. */
  retryAt: number | null;
  /** Being sent right now: later edits of the shot queue behind it instead of merging into it. */
  isInFlight: boolean;
  /** Refused by the server (not a network failure): waits for the user's Retry or a newer edit. */
  isBlocked: boolean;
  /** Text of the last failure, to show. */
  error: string | null;
  /**
   * The shot's updatedAt the user edited from, sent as `expectedUpdatedAt`: the server refuses the edit (409)
   * when someone else saved the shot since. Absent for edits stored before versions existed (no check).
   */
  baseUpdatedAt?: string | null;
  /**
   * The value each changed field had on the server when the user changed it, sent as `base`: the server refuses
   * the edit (409) only when someone else changed one of these fields since. Absent for edits stored before.
   */
  base?: ShotChanges;
  /** The shot as someone else saved it, when the server refused this edit as a conflict: the user decides. */
  conflict?: Shot | null;
  /** The fields changed on both sides, as the conflict named them (none named: the whole shot's version). */
  conflictFields?: string[];
}

/**
 * The unsaved edits of one episode, oldest first. Pure and immutable, so the rules that keep edits safe
 * (per-shot order, coalescing, retry, nothing dropped) are unit-tested and the queue can be persisted as is.
 */
export interface SaveQueue {
  edits: readonly PendingEdit[];
  /** Counter for edit ids, unique within the queue's life (persisted with it). */
  nextId: number;
}

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;

export function createSaveQueue(): SaveQueue {
  return { edits: [], nextId: 1 };
}

/** Delay before the next attempt after `attempts` failures: 1 s, 2 s, 4 s... up to 30 s. */
export function backoffDelay(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Adds an edit. It merges into the shot's newest edit when that one is still waiting (later values win),
 * so a burst of keystrokes becomes one request; an edit already being sent is never changed, the new one
 * queues behind it. A newer edit also lifts a refusal: the user may just have fixed the value.
 */
export function enqueueEdit(
  queue: SaveQueue,
  shotId: string,
  changes: ShotChanges,
  baseUpdatedAt: string | null = null,
  base: ShotChanges = {},
): SaveQueue {
  const lastIndex = findLastIndex(queue.edits, (edit) => edit.shotId === shotId);
  const last = lastIndex >= 0 ? queue.edits[lastIndex] : undefined;
  if (last && !last.isInFlight) {
    // A field already changed keeps the value it was first changed from: that is what the server still has.
    const mergedBase = last.base ? { ...base, ...last.base } : undefined;
    const withChanges = {
      ...last,
      changes: { ...last.changes, ...changes },
      ...(mergedBase ? { base: mergedBase } : {}),
    };
    // A conflict is never lifted by typing on: only the user's Keep mine or Take theirs ends it.
    const merged: PendingEdit = last.conflict
      ? withChanges
      : {
          ...withChanges,
          isBlocked: false,
          retryAt: last.isBlocked ? null : last.retryAt,
          error: last.isBlocked ? null : last.error,
        };
    return { ...queue, edits: queue.edits.map((edit, index) => (index === lastIndex ? merged : edit)) };
  }
  const edit: PendingEdit = {
    id: String(queue.nextId),
    shotId,
    changes: { ...changes },
    attempts: 0,
    retryAt: null,
    isInFlight: false,
    isBlocked: false,
    error: null,
    // Behind an edit of the same shot still on its way, the base is the version that edit will make: the
    // saver moves it on when that edit is stored (see completeEdit).
    baseUpdatedAt: last ? (last.baseUpdatedAt ?? null) : baseUpdatedAt,
    // Behind an edit on its way, the caller's base (the shots cache) already shows the values it will store.
    base: { ...base },
    conflict: null,
  };
  return { edits: [...queue.edits, edit], nextId: queue.nextId + 1 };
}

/**
 * The next edit to send at `now`: the oldest one that is not in flight, not refused, due, and has no older
 * edit of the same shot still queued (a shot's edits reach the server in the order they were made).
 */
export function nextEdit(queue: SaveQueue, now: number): PendingEdit | undefined {
  const seen = new Set<string>();
  for (const edit of queue.edits) {
    const isFirstOfShot = !seen.has(edit.shotId);
    seen.add(edit.shotId);
    if (!isFirstOfShot || edit.isInFlight || edit.isBlocked) continue;
    if (edit.retryAt === null || edit.retryAt <= now) return edit;
  }
  return undefined;
}

function update(queue: SaveQueue, id: string, change: (edit: PendingEdit) => PendingEdit): SaveQueue {
  return { ...queue, edits: queue.edits.map((edit) => (edit.id === id ? change(edit) : edit)) };
}

export function startEdit(queue: SaveQueue, id: string): SaveQueue {
  return update(queue, id, (edit) => ({ ...edit, isInFlight: true }));
}

/**
 * The server stored the edit: it leaves the queue, and the shot's later edits now build on the version it
 * made (`savedUpdatedAt`), so this tab's own saves never conflict with each other.
 */
export function completeEdit(queue: SaveQueue, id: string, savedUpdatedAt?: string): SaveQueue {
  const done = queue.edits.find((edit) => edit.id === id);
  return {
    ...queue,
    edits: queue.edits
      .filter((edit) => edit.id !== id)
      .map((edit) =>
        done && savedUpdatedAt !== undefined && edit.shotId === done.shotId
          ? { ...edit, baseUpdatedAt: savedUpdatedAt }
          : edit,
      ),
  };
}

/** The server refused the edit because someone else saved the shot since: it waits for the user's choice. */
export function conflictEdit(
  queue: SaveQueue,
  id: string,
  current: Shot,
  error: string,
  conflictFields: readonly string[] = [],
): SaveQueue {
  return update(queue, id, (edit) => ({
    ...edit,
    isInFlight: false,
    isBlocked: true,
    retryAt: null,
    error,
    conflict: current,
    conflictFields: [...conflictFields],
  }));
}

const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The fields of `changes` set to a value other than their base: what the user really changed. */
export function changedFields(changes: ShotChanges, base: ShotChanges | undefined): (keyof ShotChanges)[] {
  return (Object.keys(changes) as (keyof ShotChanges)[]).filter(
    (field) => !base || !(field in base) || !sameValue(changes[field], base[field]),
  );
}

/** Every changed field of `changes` with its value in `shot` as the base to send. */
function basesFrom(changes: ShotChanges, shot: Shot): ShotChanges {
  return Object.fromEntries(Object.keys(changes).map((field) => [field, shot[field as keyof Shot]])) as ShotChanges;
}

/**
 * The server refused an edit naming fields changed on both sides (`conflictFields`). Those the user did not really
 * change (set back to the value they had) are dropped — the other person's value stands — and the rest goes again
 * over the shot as it is now, silently: undefined then. The fields the user did change too, when there are any:
 * the conflict to show.
 */
export function rebaseOnConflict(
  queue: SaveQueue,
  id: string,
  current: Shot,
  conflictFields: readonly string[],
): { queue: SaveQueue; conflicting: string[] } {
  const edit = queue.edits.find((item) => item.id === id);
  if (!edit) return { queue, conflicting: [] };
  const really = new Set<string>(changedFields(edit.changes, edit.base));
  const conflicting = conflictFields.filter((field) => really.has(field));
  if (conflicting.length > 0) return { queue, conflicting };
  const changes = Object.fromEntries(
    Object.entries(edit.changes).filter(([field]) => !conflictFields.includes(field)),
  ) as ShotChanges;
  if (Object.keys(changes).length === 0) {
    return { queue: { ...queue, edits: queue.edits.filter((item) => item.id !== id) }, conflicting: [] };
  }
  const rebased = update(queue, id, (item) => ({
    ...item,
    changes,
    base: basesFrom(changes, current),
    baseUpdatedAt: versionOf(current) ?? null,
    attempts: item.attempts + 1,
    isInFlight: false,
    isBlocked: false,
    retryAt: null,
    error: null,
  }));
  return { queue: rebased, conflicting: [] };
}

/** The first edit waiting on a conflict, if any. */
export function conflictOf(queue: SaveQueue): PendingEdit | undefined {
  return queue.edits.find((edit) => edit.conflict);
}

/** The version (updatedAt) of a shot as the server presented it; undefined from a server without versions. */
export function versionOf(shot: object | undefined): string | undefined {
  const value = shot && 'updatedAt' in shot ? shot.updatedAt : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** "Keep mine": the shot's edits go again, now over the version the other person saved. */
export function keepMine(queue: SaveQueue, shotId: string): SaveQueue {
  const current = queue.edits.find((edit) => edit.shotId === shotId && edit.conflict)?.conflict;
  if (!current) return queue;
  return {
    ...queue,
    edits: queue.edits.map((edit) =>
      edit.shotId === shotId && !edit.isInFlight
        ? {
            ...edit,
            baseUpdatedAt: versionOf(current) ?? null,
            base: basesFrom(edit.changes, current),
            conflict: null,
            conflictFields: [],
            isBlocked: false,
            retryAt: null,
            error: null,
          }
        : edit,
    ),
  };
}

/** "Take theirs": the shot's unsaved edits are dropped; the caller shows the other person's version. */
export function takeTheirs(queue: SaveQueue, shotId: string): SaveQueue {
  return { ...queue, edits: queue.edits.filter((edit) => edit.shotId !== shotId || edit.isInFlight) };
}

export interface EditFailure {
  now: number;
  /** A network failure or a server hiccup (retried with backoff), or a refusal (waits for the user). */
  isRetryable: boolean;
  error: string;
}

/** The attempt failed: the edit stays at its place, to be retried later or after the user's Retry. */
export function failEdit(queue: SaveQueue, id: string, failure: EditFailure): SaveQueue {
  return update(queue, id, (edit) => {
    const attempts = edit.attempts + 1;
    return {
      ...edit,
      attempts,
      isInFlight: false,
      isBlocked: !failure.isRetryable,
      retryAt: failure.isRetryable ? failure.now + backoffDelay(attempts) : null,
      error: failure.error,
    };
  });
}

/** Every waiting or refused edit may go at once (back online, or the user pressed Retry). */
export function retryNow(queue: SaveQueue): SaveQueue {
  return {
    ...queue,
    // A conflict waits for the user's choice, not for a retry.
    edits: queue.edits.map((edit) =>
      edit.isInFlight || edit.conflict ? edit : { ...edit, retryAt: null, isBlocked: false },
    ),
  };
}

/** Earliest instant a waiting edit becomes due, or null when none waits on a timer. */
export function nextRetryAt(queue: SaveQueue): number | null {
  const times = queue.edits.flatMap((edit) =>
    !edit.isInFlight && !edit.isBlocked && edit.retryAt !== null ? [edit.retryAt] : [],
  );
  return times.length === 0 ? null : Math.min(...times);
}

/** All unsaved changes of a shot, oldest first merged, so the newest value of each field wins. */
export function pendingChangesOf(queue: SaveQueue, shotId: string): ShotChanges {
  return queue.edits.reduce<ShotChanges>(
    (merged, edit) => (edit.shotId === shotId ? { ...merged, ...edit.changes } : merged),
    {},
  );
}

export function hasPendingEdits(queue: SaveQueue, shotId?: string): boolean {
  return queue.edits.some((edit) => shotId === undefined || edit.shotId === shotId);
}

/**
 * A queue read back after a reload: nothing is in flight any more (whether the last request arrived is
 * unknown, and sending absolute values again is harmless), and every edit gets a fresh try.
 */
export function restoreQueue(queue: SaveQueue): SaveQueue {
  return {
    nextId: queue.nextId,
    edits: queue.edits.map((edit) => ({
      ...edit,
      isInFlight: false,
      isBlocked: Boolean(edit.conflict),
      retryAt: null,
    })),
  };
}

function findLastIndex<T>(items: readonly T[], predicate: (item: T) => boolean): number {
  for (let index = items.length - 1; index >= 0; index -= 1) if (predicate(items[index]!)) return index;
  return -1;
}
