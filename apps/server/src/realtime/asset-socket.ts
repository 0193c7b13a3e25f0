import type { z } from 'zod';
import { ASSET_SOCKET_REQUESTS, answerEventsOf, type AssetSocketAnswer, type AssetSocketRequest } from '@sym/contracts';
import { toErrorResponse } from '../errors/error-response.ts';
import { emitTo, requestIdOf, runOperation, signedInContext, type SocketOperationDeps } from './socket-context.ts';
import type { SymSocket } from './socket-server.ts';

type Ack = (answer: unknown) => void;

type RequestPayload<E extends AssetSocketRequest> = z.output<(typeof ASSET_SOCKET_REQUESTS)[E]['payload']>;
/** The input of the event's operation (named by the contract), in the field names the HTTP route takes. */
type OperationInput<E extends AssetSocketRequest> = (payload: RequestPayload<E>) => Record<string, unknown>;

/** Each request event's payload as its operation's input (the operation validates it). */
const OPERATION_INPUTS: { [E in AssetSocketRequest]: OperationInput<E> } = {
  'assets:create': (p) => p.data,
  'assets:update': (p) => ({ ...p.updates, id: p.assetId }),
  'assets:delete': (p) => ({ id: p.assetId }),
  'assets:variant:image:generate': (p) => ({ ...p.data, id: p.assetId, generationId: p.generationId }),
  'assets:variant:image:set-primary': (p) => ({ imageId: p.imageId }),
  'assets:variant:image:delete': (p) => ({ imageId: p.imageId }),
  'assets:variant:mod:add': (p) => ({
    id: p.assetId,
    generationId: p.generationId,
    instructions: p.instructions,
    modificationImageUrl: p.modificationImageUrl,
  }),
  'assets:variant:mod:apply': (p) => ({
    id: p.assetId,
    generationId: p.generationId,
    modificationId: p.modificationId,
  }),
  'assets:variant:mod:delete': (p) => ({
    id: p.assetId,
    generationId: p.generationId,
    modificationId: p.modificationId,
  }),
  'assets:variant:mods:list': (p) => ({ id: p.assetId, generationId: p.generationId }),
};

/** Signed in first (401), then the payload (422), then the operation with its own validation and policies. */
async function answerOf<E extends AssetSocketRequest>(
  socket: SymSocket,
  event: E,
  raw: unknown,
  deps: SocketOperationDeps,
): Promise<AssetSocketAnswer> {
  const requestId = requestIdOf(raw);
  try {
    const ctx = await signedInContext(socket, deps);
    const { payload: schema, operation } = ASSET_SOCKET_REQUESTS[event];
    const payload = schema.parse(raw) as RequestPayload<E>;
    const data = await runOperation(socket, ctx, operation, OPERATION_INPUTS[event](payload));
    return { requestId, success: true, data: data ?? null };
  } catch (error) {
    return { requestId, success: false, error: toErrorResponse(error, deps.log).body.error };
  }
}

/**
 * The asset request events of spec §7 on one socket: each request is answered to the caller (`<event>:response` or
 * `<event>:error`, and the ack when the client passes one); batch reads stream in chunks. The room hears the
 * changes (asset:created, asset:updated, asset-updated, asset:deleted) from the fan-out of the domain events the
 * operations publish. Batch streams: asset-batch-socket.ts.
 */
export function attachAssetSocket(socket: SymSocket, deps: SocketOperationDeps): void {
  for (const event of Object.keys(ASSET_SOCKET_REQUESTS) as AssetSocketRequest[]) {
    const names = answerEventsOf(event);
    socket.on(event, (...args: unknown[]) => {
      const last = args[args.length - 1];
      const ack = typeof last === 'function' ? (last as Ack) : undefined;
      answerOf(socket, event, args[0], deps)
        .then((answer) => {
          emitTo(socket, answer.success ? names.response : names.error, answer);
          ack?.(answer);
        })
        .catch((error: unknown) => deps.log.error({ err: error }, 'Socket handler failed'));
    });
  }
}
