import {
  CLIENT_EVENT_PAYLOADS,
  CLIENT_EVENTS,
  projectRoleMay,
  SERVER_EVENTS,
  SOCKET_MESSAGES,
  featureOfRealtimeEvent,
  isFeatureEnabled,
  type ACCESS_LOSS_REASONS,
  type CollabAck,
  type ProjectRole,
  type Tier,
} from '@sym/contracts';
import { AppError } from '../errors/app-error.ts';
import { toErrorResponse } from '../errors/error-response.ts';
import { forbiddenError } from '../modules/projects/project-access.policy.ts';
import { entitlementOf } from '../operations/entitlement.ts';
import { featureRefusal } from '../operations/feature-guard.ts';
import type { Services } from '../operations/services.ts';
import type { OperationLogger } from '../operations/index.ts';
import type { CollabEmit, CollabMember, CollabOutcome, CollabStore, CollabTiming } from './collab/collab-store.ts';
import { createMemoryCollabStore } from './collab/memory-collab-store.ts';
import { ackOf, emitTo } from './emit.ts';
import { projectRoom } from './rooms.ts';
import type { SymServer, SymSocket } from './socket-server.ts';

export type AccessLossReason = (typeof ACCESS_LOSS_REASONS)[number];

/** Tuning of the collaboration layer; the contract's constants by default (tests shorten the lease). */
export interface CollabOptions extends CollabTiming {
  /** How often expired locks and stale presence are swept (a quarter of the lease by default, at most 5 s). */
  sweepIntervalMs?: number;
  /** Where presence, locks and selections live (this process's memory by default). */
  store?: CollabStore;
  /** In a cluster: how soon a dead process's sockets are swept away (the sweep runs at least 4 times in it). */
  processLeaseMs?: number;
}

export interface ProjectRoomsDeps {
  services: Services;
  log: OperationLogger;
  /** The site's tier: with the user's own it decides whether presence (collaboration) is theirs. */
  siteTier: Tier;
  collab?: CollabOptions;
}

const MAX_SWEEP_INTERVAL_MS = 5_000;
const PROJECT_EVENTS = [
  CLIENT_EVENTS.fieldLock,
  CLIENT_EVENTS.fieldUnlock,
  CLIENT_EVENTS.userActivity,
  CLIENT_EVENTS.shotSelect,
  CLIENT_EVENTS.shotDeselect,
] as const;
type ProjectEvent = (typeof PROJECT_EVENTS)[number];
/**
 * Events that edit: taking a field's lock is the start of changing it, so it needs the editing right (checked
 * afresh each time, so a role taken away counts at the next lock or renewal). Presence, selections and letting go
 * of a lock are everyone's in the room: a team's viewer or commenter joins and is seen, but does not edit.
 */
const EDITING_EVENTS: ReadonlySet<ProjectEvent> = new Set([CLIENT_EVENTS.fieldLock]);

const projectIdOfRoom = (room: string) =>
  room.startsWith(projectRoom('')) ? room.slice(projectRoom('').length) : null;

/** The projects whose room the socket is in. */
export function joinedProjects(socket: SymSocket): string[] {
  return [...socket.rooms].map(projectIdOfRoom).filter((id): id is string => id !== null);
}

export type ProjectRooms = ReturnType<typeof createProjectRooms>;

/** Sends what the store said to send: to a project's room (maybe but one socket) or to one socket. */
function sendCollabEmits(io: SymServer, emits: CollabEmit[]): void {
  for (const { event, payload, to } of emits) {
    const target =
      to.kind === 'socket'
        ? io.to(to.socketId)
        : to.exceptSocketId
          ? io.to(projectRoom(to.projectId)).except(to.exceptSocketId)
          : io.to(projectRoom(to.projectId));
    emitTo(target, event, payload);
  }
}

/**
 * Project rooms and the collaboration events in them (spec §4, §7): join-project checks read access and answers
 * with the snapshot; presence, locks and selections change through the store, which says what to send. Events of
 * one socket run one after another (a join still checking access comes before the lock that follows it).
 */
export function createProjectRooms(io: SymServer, deps: ProjectRoomsDeps) {
  const options = deps.collab ?? {};
  const store = options.store ?? createMemoryCollabStore(options);
  const queues = new WeakMap<SymSocket, Promise<void>>();
  /** Counts moments someone may have lost access to a project, so a join checking access meanwhile re-checks. */
  let accessChanges = 0;

  const send = (emits: CollabEmit[]) => sendCollabEmits(io, emits);

  /** Runs a task of the socket after its earlier ones; a failure is logged, never thrown at the client. */
  function enqueue(socket: SymSocket, task: () => Promise<void>): Promise<void> {
    const next = (queues.get(socket) ?? Promise.resolve())
      .then(task)
      .catch((error: unknown) => deps.log.error({ err: error, socketId: socket.id }, 'Collaboration event failed'));
    queues.set(socket, next);
    return next;
  }

  function failure(error: unknown): CollabAck {
    const { code, message } = toErrorResponse(error, deps.log).body.error;
    return { success: false, error: { code, message } };
  }

  /** The socket's user after its handshake sign-in (awaited: join-project may arrive before auth:ok). */
  async function signedInUser(socket: SymSocket) {
    await socket.data.authReady;
    return socket.data.auth;
  }

  /** The user's role in the project if they may still read it, else null; the socket remembers it. */
  async function recheckAccess(socket: SymSocket, userId: string, projectId: string): Promise<ProjectRole | null> {
    try {
      const { role } = await deps.services.projects.get(userId, projectId);
      socket.data.projectRoles?.set(projectId, role);
      return role;
    } catch (error) {
      if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN')) return null;
      throw error;
    }
  }

  async function leaveRoom(socket: SymSocket, projectId: string): Promise<void> {
    socket.data.projectRoles?.delete(projectId);
    await socket.leave(projectRoom(projectId));
    send((await store.leave(projectId, socket.id)).emits);
  }

  /** Takes the socket out of the project's room and tells it why (its user lost access). */
  async function evict(socket: SymSocket, projectId: string, reason: AccessLossReason): Promise<void> {
    if (!socket.rooms.has(projectRoom(projectId))) return;
    await leaveRoom(socket, projectId);
    socket.emit(SERVER_EVENTS.projectAccessLost, { projectId, reason });
  }

  async function join(socket: SymSocket, raw: unknown): Promise<CollabAck> {
    const auth = await signedInUser(socket);
    if (!auth) return failure(new AppError('UNAUTHORIZED', SOCKET_MESSAGES.authFailed));
    const parsed = CLIENT_EVENT_PAYLOADS[CLIENT_EVENTS.joinProject].safeParse(raw);
    if (!parsed.success) return failure(parsed.error);
    const { projectId } = parsed.data;
    const identity = await deps.services.sessions.resolveSession(auth.userId, auth.sessionId);
    if (!identity) {
      delete socket.data.auth;
      return failure(new AppError('UNAUTHORIZED', SOCKET_MESSAGES.authFailed));
    }
    const changesBefore = accessChanges;
    let role: ProjectRole;
    try {
      ({ role } = await deps.services.projects.get(identity.user.id, projectId));
    } catch (error) {
      return failure(error);
    }
    // It went away while its access was checked: nothing to join, and no presence left behind.
    if (!socket.connected) return { success: true };
    const member: CollabMember = {
      socketId: socket.id,
      userId: identity.user.id,
      username: identity.user.name || identity.user.email,
      email: identity.user.email,
    };
    socket.data.member = { userId: member.userId, username: member.username, email: member.email };
    socket.data.projectRoles ??= new Map();
    socket.data.projectRoles.set(projectId, role);
    await socket.join(projectRoom(projectId));
    send((await store.join(projectId, member)).emits);
    // Access changed while it was checked: check again now that the socket is in the room the watcher sees.
    if (accessChanges !== changesBefore && !(await recheckAccess(socket, member.userId, projectId))) {
      await evict(socket, projectId, 'removed');
    }
    return { success: true };
  }

  /** Refuses (403, or the project's 404 when it is gone) a user who may not edit the project. */
  async function requireEditing(userId: string, projectId: string): Promise<void> {
    const standing = await deps.services.projects.get(userId, projectId);
    if (projectRoleMay(standing, 'project.edit')) return;
    throw forbiddenError('write', standing.teamRole);
  }

  async function leave(socket: SymSocket, raw: unknown): Promise<CollabAck> {
    const parsed = CLIENT_EVENT_PAYLOADS[CLIENT_EVENTS.leaveProject].safeParse(raw);
    if (!parsed.success) return failure(parsed.error);
    if (socket.rooms.has(projectRoom(parsed.data.projectId))) await leaveRoom(socket, parsed.data.projectId);
    return { success: true };
  }

  /** A project event read with its contract schema: the project it is about and what it does in the store. */
  interface ProjectAction {
    projectId: string;
    run(member: CollabMember): Promise<CollabOutcome>;
  }
  const actions: { [E in ProjectEvent]: (raw: unknown) => ProjectAction } = {
    [CLIENT_EVENTS.fieldLock]: (raw) => {
      const { projectId, fieldType, fieldId, force } = CLIENT_EVENT_PAYLOADS[CLIENT_EVENTS.fieldLock].parse(raw);
      return { projectId, run: (member) => store.lock(projectId, member, { fieldType, fieldId }, force === true) };
    },
    [CLIENT_EVENTS.fieldUnlock]: (raw) => {
      const { projectId, fieldType, fieldId } = CLIENT_EVENT_PAYLOADS[CLIENT_EVENTS.fieldUnlock].parse(raw);
      return { projectId, run: (member) => store.unlock(projectId, member, { fieldType, fieldId }) };
    },
    [CLIENT_EVENTS.userActivity]: (raw) => {
      const { projectId, activity } = CLIENT_EVENT_PAYLOADS[CLIENT_EVENTS.userActivity].parse(raw);
      return { projectId, run: (member) => store.setActivity(projectId, member, activity) };
    },
    [CLIENT_EVENTS.shotSelect]: (raw) => {
      const { projectId, shotId } = CLIENT_EVENT_PAYLOADS[CLIENT_EVENTS.shotSelect].parse(raw);
      return { projectId, run: (member) => store.select(projectId, member, shotId) };
    },
    [CLIENT_EVENTS.shotDeselect]: (raw) => {
      const { projectId, shotId } = CLIENT_EVENT_PAYLOADS[CLIENT_EVENTS.shotDeselect].parse(raw);
      return { projectId, run: (member) => store.deselect(projectId, member, shotId) };
    },
  };

  /**
   * Presence events need collaboration (feature-gates.ts), checked against the user's tier as it is now (a
   * downgrade applies at once) or the site's: the same 403 'Upgrade to …' as an operation's gate.
   */
  async function featureRefusalOf(auth: { userId: string; sessionId: string }, event: ProjectEvent) {
    const feature = featureOfRealtimeEvent(event);
    if (!feature) return undefined;
    const identity = await deps.services.sessions.resolveSession(auth.userId, auth.sessionId);
    if (!identity) return new AppError('UNAUTHORIZED', SOCKET_MESSAGES.authFailed);
    return isFeatureEnabled(entitlementOf(identity.user, deps.siteTier), feature) ? undefined : featureRefusal(feature);
  }

  async function act(socket: SymSocket, event: ProjectEvent, raw: unknown): Promise<CollabAck> {
    const auth = await signedInUser(socket);
    if (!auth) return failure(new AppError('UNAUTHORIZED', SOCKET_MESSAGES.authFailed));
    let action: ProjectAction;
    try {
      action = actions[event](raw);
    } catch (error) {
      return failure(error);
    }
    const profile = socket.data.member;
    if (!socket.rooms.has(projectRoom(action.projectId)) || profile?.userId !== auth.userId) {
      return failure(new AppError('FORBIDDEN', SOCKET_MESSAGES.notInProject));
    }
    const refusal = await featureRefusalOf(auth, event);
    if (refusal) return failure(refusal);
    if (EDITING_EVENTS.has(event)) {
      try {
        await requireEditing(profile.userId, action.projectId);
      } catch (error) {
        return failure(error);
      }
    }
    const outcome = await action.run({ socketId: socket.id, ...profile });
    send(outcome.emits);
    return outcome.refused ? { success: false, error: outcome.refused } : { success: true };
  }

  /** Leaves every project room of the socket, telling it why when a reason is given. */
  async function leaveAll(socket: SymSocket, reason?: AccessLossReason): Promise<void> {
    for (const projectId of joinedProjects(socket)) {
      if (reason) await evict(socket, projectId, reason);
      else await leaveRoom(socket, projectId);
    }
  }

  const sweepEvery =
    options.sweepIntervalMs ??
    Math.min(
      MAX_SWEEP_INTERVAL_MS,
      Math.max(10, Math.min(options.lockLeaseMs ?? Infinity, options.processLeaseMs ?? Infinity) / 4),
    );
  const sweeper = setInterval(() => {
    store.sweep().then(
      (outcome) => send(outcome.emits),
      (error: unknown) => deps.log.error({ err: error }, 'Collaboration sweep failed'),
    );
  }, sweepEvery);
  sweeper.unref();
  let stopping: Promise<void> | undefined;

  return {
    enqueue,
    evict,
    leaveAll,
    recheckAccess,
    /** Someone may have lost access to the project (collaborator removed, made private, deleted). */
    accessChanged(): void {
      accessChanges += 1;
    },

    /** Handles the collaboration events of one socket (the acknowledgement is optional: the web sends none). */
    /**
     * A socket back from a short drop (recovered-socket.ts) is still in the rooms of its projects: once signed in,
     * its access to each is checked again, as a join would, and it leaves those it lost meanwhile.
     */
    resume(socket: SymSocket): void {
      void enqueue(socket, async () => {
        const auth = await signedInUser(socket);
        for (const projectId of joinedProjects(socket)) {
          if (!auth || !(await recheckAccess(socket, auth.userId, projectId)))
            await evict(socket, projectId, 'removed');
        }
      });
    },

    attach(socket: SymSocket): void {
      const answer = (args: unknown[], task: () => Promise<CollabAck>) =>
        void enqueue(socket, async () => {
          const result = await task();
          ackOf<CollabAck>(args)?.(result);
        });
      socket.on(CLIENT_EVENTS.joinProject, (...args: unknown[]) => {
        answer(args, () => join(socket, args[0]));
      });
      socket.on(CLIENT_EVENTS.leaveProject, (...args: unknown[]) => {
        answer(args, () => leave(socket, args[0]));
      });
      for (const event of PROJECT_EVENTS) {
        socket.on(event, (...args: unknown[]) => {
          answer(args, () => act(socket, event, args[0]));
        });
      }
      // After its queued events: a join still in flight must not leave presence behind.
      socket.on('disconnect', () => {
        void enqueue(socket, async () => send((await store.leaveAll(socket.id)).emits));
      });
    },

    /**
     * Stops sweeping; a shared store also takes this process's sockets out of every project (the others hear them
     * leave) and ends its heartbeat. Once, however often it is called.
     */
    stop(): Promise<void> {
      stopping ??= (async () => {
        clearInterval(sweeper);
        if (store.close) send((await store.close()).emits);
      })().catch((error: unknown) => deps.log.error({ err: error }, 'Collaboration stop failed'));
      return stopping;
    },
  };
}
