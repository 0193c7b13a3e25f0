import {
  ASSET_SOCKET_REQUESTS,
  ASSET_SOCKET_REQUEST_NAMES,
  answerEventsOf,
  type AssetSocketAnswer,
  type AssetSocketRequest,
} from '@sym/contracts';
import { toErrorResponse } from '../errors/error-response.ts';
import { ackOf, emitTo } from './emit.ts';
import { requestIdOf, runOperation, signedInContext, type SocketOperationDeps } from './socket-context.ts';
import type { SymSocket } from './socket-server.ts';

const REQUESTS = ASSET_SOCKET_REQUESTS;

/**
 * Each request event's payload, read with its contract schema (422 when it does not match), as its operation's
 * input in the field names the HTTP route takes (the operation validates the content as over HTTP).
 */
const OPERATION_INPUTS: { [E in AssetSocketRequest]: (raw: unknown) => Record<string, unknown> } = {
  'assets:create': (raw) => REQUESTS['assets:create'].payload.parse(raw).data,
  'assets:update': (raw) => {
    const p = REQUESTS['assets:update'].payload.parse(raw);
    return { ...p.updates, id: p.assetId };
  },
  'assets:delete': (raw) => ({ id: REQUESTS['assets:delete'].payload.parse(raw).assetId }),
  'assets:variant:image:generate': (raw) => {
    const p = REQUESTS['assets:variant:image:generate'].payload.parse(raw);
    return { ...p.data, id: p.assetId, generationId: p.generationId };
  },
  'assets:variant:image:set-primary': (raw) => ({
    imageId: REQUESTS['assets:variant:image:set-primary'].payload.parse(raw).imageId,
  }),
  'assets:variant:image:delete': (raw) => ({
    imageId: REQUESTS['assets:variant:image:delete'].payload.parse(raw).imageId,
  }),
  'assets:variant:mod:add': (raw) => {
    const p = REQUESTS['assets:variant:mod:add'].payload.parse(raw);
    return {
      id: p.assetId,
      generationId: p.generationId,
      instructions: p.instructions,
      modificationImageUrl: p.modificationImageUrl,
    };
  },
  'assets:variant:mod:apply': (raw) => {
    const p = REQUESTS['assets:variant:mod:apply'].payload.parse(raw);
    return { id: p.assetId, generationId: p.generationId, modificationId: p.modificationId };
  },
  'assets:variant:mod:delete': (raw) => {
    const p = REQUESTS['assets:variant:mod:delete'].payload.parse(raw);
    return { id: p.assetId, generationId: p.generationId, modificationId: p.modificationId };
  },
  'assets:variant:mods:list': (raw) => {
    const p = REQUESTS['assets:variant:mods:list'].payload.parse(raw);
    return { id: p.assetId, generationId: p.generationId };
  },
};

/** Signed in first (401), then the payload (422), then the operation with its own validation and policies. */
async function answerOf(
  socket: SymSocket,
  event: AssetSocketRequest,
  raw: unknown,
  deps: SocketOperationDeps,
): Promise<AssetSocketAnswer> {
  const requestId = requestIdOf(raw);
  try {
    const ctx = await signedInContext(socket, deps);
    const input = OPERATION_INPUTS[event](raw);
    const data = await runOperation(socket, ctx, ASSET_SOCKET_REQUESTS[event].operation, input);
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
  for (const event of ASSET_SOCKET_REQUEST_NAMES) {
    const names = answerEventsOf(event);
    socket.on(event, (...args: unknown[]) => {
      const ack = ackOf<AssetSocketAnswer>(args);
      answerOf(socket, event, args[0], deps)
        .then((answer) => {
          emitTo(socket, answer.success ? names.response : names.error, answer);
          ack?.(answer);
        })
        .catch((error: unknown) => deps.log.error({ err: error }, 'Socket handler failed'));
    });
  }
}
