import {
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
  type FieldKey,
} from './collab-store.ts';

/**
 * The collaboration rules, once, for every store: each rule changes one project's state in place and answers the
 * events to send (or a refusal). The state is plain JSON (no Map or Set), so a store may keep it in memory or read
 * and write it as a database row; key order is insertion order, which the rules rely on (snapshot order, the socket
 * presence shows after a tab leaves).
 */

export interface PresenceState {
  userId: string;
  username: string;
  email: string;
  /** socketId → the id of the server process holding that socket. */
  sockets: Record<string, string>;
  /** The socket that joined last (presence shows one). */
  socketId: string;
  activity: { activity: PresenceActivity; timestamp: number };
}

export interface LockState extends HeldLock {
  /** The socket that took or last renewed it; the lock ends when that socket leaves. */
  socketId: string;
}

export interface CollabProjectState {
  /** userId → presence. */
  presence: Record<string, PresenceState>;
  /** `fieldType#fieldId` → lock. */
  locks: Record<string, LockState>;
  /** userId → selected shot ids. */
  selections: Record<string, string[]>;
}

/** What a rule needs besides the state: the project, the moment, the lock lease and the process it runs in. */
export interface RuleContext {
  projectId: string;
  now: number;
  lockLeaseMs: number;
  /** The server process the acting socket belongs to ('local' for the in-memory store). */
  processId: string;
}

export interface SweepCriteria {
  /** Presence whose activity is older than this moment is dropped. */
  staleBefore: number;
  /** Sockets held by a process that is gone leave (as if they disconnected). */
  isProcessGone?: (processId: string) => boolean;
}

export const emptyCollabState = (): CollabProjectState => ({ presence: {}, locks: {}, selections: {} });

export function isCollabStateEmpty(state: CollabProjectState): boolean {
  return (
    Object.keys(state.presence).length === 0 &&
    Object.keys(state.locks).length === 0 &&
    Object.keys(state.selections).length === 0
  );
}

const lockKey = (field: FieldKey) => `${field.fieldType}#${field.fieldId}`;
const room = (projectId: string, exceptSocketId?: string) => ({ kind: 'project', projectId, exceptSocketId }) as const;
const toSocket = (socketId: string) => ({ kind: 'socket', socketId }) as const;

function presentUser(presence: PresenceState): PresenceUser {
  const { userId, username, email, socketId, activity } = presence;
  return { userId, username, email, socketId, activity: { ...activity } };
}

function presentLock(lock: LockState): HeldLock {
  const { socketId: _socketId, ...held } = lock;
  return held;
}

function presenceOfSocket(state: CollabProjectState, socketId: string): PresenceState | undefined {
  return Object.values(state.presence).find((entry) => socketId in entry.sockets);
}

function endLock(
  state: CollabProjectState,
  ctx: RuleContext,
  lock: LockState,
  reason: LockEndReason,
  takenBy?: string,
) {
  delete state.locks[lockKey(lock)];
  const { fieldType, fieldId, userId } = lock;
  const { projectId } = ctx;
  return collabEmit(
    'field:unlocked',
    { projectId, fieldType, fieldId, userId, reason, ...(takenBy ? { takenBy } : {}) },
    room(projectId),
  );
}

function expireLocks(state: CollabProjectState, ctx: RuleContext): CollabEmit[] {
  return Object.values(state.locks)
    .filter((lock) => lock.expiresAt <= ctx.now)
    .map((lock) => endLock(state, ctx, lock, 'expired'));
}

function dropUser(state: CollabProjectState, ctx: RuleContext, presence: PresenceState): CollabEmit[] {
  const { projectId } = ctx;
  const emits: CollabEmit[] = [];
  for (const lock of Object.values(state.locks)) {
    if (lock.userId === presence.userId) emits.push(endLock(state, ctx, lock, 'left'));
  }
  for (const shotId of state.selections[presence.userId] ?? []) {
    emits.push(collabEmit('shot:deselected', { projectId, userId: presence.userId, shotId }, room(projectId)));
  }
  delete state.selections[presence.userId];
  delete state.presence[presence.userId];
  emits.push(collabEmit('user:left', { projectId, userId: presence.userId }, room(projectId)));
  return emits;
}

function register(state: CollabProjectState, ctx: RuleContext, member: CollabMember): PresenceState {
  let presence = state.presence[member.userId];
  if (!presence) {
    presence = {
      userId: member.userId,
      username: member.username,
      email: member.email,
      sockets: {},
      socketId: member.socketId,
      activity: { activity: 'viewing_project', timestamp: ctx.now },
    };
    state.presence[member.userId] = presence;
  }
  presence.sockets[member.socketId] = ctx.processId;
  presence.socketId = member.socketId;
  // A tab that joins is alive: the entry is not pruned under it before its first heartbeat.
  presence.activity = { ...presence.activity, timestamp: ctx.now };
  return presence;
}

/**
 * The member's presence, registered when missing: a socket still in the room whose presence was pruned comes back
 * on its next event (and everyone, itself included, hears it joined again).
 */
function present(state: CollabProjectState, ctx: RuleContext, member: CollabMember, emits: CollabEmit[]) {
  const existing = state.presence[member.userId];
  if (existing && member.socketId in existing.sockets) return existing;
  const presence = register(state, ctx, member);
  const { projectId } = ctx;
  if (!existing) emits.push(collabEmit('user:joined', { projectId, user: presentUser(presence) }, room(projectId)));
  return presence;
}

/** Runs a rule after ending the project's expired locks; their events come first. */
function afterExpiry(
  state: CollabProjectState,
  ctx: RuleContext,
  run: (emits: CollabEmit[]) => CollabOutcome | void,
): CollabOutcome {
  const emits = expireLocks(state, ctx);
  const outcome = run(emits);
  return { ...(outcome ?? {}), emits: [...emits, ...(outcome?.emits ?? [])] };
}

/** The project's users, locks (unexpired) and selections. */
export function snapshotOf(state: CollabProjectState, now: number): CollabSnapshot {
  return {
    users: Object.values(state.presence).map(presentUser),
    locks: Object.values(state.locks)
      .filter((lock) => lock.expiresAt > now)
      .map(presentLock),
    selections: Object.entries(state.selections).flatMap(([userId, shots]) =>
      shots.map((shotId) => ({ userId, shotId })),
    ),
  };
}

/** A socket enters: presence (user:joined to the others on the user's first socket) and the snapshot to it. */
export function joinRule(state: CollabProjectState, ctx: RuleContext, member: CollabMember): CollabOutcome {
  return afterExpiry(state, ctx, (emits) => {
    const { projectId } = ctx;
    const isFirstSocket = !(member.userId in state.presence);
    const presence = register(state, ctx, member);
    if (isFirstSocket) {
      const user = presentUser(presence);
      emits.push(collabEmit('user:joined', { projectId, user }, room(projectId, member.socketId)));
    }
    const snapshot = snapshotOf(state, ctx.now);
    const to = toSocket(member.socketId);
    emits.push(
      collabEmit('project:users', { projectId, users: snapshot.users }, to),
      collabEmit('project:locks', { projectId, locks: snapshot.locks }, to),
      collabEmit('project:shot-selections', { projectId, selections: snapshot.selections }, to),
    );
  });
}

/** A socket leaves: its locks end ('left'); the user's selections and presence end with their last socket. */
export function leaveRule(state: CollabProjectState, ctx: RuleContext, socketId: string): CollabOutcome {
  const presence = presenceOfSocket(state, socketId);
  if (!presence) return { emits: [] };
  return afterExpiry(state, ctx, (emits) => {
    delete presence.sockets[socketId];
    const remaining = Object.keys(presence.sockets);
    if (remaining.length === 0) {
      emits.push(...dropUser(state, ctx, presence));
      return;
    }
    for (const lock of Object.values(state.locks)) {
      if (lock.socketId === socketId) emits.push(endLock(state, ctx, lock, 'left'));
    }
    if (presence.socketId === socketId) presence.socketId = remaining.at(-1)!;
  });
}

/** Takes a field's lock, renews it for its holder, or (force) takes it over from someone else. */
export function lockRule(
  state: CollabProjectState,
  ctx: RuleContext,
  member: CollabMember,
  field: FieldKey,
  force: boolean,
): CollabOutcome {
  return afterExpiry(state, ctx, (emits) => {
    const { projectId } = ctx;
    const presence = present(state, ctx, member, emits);
    const held = state.locks[lockKey(field)];
    if (held && held.userId !== member.userId) {
      if (!force) {
        const message = SOCKET_MESSAGES.fieldLocked(held.username ?? held.userId);
        const failed = { projectId, ...field, message, lockedBy: presentLock(held) };
        emits.push(collabEmit('field:lock:failed', failed, toSocket(member.socketId)));
        return { emits: [], refused: { code: 'CONFLICT', message } };
      }
      emits.push(endLock(state, ctx, held, 'taken', member.userId));
    }
    const lock: LockState = {
      projectId,
      fieldType: field.fieldType,
      fieldId: field.fieldId,
      userId: member.userId,
      username: presence.username,
      lockedBy: presence.username,
      // A renewal keeps the time the lock was taken.
      timestamp: held && held.userId === member.userId ? held.timestamp : ctx.now,
      expiresAt: ctx.now + ctx.lockLeaseMs,
      socketId: member.socketId,
    };
    state.locks[lockKey(field)] = lock;
    emits.push(collabEmit('field:locked', presentLock(lock), room(projectId)));
  });
}

/** Releases a field's lock; only its holder may. */
export function unlockRule(
  state: CollabProjectState,
  ctx: RuleContext,
  member: CollabMember,
  field: FieldKey,
): CollabOutcome {
  return afterExpiry(state, ctx, (emits) => {
    const held = state.locks[lockKey(field)];
    if (!held) return { emits: [] };
    if (held.userId !== member.userId) {
      return { emits: [], refused: { code: 'FORBIDDEN', message: SOCKET_MESSAGES.notLockHolder } };
    }
    emits.push(endLock(state, ctx, held, 'released'));
  });
}

/** The member's current activity, broadcast with its time (also their heartbeat). */
export function activityRule(
  state: CollabProjectState,
  ctx: RuleContext,
  member: CollabMember,
  activity: PresenceActivity,
): CollabOutcome {
  return afterExpiry(state, ctx, (emits) => {
    const presence = present(state, ctx, member, emits);
    presence.activity = { activity, timestamp: ctx.now };
    const payload = { projectId: ctx.projectId, userId: member.userId, activity: { ...presence.activity } };
    emits.push(collabEmit('user:activity:update', payload, room(ctx.projectId)));
  });
}

export function selectRule(
  state: CollabProjectState,
  ctx: RuleContext,
  member: CollabMember,
  shotId: string,
): CollabOutcome {
  return afterExpiry(state, ctx, (emits) => {
    present(state, ctx, member, emits);
    const selected = state.selections[member.userId] ?? [];
    if (selected.includes(shotId)) return;
    state.selections[member.userId] = [...selected, shotId];
    const { projectId } = ctx;
    emits.push(collabEmit('shot:selected', { projectId, userId: member.userId, shotId }, room(projectId)));
  });
}

export function deselectRule(
  state: CollabProjectState,
  ctx: RuleContext,
  member: CollabMember,
  shotId: string,
): CollabOutcome {
  return afterExpiry(state, ctx, (emits) => {
    const selected = state.selections[member.userId];
    if (!selected?.includes(shotId)) return;
    const rest = selected.filter((id) => id !== shotId);
    if (rest.length === 0) delete state.selections[member.userId];
    else state.selections[member.userId] = rest;
    const { projectId } = ctx;
    emits.push(collabEmit('shot:deselected', { projectId, userId: member.userId, shotId }, room(projectId)));
  });
}

/**
 * Ends expired locks, makes the sockets of gone processes leave (as a disconnect would), then drops presence whose
 * activity is older than the prune age, with its locks and selections.
 */
export function sweepRule(state: CollabProjectState, ctx: RuleContext, criteria: SweepCriteria): CollabOutcome {
  const emits = expireLocks(state, ctx);
  const { isProcessGone } = criteria;
  if (isProcessGone) {
    for (const presence of Object.values(state.presence)) {
      for (const [socketId, processId] of Object.entries(presence.sockets)) {
        if (isProcessGone(processId)) emits.push(...leaveRule(state, ctx, socketId).emits);
      }
    }
  }
  for (const presence of Object.values(state.presence)) {
    if (presence.activity.timestamp < criteria.staleBefore) emits.push(...dropUser(state, ctx, presence));
  }
  return { emits };
}

/** Whether the socket is present in the project (a pruned socket is not, until its next event). */
export const hasSocket = (state: CollabProjectState, socketId: string): boolean =>
  presenceOfSocket(state, socketId) !== undefined;

/** A rule on one project's state. */
export type ProjectRule = (state: CollabProjectState, ctx: RuleContext) => CollabOutcome;

/**
 * How a store changes one project's state for a socket: it finds the state, runs the rule, keeps the result.
 * `isCreating` false: a project nobody is in stays absent (the rule has nothing to end there).
 */
export type ChangeProject = (
  projectId: string,
  socketId: string,
  rule: ProjectRule,
  isCreating?: boolean,
) => Promise<CollabOutcome>;

/** The store methods that are one rule each, on the store's own way of changing a project's state. */
export function ruleMethods(
  change: ChangeProject,
): Pick<CollabStore, 'join' | 'lock' | 'unlock' | 'setActivity' | 'select' | 'deselect'> {
  return {
    join: (projectId, member) => change(projectId, member.socketId, (state, ctx) => joinRule(state, ctx, member)),
    lock: (projectId, member, field, force) =>
      change(projectId, member.socketId, (state, ctx) => lockRule(state, ctx, member, field, force)),
    unlock: (projectId, member, field) =>
      change(projectId, member.socketId, (state, ctx) => unlockRule(state, ctx, member, field), false),
    setActivity: (projectId, member, activity) =>
      change(projectId, member.socketId, (state, ctx) => activityRule(state, ctx, member, activity)),
    select: (projectId, member, shotId) =>
      change(projectId, member.socketId, (state, ctx) => selectRule(state, ctx, member, shotId)),
    deselect: (projectId, member, shotId) =>
      change(projectId, member.socketId, (state, ctx) => deselectRule(state, ctx, member, shotId), false),
  };
}
