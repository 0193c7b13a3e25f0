import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  SOCKET_MESSAGES,
  type CreditsUpdatedEvent,
  type Job,
  type RpcResponse,
  type Tier,
} from '@sym/contracts';
import type { AuthIdentity } from '../modules/auth/auth.service.ts';
import type { Services } from '../modules/services.ts';
import type { OperationLogger } from '../operations/index.ts';
import { handleRpcRequest } from './socket-rpc.ts';
import { forwardUserEvents } from './user-events.ts';
import { userRoom } from './rooms.ts';

/** What the server keeps per socket. */
export interface SocketData {
  /** The session the socket authenticated with; re-checked on every request. */
  auth?: { userId: string; sessionId: string };
}

/** Events this server emits (the collaboration and domain events join here as they are built). */
export interface ServerToClientEvents {
  [SERVER_EVENTS.response]: (response: RpcResponse) => void;
  [SERVER_EVENTS.authOk]: (payload: { userId: string }) => void;
  [SERVER_EVENTS.authError]: (payload: { message: string }) => void;
  [SERVER_EVENTS.creditsUpdated]: (payload: CreditsUpdatedEvent) => void;
  [SERVER_EVENTS.jobUpdated]: (payload: Job) => void;
}

/** Client events arrive untrusted: handlers take unknown arguments and validate them. */
type ClientToServerEvents = Record<string, (...args: unknown[]) => void>;

export type SymSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type SymServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export interface SocketServerDeps {
  services: Services;
  siteTier: Tier;
  /** Take the client address from X-Forwarded-For (behind a reverse proxy), like Fastify's trustProxy. */
  trustProxy?: boolean;
  log: OperationLogger & { child(bindings: object): OperationLogger };
}

type Ack = (response: unknown) => void;

export { userRoom } from './rooms.ts';

function tokenOf(payload: unknown): string | undefined {
  if (typeof payload === 'string') return payload.trim() || undefined;
  if (typeof payload === 'object' && payload !== null) {
    const token = (payload as { token?: unknown }).token;
    if (typeof token === 'string' && token.trim()) return token.trim();
  }
  return undefined;
}

function ackOf(args: unknown[]): Ack | undefined {
  const last = args[args.length - 1];
  return typeof last === 'function' ? (last as Ack) : undefined;
}

/** Verifies an access token for a socket: joins the user room and answers auth:ok, else auth:error. */
async function authenticateSocket(
  socket: SymSocket,
  services: Services,
  token: string | undefined,
  ack?: Ack,
): Promise<AuthIdentity | undefined> {
  const identity = token ? await services.auth.authenticate(token) : undefined;
  const previous = socket.data.auth;
  // A socket that signs in again (or fails to) stops hearing the previous account's room.
  if (previous && previous.userId !== identity?.user.id) await socket.leave(userRoom(previous.userId));
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
export function attachSocketServer(httpServer: HttpServer, deps: SocketServerDeps): SymServer {
  const io: SymServer = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
  });

  const stopForwarding = forwardUserEvents(io, deps.services.events, userRoom);
  io.engine.on('close', stopForwarding);
  httpServer.on('close', stopForwarding);

  io.on('connection', (socket) => {
    const log = deps.log.child({ socketId: socket.id });
    log.debug({ ip: socket.handshake.address }, 'Socket connected');
    const run = (task: () => Promise<unknown>) => {
      task().catch((error: unknown) => log.error({ err: error }, 'Socket handler failed'));
    };

    const handshakeToken = tokenOf(socket.handshake.auth);
    if (handshakeToken) run(() => authenticateSocket(socket, deps.services, handshakeToken));

    socket.on(CLIENT_EVENTS.authLogin, (...args: unknown[]) => {
      run(() => authenticateSocket(socket, deps.services, tokenOf(args[0]), ackOf(args)));
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

    socket.on('disconnect', (reason) => log.debug({ reason }, 'Socket disconnected'));
  });

  return io;
}
