import {
  COLLAB_SERVER_EVENTS,
  type CollabServerEvent as CollabServerEventName,
  type CollabServerPayload,
  type HeldLock,
  type PresenceUser,
  type ShotSelection,
} from '@sym/contracts';

export type { CollabServerEventName };

/** One validated collaboration event of a project room. */
export type CollabServerEvent = {
  [E in CollabServerEventName]: { type: E; payload: CollabServerPayload<E> };
}[CollabServerEventName];

/** Who is in one project, which fields they hold and which shots they have selected. */
export interface ProjectCollabState {
  users: readonly PresenceUser[];
  locks: readonly HeldLock[];
  selections: readonly ShotSelection[];
}

export const EMPTY_PROJECT_STATE: ProjectCollabState = { users: [], locks: [], selections: [] };

/** Key of a lock: a field of one entity. */
export function lockKey(fieldType: string, fieldId: string): string {
  return `${fieldType}:${fieldId}`;
}

/** Parses a raw socket payload with the contract's schema; null when it does not match. */
export function parseCollabEvent(type: CollabServerEventName, payload: unknown): CollabServerEvent | null {
  const parsed = COLLAB_SERVER_EVENTS[type].payload.safeParse(payload);
  return parsed.success ? ({ type, payload: parsed.data } as CollabServerEvent) : null;
}

const withoutLock = (locks: readonly HeldLock[], fieldType: string, fieldId: string) =>
  locks.filter((lock) => lockKey(lock.fieldType, lock.fieldId) !== lockKey(fieldType, fieldId));

const sameSelection = (a: ShotSelection, b: ShotSelection) => a.userId === b.userId && a.shotId === b.shotId;

/**
 * Applies one room event to a project's state. Pure: snapshots replace their part, joins and leaves keep one
 * entry per user (several tabs count once on the server), a user who leaves takes his locks and selections.
 */
export function reduceProjectCollab(state: ProjectCollabState, event: CollabServerEvent): ProjectCollabState {
  switch (event.type) {
    case 'project:users':
      return { ...state, users: event.payload.users };
    case 'user:joined': {
      const user = event.payload.user;
      const others = state.users.filter((entry) => entry.userId !== user.userId);
      return { ...state, users: [...others, user] };
    }
    case 'user:left': {
      const { userId } = event.payload;
      return {
        users: state.users.filter((user) => user.userId !== userId),
        locks: state.locks.filter((lock) => lock.userId !== userId),
        selections: state.selections.filter((selection) => selection.userId !== userId),
      };
    }
    case 'user:activity:update': {
      const { userId, activity } = event.payload;
      return {
        ...state,
        users: state.users.map((user) => (user.userId === userId ? { ...user, activity } : user)),
      };
    }
    case 'project:locks':
      return { ...state, locks: event.payload.locks };
    case 'field:locked': {
      const lock = event.payload;
      return { ...state, locks: [...withoutLock(state.locks, lock.fieldType, lock.fieldId), lock] };
    }
    case 'field:unlocked': {
      const { fieldType, fieldId, userId } = event.payload;
      const current = state.locks.find((lock) => lockKey(lock.fieldType, lock.fieldId) === lockKey(fieldType, fieldId));
      // A late 'released' of the previous holder must not remove the lock someone took over since.
      if (!current || current.userId !== userId) return state;
      return { ...state, locks: withoutLock(state.locks, fieldType, fieldId) };
    }
    case 'shot:selected': {
      const selection = { userId: event.payload.userId, shotId: event.payload.shotId };
      if (state.selections.some((entry) => sameSelection(entry, selection))) return state;
      return { ...state, selections: [...state.selections, selection] };
    }
    case 'shot:deselected': {
      const selection = { userId: event.payload.userId, shotId: event.payload.shotId };
      return { ...state, selections: state.selections.filter((entry) => !sameSelection(entry, selection)) };
    }
    case 'project:shot-selections':
      return { ...state, selections: event.payload.selections };
    case 'field:lock:failed':
    case 'project:access:lost':
      return state;
  }
}
