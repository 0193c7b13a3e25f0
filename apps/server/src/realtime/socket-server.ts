import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import { Server, type Socket } from 'socket.io';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  SOCKET_MESSAGES,
  type ClientEventName,
  type ProjectRole,
  type ServerToClientEvents,
  type Tier,
} from '@sym/contracts';
import type { AuthIdentity } from '../modules/auth/auth.service.ts';
import type { Services } from '../operations/services.ts';
import type { OperationLogger } from '../operations/index.ts';
import { handleRpcRequest } from './socket-rpc.ts';
import { attachAssetSocket } from './asset-socket.ts';
import { attachAssetBatchStreams } from './asset-batch-socket.ts';
import { ackOf } from './emit.ts';
import { fanOutDomainEvents } from './fan-out.ts';
import { userRoom } from './rooms.ts';
import { watchAccessLoss, type ACCESS_CHANGED, type AccessEvent } from './access-loss.ts';
import type { RealtimeCluster } from './cluster.ts';
import { createProjectRooms, type CollabOptions, type ProjectRooms } from './project-rooms.ts';
import { createReviewRooms, type JoinedReview } from './review-rooms.ts';
import { createPresentations, type Presenting } from './presentations.ts';
import { settleRecoveredSocket } from './recovered-socket.ts';

/** What the server keeps per socket. */
export interface SocketData {
  /** The session the socket authenticated with; re-checked on every request. */
  auth?: { userId: string; sessionId: string };
  /** The sign-in in progress (handshake token or auth:login); events that need the user wait for it. */
  authReady?: Promise<unknown>;
  /** Who the socket is in the project rooms it joined (presence shows it). */
  member?: { userId: string; username: string; email: string };
  /** The user's role in each project room the socket is in, as checked when it joined. */
  projectRoles?: Map<string, ProjectRole>;
  /** The review links the socket joined review rooms through (review-rooms.ts), signed in or not. */
  reviews?: JoinedReview[];
  /** The episode the socket presents live (presentations.ts); other processes read it through fetchSockets. */
  presenting?: Presenting;
}

/** Client events arrive untrusted: handlers take unknown arguments and validate them with the contract. */
type ClientToServerEvents = { [E in ClientEventName]: (...args: unknown[]) => void };

/** Events between the API processes of a cluster. */
interface InterServerEvents {
  [ACCESS_CHANGED]: (event: AccessEvent) => void;
}

export type SymSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type SymServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

export interface SocketServerDeps {
  services: Services;
  siteTier: Tier;
  /** Take the client address from X-Forwarded-For (behind a reverse proxy), like Fastify's trustProxy. */
  trustProxy?: boolean;
  log: OperationLogger & { child(bindings: object): OperationLogger };
  /** Lease, prune age and sweep of presence and locks (tests shorten the lease). */
  collab?: CollabOptions;
  /** The other processes of the installation (PostgreSQL); without it, this process is alone (PGlite). */
  cluster?: RealtimeCluster;
  /**
   * Runs on Socket.IO's own HTTP answers (the polling handshake and polls, WebSocket upgrades), which never pass
   * through Fastify: sets the security headers every other answer carries.
   */
  securityHeaders?: (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;
}

type Ack = (response: unknown) => void;

export interface RealtimeServer {
  io: SymServer;
  /**
   * Before closing: this process's sockets leave their projects in a shared store (the other processes' users
   * see them go) and the sweeps stop.
   */
  stopCollaboration(): Promise<void>;
}

export { userRoom } from './rooms.ts';

function tokenOf(payload: unknown): string | undefined {
  if (typeof payload === 'string') return payload.trim() || undefined;
  if (typeof payload === 'object' && payload !== null) {
    const token = (payload as { token?: unknown }).token;
    if (typeof token === 'string' && token.trim()) return token.trim();
  }
  return undefined;
}

/** Verifies an access token for a socket: joins the user room and answers auth:ok, else auth:error. */
async function authenticateSocket(
  socket: SymSocket,
  services: Services,
  rooms: ProjectRooms,
  token: string | undefined,
  ack?: Ack,
): Promise<AuthIdentity | undefined> {
  const identity = token ? await services.sessions.authenticate(token) : undefined;
  const previous = socket.data.auth;
  // A socket that signs in again (or fails to) stops hearing the previous account's rooms.
  if (previous && previous.userId !== identity?.user.id) {
    await socket.leave(userRoom(previous.userId));
    // Not queued behind the socket's events: a join waiting for this sign-in would wait for itself.
    await rooms.leaveAll(socket, 'signed_out');
  }
  if (!identity) {
    delete socket.data.auth;
    const failure = { message: SOCKET_MESSAGES.authFailed };
    socket.emit(SERVER_EVENTS.authError, failure);
    ack?.({ success: false, error: failure });
    return undefined;
  }
  socket.data.auth = { userId: identity.user.id, sessionId: identity.sessionId };
  await socket.join(userRoom(identity.user.id));
  const ok = { userId: identity.user.id };
  socket.emit(SERVER_EVENTS.authOk, ok);
  ack?.({ success: true, data: ok });
  return identity;
}

/**
 * Attaches Socket.IO (path /socket.io) to the HTTP server: `auth:login` and handshake `auth.token`
 * authentication, the user room, and the `request` RPC that dispatches to the operation table.
 */
export function attachSocketServer(httpServer: HttpServer, deps: SocketServerDeps): RealtimeServer {
  const io: SymServer = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    ...(deps.cluster ? { ...deps.cluster.serverOptions, adapter: deps.cluster.adapter } : {}),
  });
  if (deps.securityHeaders) io.engine.use(deps.securityHeaders);

  const stopForwarding = fanOutDomainEvents(io, deps.services.events, (payload) =>
    deps.services.mediaAccess.signPaths(payload),
  );
  io.engine.on('close', stopForwarding);
  httpServer.on('close', stopForwarding);

  const rooms = createProjectRooms(io, {
    services: deps.services,
    log: deps.log,
    siteTier: deps.siteTier,
    collab: deps.collab,
  });
  const stopWatching = watchAccessLoss(io, rooms, deps.services.events, { clustered: deps.cluster !== undefined });
  const stopCollaboration = () => {
    stopWatching();
    return rooms.stop();
  };
  io.engine.on('close', stopCollaboration);
  httpServer.on('close', stopCollaboration);
  // After the fan-out: a revoked link's sockets hear review:link:revoked before they leave the room.
  const reviewRooms = createReviewRooms(io, {
    services: deps.services,
    events: deps.services.events,
    log: deps.log,
    trustProxy: deps.trustProxy,
  });
  io.engine.on('close', reviewRooms.stop);
  httpServer.on('close', reviewRooms.stop);
  const presentations = createPresentations(io, deps);
  io.engine.on('close', presentations.stop);
  httpServer.on('close', presentations.stop);

  io.on('connection', (socket) => {
    const log = deps.log.child({ socketId: socket.id });
    log.debug({ ip: socket.handshake.address }, 'Socket connected');
    const run = (task: () => Promise<unknown>) => {
      task().catch((error: unknown) => log.error({ err: error }, 'Socket handler failed'));
    };

    // Kept as a promise: join-project may arrive before this sign-in has finished.
    const signIn = (token: string | undefined, ack?: Ack) => {
      const done = authenticateSocket(socket, deps.services, rooms, token, ack).catch((error: unknown) => {
        log.error({ err: error }, 'Socket handler failed');
      });
      socket.data.authReady = done;
      return done;
    };
    if (socket.recovered) settleRecoveredSocket(socket);
    const handshakeToken = tokenOf(socket.handshake.auth);
    if (handshakeToken) void signIn(handshakeToken);
    // Unchecked since the drop: a session without its handshake token is not signed in again (no user room).
    else if (socket.recovered && socket.data.auth) void signIn(undefined);

    socket.on(CLIENT_EVENTS.authLogin, (...args: unknown[]) => {
      void signIn(tokenOf(args[0]), ackOf(args));
    });

    socket.on(CLIENT_EVENTS.joinUserRoom, (...args: unknown[]) => {
      const ack = ackOf(args);
      const auth = socket.data.auth;
      if (!auth) {
        ack?.({ success: false, error: { message: SOCKET_MESSAGES.authFailed } });
        return;
      }
      // The room is always the authenticated user's own, whatever id the payload names.
      run(async () => {
        await socket.join(userRoom(auth.userId));
        ack?.({ success: true, data: { room: userRoom(auth.userId) } });
      });
    });

    socket.on(CLIENT_EVENTS.request, (...args: unknown[]) => {
      run(() => handleRpcRequest(socket, args[0], ackOf(args), { ...deps, log }));
    });

    attachAssetSocket(socket, { ...deps, log });
    attachAssetBatchStreams(socket, { ...deps, log });

    rooms.attach(socket);
    if (socket.recovered) rooms.resume(socket);
    reviewRooms.attach(socket);
    presentations.attach(socket);

    socket.on('disconnect', (reason) => log.debug({ reason }, 'Socket disconnected'));
  });

  return { io, stopCollaboration };
}
