import { RequestId, type OperationName, type Tier } from '@sym/contracts';
import { AppError } from '../errors/app-error.ts';
import { clientOrigin } from '../modules/events/client-origin.ts';
import { withOrigin } from '../modules/events/domain-events.ts';
import { hostnameOf } from '../modules/white-label/brand-resolver.ts';
import { findOperation, tierFromHeaders, type OperationContext, type OperationLogger } from '../operations/index.ts';
import type { SocketServerDeps, SymSocket } from './socket-server.ts';

/** What a socket handler needs to run operations for the socket's user. */
export type SocketOperationDeps = Pick<SocketServerDeps, 'services' | 'siteTier' | 'trustProxy'> & {
  log: OperationLogger;
};

/** The identity of the socket, re-checked so a session revoked after auth:login stops working here too. */
async function socketIdentity(socket: SymSocket, deps: SocketOperationDeps) {
  const auth = socket.data.auth;
  if (!auth) return undefined;
  const identity = await deps.services.sessions.resolveSession(auth.userId, auth.sessionId);
  if (!identity) delete socket.data.auth;
  return identity;
}

/** The socket's tier: the X-App-Tier handshake header, else `auth.tier` (browsers cannot set WebSocket headers). */
function socketTier(socket: SymSocket, siteTier: Tier): Tier {
  const fromAuth = (socket.handshake.auth as { tier?: unknown } | undefined)?.tier;
  const headers = socket.handshake.headers;
  if (headers['x-app-tier'] || typeof fromAuth !== 'string') return tierFromHeaders(headers, siteTier);
  return tierFromHeaders({ 'x-app-tier': fromAuth }, siteTier);
}

/** The client address of the socket (the first X-Forwarded-For hop behind a trusted proxy). */
export function socketIp(socket: SymSocket, trustProxy: boolean | undefined): string | null {
  const forwarded = socket.handshake.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return (trustProxy && first) || socket.handshake.address || null;
}

/** The host name the socket connected to (X-Forwarded-Host behind a trusted proxy), without its port. */
export function socketHost(socket: SymSocket, trustProxy: boolean | undefined): string | null {
  const forwarded = socket.handshake.headers['x-forwarded-host'];
  const host = (trustProxy && (Array.isArray(forwarded) ? forwarded[0] : forwarded)) || socket.handshake.headers.host;
  return host ? hostnameOf(host) : null;
}

/** The operation context of a call over this socket: its user (if signed in), tier, address and services. */
export async function socketOperationContext(socket: SymSocket, deps: SocketOperationDeps): Promise<OperationContext> {
  const identity = await socketIdentity(socket, deps);
  return {
    user: identity?.user,
    sessionId: identity?.sessionId,
    tier: socketTier(socket, deps.siteTier),
    siteTier: deps.siteTier,
    ip: socketIp(socket, deps.trustProxy),
    userAgent: socket.handshake.headers['user-agent'] ?? null,
    host: socketHost(socket, deps.trustProxy),
    transport: 'socket',
    services: deps.services,
    log: deps.log,
  };
}

/** The tab's client id from the handshake, the origin of the live events its calls cause. */
export function socketOrigin(socket: SymSocket): string | null {
  return clientOrigin((socket.handshake.auth as { clientId?: unknown } | undefined)?.clientId);
}

/** The request id a payload names, else '' (answers always carry one, even to a payload that is not an object). */
export function requestIdOf(raw: unknown): RequestId {
  const id = typeof raw === 'object' && raw !== null ? (raw as { requestId?: unknown }).requestId : undefined;
  const parsed = RequestId.safeParse(id);
  return parsed.success ? parsed.data : '';
}

/** The context of a call from this socket, once its sign-in has settled; 401 when nobody is signed in. */
export async function signedInContext(socket: SymSocket, deps: SocketOperationDeps): Promise<OperationContext> {
  await socket.data.authReady;
  const ctx = await socketOperationContext(socket, deps);
  if (!ctx.user) throw new AppError('UNAUTHORIZED');
  return ctx;
}

/**
 * Runs an operation of the table for the socket's user, with the tab's origin on the events it causes; its answer
 * carries signed media addresses, as every answer sent to a client does.
 */
export async function runOperation(
  socket: SymSocket,
  ctx: OperationContext,
  name: OperationName,
  input: Record<string, unknown>,
): Promise<unknown> {
  const operation = findOperation(name);
  if (!operation) throw new Error(`Operation ${name} is not in the table`);
  const answer = await withOrigin(socketOrigin(socket), () => operation.execute(ctx, input));
  return operation.isGuestAnswer ? answer : ctx.services.mediaAccess.signPaths(answer);
}
