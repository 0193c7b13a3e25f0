import {
  FIELD_LOCK_LEASE_MS,
  PRESENCE_PRUNE_MS,
  SOCKET_MESSAGES,
  type HeldLock,
  type LockEndReason,
  type PresenceActivity,
  type PresenceUser,
} from '@sym/contracts';
import {
  collabEmit,
  type CollabEmit,
  type CollabMember,
  type CollabOutcome,
  type CollabSnapshot,
  type CollabStore,
  type CollabTiming,
  type FieldKey,
} from './collab-store.ts';

interface Presence {
  userId: string;
  username: string;
  email: string;
  sockets: Set<string>;
  /** The socket that joined last (presence shows one). */
  socketId: string;
  activity: { activity: PresenceActivity; timestamp: number };
}

interface Lock extends HeldLock {
  /** The socket that took or last renewed it; the lock ends when that socket leaves. */
  socketId: string;
}

interface ProjectState {
  presence: Map<string, Presence>;
  locks: Map<string, Lock>;
  /** userId → shot ids. */
  selections: Map<string, Set<string>>;
}

const lockKey = (field: FieldKey) => `${field.fieldType}#${field.fieldId}`;
const none = (): CollabOutcome => ({ emits: [] });

function presentUser(presence: Presence): PresenceUser {
  const { userId, username, email, socketId, activity } = presence;
  return { userId, username, email, socketId, activity: { ...activity } };
}

function presentLock(lock: Lock): HeldLock {
  const { socketId: _socketId, ...held } = lock;
  return held;
}

/**
 * The collaboration rules in one process's memory: one presence entry per user (several tabs count once), locks
 * with a lease the holder renews by locking again, selections per user. Pure apart from the injected clock.
 */
export function createMemoryCollabStore(timing: CollabTiming = {}): CollabStore {
  const now = timing.now ?? Date.now;
  const leaseMs = timing.lockLeaseMs ?? FIELD_LOCK_LEASE_MS;
  const pruneMs = timing.presencePruneMs ?? PRESENCE_PRUNE_MS;
  const projects = new Map<string, ProjectState>();
  /** socketId → the projects it is present in. */
  const socketProjects = new Map<string, Set<string>>();

  const room = (projectId: string, exceptSocketId?: string) =>
    ({ kind: 'project', projectId, exceptSocketId }) as const;

  function stateOf(projectId: string): ProjectState {
    let state = projects.get(projectId);
    if (!state) {
      state = { presence: new Map(), locks: new Map(), selections: new Map() };
      projects.set(projectId, state);
    }
    return state;
  }

  function forgetIfEmpty(projectId: string, state: ProjectState): void {
    if (state.presence.size === 0 && state.locks.size === 0 && state.selections.size === 0) projects.delete(projectId);
  }

  function endLock(projectId: string, state: ProjectState, lock: Lock, reason: LockEndReason, takenBy?: string) {
    state.locks.delete(lockKey(lock));
    const { fieldType, fieldId, userId } = lock;
    return collabEmit(
      'field:unlocked',
      { projectId, fieldType, fieldId, userId, reason, ...(takenBy ? { takenBy } : {}) },
      room(projectId),
    );
  }

  function expireLocks(projectId: string, state: ProjectState): CollabEmit[] {
    const at = now();
    return [...state.locks.values()]
      .filter((lock) => lock.expiresAt <= at)
      .map((lock) => endLock(projectId, state, lock, 'expired'));
  }

  function dropUser(projectId: string, state: ProjectState, presence: Presence): CollabEmit[] {
    const emits: CollabEmit[] = [];
    for (const lock of [...state.locks.values()]) {
      if (lock.userId === presence.userId) emits.push(endLock(projectId, state, lock, 'left'));
    }
    for (const shotId of state.selections.get(presence.userId) ?? []) {
      emits.push(collabEmit('shot:deselected', { projectId, userId: presence.userId, shotId }, room(projectId)));
    }
    state.selections.delete(presence.userId);
    state.presence.delete(presence.userId);
    for (const socketId of presence.sockets) socketProjects.get(socketId)?.delete(projectId);
    emits.push(collabEmit('user:left', { projectId, userId: presence.userId }, room(projectId)));
    return emits;
  }

  function removeSocket(projectId: string, socketId: string): CollabEmit[] {
    socketProjects.get(socketId)?.delete(projectId);
    if (socketProjects.get(socketId)?.size === 0) socketProjects.delete(socketId);
    const state = projects.get(projectId);
    const presence = state && [...state.presence.values()].find((entry) => entry.sockets.has(socketId));
    if (!state || !presence) return [];
    const emits = expireLocks(projectId, state);
    presence.sockets.delete(socketId);
    if (presence.sockets.size === 0) {
      emits.push(...dropUser(projectId, state, presence));
    } else {
      for (const lock of [...state.locks.values()]) {
        if (lock.socketId === socketId) emits.push(endLock(projectId, state, lock, 'left'));
      }
      if (presence.socketId === socketId) presence.socketId = [...presence.sockets].at(-1)!;
    }
    forgetIfEmpty(projectId, state);
    return emits;
  }

  /**
   * The member's presence, registered when missing: a socket still in the room whose presence was pruned comes
   * back on its next event (and everyone, itself included, hears it joined again).
   */
  function present(projectId: string, state: ProjectState, member: CollabMember, emits: CollabEmit[]): Presence {
    const existing = state.presence.get(member.userId);
    if (existing?.sockets.has(member.socketId)) return existing;
    const presence = register(projectId, state, member);
    if (!existing) emits.push(collabEmit('user:joined', { projectId, user: presentUser(presence) }, room(projectId)));
    return presence;
  }

  function register(projectId: string, state: ProjectState, member: CollabMember): Presence {
    const at = now();
    let presence = state.presence.get(member.userId);
    if (!presence) {
      presence = {
        userId: member.userId,
        username: member.username,
        email: member.email,
        sockets: new Set(),
        socketId: member.socketId,
        activity: { activity: 'viewing_project', timestamp: at },
      };
      state.presence.set(member.userId, presence);
    }
    presence.sockets.add(member.socketId);
    presence.socketId = member.socketId;
    // A tab that joins is alive: the entry is not pruned under it before its first heartbeat.
    presence.activity = { ...presence.activity, timestamp: at };
    const joined = socketProjects.get(member.socketId) ?? new Set<string>();
    joined.add(projectId);
    socketProjects.set(member.socketId, joined);
    return presence;
  }

  function snapshotOf(projectId: string): CollabSnapshot {
    const state = projects.get(projectId);
    if (!state) return { users: [], locks: [], selections: [] };
    const at = now();
    return {
      users: [...state.presence.values()].map(presentUser),
      locks: [...state.locks.values()].filter((lock) => lock.expiresAt > at).map(presentLock),
      selections: [...state.selections].flatMap(([userId, shots]) => [...shots].map((shotId) => ({ userId, shotId }))),
    };
  }

  /** Runs a change on a project after ending its expired locks. */
  function change(projectId: string, run: (state: ProjectState, emits: CollabEmit[]) => CollabOutcome | void) {
    const state = stateOf(projectId);
    const emits = expireLocks(projectId, state);
    const outcome = run(state, emits);
    forgetIfEmpty(projectId, state);
    return Promise.resolve({ ...(outcome ?? {}), emits: [...emits, ...(outcome?.emits ?? [])] });
  }

  return {
    join(projectId, member) {
      return change(projectId, (state, emits) => {
        const isFirstSocket = !state.presence.has(member.userId);
        const presence = register(projectId, state, member);
        if (isFirstSocket) {
          const user = presentUser(presence);
          emits.push(collabEmit('user:joined', { projectId, user }, room(projectId, member.socketId)));
        }
        const snapshot = snapshotOf(projectId);
        const to = { kind: 'socket', socketId: member.socketId } as const;
        emits.push(
          collabEmit('project:users', { projectId, users: snapshot.users }, to),
          collabEmit('project:locks', { projectId, locks: snapshot.locks }, to),
          collabEmit('project:shot-selections', { projectId, selections: snapshot.selections }, to),
        );
      });
    },

    leave(projectId, socketId) {
      return Promise.resolve({ emits: removeSocket(projectId, socketId) });
    },

    leaveAll(socketId) {
      const joined = [...(socketProjects.get(socketId) ?? [])];
      return Promise.resolve({ emits: joined.flatMap((projectId) => removeSocket(projectId, socketId)) });
    },

    lock(projectId, member, field, force) {
      return change(projectId, (state, emits) => {
        const presence = present(projectId, state, member, emits);
        const held = state.locks.get(lockKey(field));
        if (held && held.userId !== member.userId) {
          if (!force) {
            const message = SOCKET_MESSAGES.fieldLocked(held.username ?? held.userId);
            const failed = { projectId, ...field, message, lockedBy: presentLock(held) };
            emits.push(collabEmit('field:lock:failed', failed, { kind: 'socket', socketId: member.socketId }));
            return { emits: [], refused: { code: 'CONFLICT', message } };
          }
          emits.push(endLock(projectId, state, held, 'taken', member.userId));
        }
        const at = now();
        const lock: Lock = {
          projectId,
          fieldType: field.fieldType,
          fieldId: field.fieldId,
          userId: member.userId,
          username: presence.username,
          lockedBy: presence.username,
          // A renewal keeps the time the lock was taken.
          timestamp: held && held.userId === member.userId ? held.timestamp : at,
          expiresAt: at + leaseMs,
          socketId: member.socketId,
        };
        state.locks.set(lockKey(field), lock);
        emits.push(collabEmit('field:locked', presentLock(lock), room(projectId)));
      });
    },

    unlock(projectId, member, field) {
      return change(projectId, (state, emits) => {
        const held = state.locks.get(lockKey(field));
        if (!held) return none();
        if (held.userId !== member.userId) {
          return { emits: [], refused: { code: 'FORBIDDEN', message: SOCKET_MESSAGES.notLockHolder } };
        }
        emits.push(endLock(projectId, state, held, 'released'));
      });
    },

    setActivity(projectId, member, activity) {
      return change(projectId, (state, emits) => {
        const presence = present(projectId, state, member, emits);
        presence.activity = { activity, timestamp: now() };
        const payload = { projectId, userId: member.userId, activity: { ...presence.activity } };
        emits.push(collabEmit('user:activity:update', payload, room(projectId)));
      });
    },

    select(projectId, member, shotId) {
      return change(projectId, (state, emits) => {
        present(projectId, state, member, emits);
        const selected = state.selections.get(member.userId) ?? new Set<string>();
        if (selected.has(shotId)) return;
        selected.add(shotId);
        state.selections.set(member.userId, selected);
        emits.push(collabEmit('shot:selected', { projectId, userId: member.userId, shotId }, room(projectId)));
      });
    },

    deselect(projectId, member, shotId) {
      return change(projectId, (state, emits) => {
        const selected = state.selections.get(member.userId);
        if (!selected?.delete(shotId)) return;
        if (selected.size === 0) state.selections.delete(member.userId);
        emits.push(collabEmit('shot:deselected', { projectId, userId: member.userId, shotId }, room(projectId)));
      });
    },

    sweep() {
      const emits: CollabEmit[] = [];
      const staleBefore = now() - pruneMs;
      for (const [projectId, state] of [...projects]) {
        emits.push(...expireLocks(projectId, state));
        for (const presence of [...state.presence.values()]) {
          if (presence.activity.timestamp < staleBefore) emits.push(...dropUser(projectId, state, presence));
        }
        forgetIfEmpty(projectId, state);
      }
      for (const [socketId, joined] of [...socketProjects]) if (joined.size === 0) socketProjects.delete(socketId);
      return Promise.resolve({ emits });
    },

    snapshot(projectId) {
      // Expired locks are left out here and ended (with their event) by the next change or sweep.
      return Promise.resolve(snapshotOf(projectId));
    },
  };
}
