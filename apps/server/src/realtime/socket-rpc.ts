import { RpcRequest, SERVER_EVENTS, SOCKET_MESSAGES, type RpcResponse, type Tier } from '@sym/contracts';
import { AppError } from '../errors/app-error.ts';
import { withOrigin } from '../modules/events/domain-events.ts';
import { clientOrigin } from '../modules/events/client-origin.ts';
import { toErrorResponse } from '../errors/error-response.ts';
import {
  findOperation,
  normalizePayload,
  tierFromHeaders,
  type OperationContext,
  type OperationLogger,
} from '../operations/index.ts';
import type { SocketServerDeps, SymSocket } from './socket-server.ts';

type Ack = (response: RpcResponse) => void;

const PAYLOAD_FIELD = 'payload';

type RpcDeps = Pick<SocketServerDeps, 'services' | 'siteTier' | 'trustProxy'> & { log: OperationLogger };

/** The identity of the socket, re-checked so a session revoked after auth:login stops working here too. */
async function socketIdentity(socket: SymSocket, deps: RpcDeps) {
  const auth = socket.data.auth;
  if (!auth) return undefined;
  const identity = await deps.services.auth.resolveSession(auth.userId, auth.sessionId);
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

function socketIp(socket: SymSocket, trustProxy: boolean | undefined): string | null {
  const forwarded = socket.handshake.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return (trustProxy && first) || socket.handshake.address || null;
}

/**
 * `request` {id, action, payload} → `response` {id, success, data | error} (and the ack, if any), through
 * the same operation table, validation, authorization and error mapping as HTTP.
 */
export async function handleRpcRequest(
  socket: SymSocket,
  raw: unknown,
  ack: Ack | undefined,
  deps: RpcDeps,
): Promise<void> {
  const rawId = typeof raw === 'object' && raw !== null ? (raw as { id?: unknown }).id : undefined;
  let id: RpcRequest['id'] = typeof rawId === 'string' || typeof rawId === 'number' ? rawId : '';
  let response: RpcResponse;
  try {
    const request = RpcRequest.parse(raw);
    id = request.id;
    const operation = findOperation(request.action);
    if (!operation) throw new AppError('NOT_FOUND', SOCKET_MESSAGES.handlerNotRegistered);
    const identity = await socketIdentity(socket, deps);
    const ctx: OperationContext = {
      user: identity?.user,
      sessionId: identity?.sessionId,
      tier: socketTier(socket, deps.siteTier),
      siteTier: deps.siteTier,
      ip: socketIp(socket, deps.trustProxy),
      userAgent: socket.handshake.headers['user-agent'] ?? null,
      transport: 'socket',
      services: deps.services,
      log: deps.log,
    };
    const origin = clientOrigin((socket.handshake.auth as { clientId?: unknown } | undefined)?.clientId);
    const data = await withOrigin(origin, () =>
      operation.execute(ctx, normalizePayload(request.payload, PAYLOAD_FIELD)),
    );
    response = { id, success: true, data: data ?? null };
  } catch (error) {
    response = { id, success: false, error: toErrorResponse(error, deps.log).body.error };
  }
  socket.emit(SERVER_EVENTS.response, response);
  ack?.(response);
}
