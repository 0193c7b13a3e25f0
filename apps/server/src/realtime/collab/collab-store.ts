import type {
  CollabServerEvent,
  CollabServerPayload,
  HeldLock,
  PresenceActivity,
  PresenceUser,
  ShotSelection,
} from '@sym/contracts';

/**
 * Presence, field locks and shot selections of the projects people work in: what the collaboration events read
 * and change. Every change answers the events to send (never sends them itself), so the same rules
 * (collab-rules.ts) run in memory (one process) or on PostgreSQL rows shared by several API processes.
 */
export interface CollabStore {
  /** A socket enters a project: its presence, and the snapshot for that socket (users, locks, selections). */
  join(projectId: string, member: CollabMember): Promise<CollabOutcome>;
  /** A socket leaves a project: its locks end ('left'); the user's selections and presence end with their last socket. */
  leave(projectId: string, socketId: string): Promise<CollabOutcome>;
  /** A socket disconnected: it leaves every project it was in. */
  leaveAll(socketId: string): Promise<CollabOutcome>;
  /** Takes a field's lock, renews it for its holder, or (force) takes it over from someone else. */
  lock(projectId: string, member: CollabMember, field: FieldKey, force: boolean): Promise<CollabOutcome>;
  /** Releases a field's lock; only its holder may. */
  unlock(projectId: string, member: CollabMember, field: FieldKey): Promise<CollabOutcome>;
  /** The member's current activity (also their heartbeat: presence older than the prune age is dropped). */
  setActivity(projectId: string, member: CollabMember, activity: PresenceActivity): Promise<CollabOutcome>;
  select(projectId: string, member: CollabMember, shotId: string): Promise<CollabOutcome>;
  deselect(projectId: string, member: CollabMember, shotId: string): Promise<CollabOutcome>;
  /** Ends expired locks and drops stale presence everywhere. */
  sweep(): Promise<CollabOutcome>;
  /** The project's users, locks and selections as they are now. */
  snapshot(projectId: string): Promise<CollabSnapshot>;
  /**
   * This process stops serving sockets: a shared store makes them leave every project (answering the events to
   * send while the process can still send them) and forgets the process. The memory store needs none.
   */
  close?(): Promise<CollabOutcome>;
}

/** One socket of a signed-in user, as presence shows it. */
export interface CollabMember {
  socketId: string;
  userId: string;
  username: string;
  email: string;
}

export interface FieldKey {
  fieldType: string;
  fieldId: string;
}

export interface CollabSnapshot {
  users: PresenceUser[];
  locks: HeldLock[];
  selections: ShotSelection[];
}

/** Where an event goes: everyone in the project's room (but one socket, maybe), or one socket. */
export type CollabTarget =
  { kind: 'project'; projectId: string; exceptSocketId?: string } | { kind: 'socket'; socketId: string };

/** One event to send under its name. */
export interface CollabEmitOf<E extends CollabServerEvent> {
  event: E;
  payload: CollabServerPayload<E>;
  to: CollabTarget;
}
/** One event to send, typed by its name (one member per event). */
export type CollabEmit = { [E in CollabServerEvent]: CollabEmitOf<E> }[CollabServerEvent];

/** Why an event was refused; the handler answers it in the acknowledgement. */
export interface CollabRefusal {
  code: 'FORBIDDEN' | 'CONFLICT';
  message: string;
}

export interface CollabOutcome {
  emits: CollabEmit[];
  refused?: CollabRefusal;
}

export interface CollabTiming {
  /** The clock (ms since the epoch); tests inject their own. */
  now?: () => number;
  /** How long a lock lasts without renewal (FIELD_LOCK_LEASE_MS by default). */
  lockLeaseMs?: number;
  /** Presence whose activity is older than this is dropped (PRESENCE_PRUNE_MS by default). */
  presencePruneMs?: number;
}

/** An event typed by its name. */
export function collabEmit<E extends CollabServerEvent>(
  event: E,
  payload: CollabServerPayload<E>,
  to: CollabTarget,
): CollabEmitOf<E> {
  return { event, payload, to };
}
