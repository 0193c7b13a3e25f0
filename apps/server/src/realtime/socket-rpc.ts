import { RpcRequest, SERVER_EVENTS, SOCKET_MESSAGES, type RpcResponse } from '@sym/contracts';
import { AppError } from '../errors/app-error.ts';
import { withOrigin } from '../modules/events/domain-events.ts';
import { toErrorResponse } from '../errors/error-response.ts';
import { findOperation, normalizePayload } from '../operations/index.ts';
import type { SymSocket } from './socket-server.ts';
import { socketOperationContext, socketOrigin, type SocketOperationDeps } from './socket-context.ts';

type Ack = (response: RpcResponse) => void;

const PAYLOAD_FIELD = 'payload';

/**
 * `request` {id, action, payload} → `response` {id, success, data | error} as the ack, if any, else as the event, through
 * the same operation table, validation, authorization and error mapping as HTTP.
 */
export async function handleRpcRequest(
  socket: SymSocket,
  raw: unknown,
  ack: Ack | undefined,
  deps: SocketOperationDeps,
): Promise<void> {
  const rawId = typeof raw === 'object' && raw !== null ? (raw as { id?: unknown }).id : undefined;
  let id: RpcRequest['id'] = typeof rawId === 'string' || typeof rawId === 'number' ? rawId : '';
  let response: RpcResponse;
  try {
    const request = RpcRequest.parse(raw);
    id = request.id;
    const operation = findOperation(request.action);
    if (!operation) throw new AppError('NOT_FOUND', SOCKET_MESSAGES.handlerNotRegistered);
    // A request sent right after connecting runs as the handshake's user, once that sign-in has settled.
    await socket.data.authReady;
    const ctx = await socketOperationContext(socket, deps);
    const data = await withOrigin(socketOrigin(socket), () =>
      operation.execute(ctx, normalizePayload(request.payload, PAYLOAD_FIELD)),
    );
    const answer = data ?? null;
    response = {
      id,
      success: true,
      data: operation.isGuestAnswer ? answer : deps.services.mediaAccess.signPaths(answer),
    };
  } catch (error) {
    response = { id, success: false, error: toErrorResponse(error, deps.log).body.error };
  }
  // One answer: the acknowledgement when the client asked for one, else the response event (a large answer, an
  // episode's thousand shots, is not serialised and parsed twice).
  if (ack) ack(response);
  else socket.emit(SERVER_EVENTS.response, response);
}
