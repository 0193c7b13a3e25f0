import type { z } from 'zod';
import {
  ASSET_SOCKET_REQUESTS,
  answerEventsOf,
  type AssetSocketAnswer,
  type AssetSocketRequest,
  type OperationName,
} from '@sym/contracts';
import { toErrorResponse } from '../errors/error-response.ts';
import { emitTo, requestIdOf, runOperation, signedInContext, type SocketOperationDeps } from './socket-context.ts';
import type { SymSocket } from './socket-server.ts';

type Ack = (answer: unknown) => void;

type RequestPayload<E extends AssetSocketRequest> = z.output<(typeof ASSET_SOCKET_REQUESTS)[E]['payload']>;
interface OperationRoute<E extends AssetSocketRequest> {
  operation: OperationName;
  /** The operation's input, in the field names the HTTP route takes (the operation validates it). */
  input(payload: RequestPayload<E>): Record<string, unknown>;
}

/** Each request event as a thin mapping onto an existing operation. */
const REQUEST_ROUTES: { [E in AssetSocketRequest]: OperationRoute<E> } = {
  'assets:create': { operation: 'asset.create', input: (p) => p.data },
  'assets:update': { operation: 'asset.update', input: (p) => ({ ...p.updates, id: p.assetId }) },
  'assets:delete': { operation: 'asset.delete', input: (p) => ({ id: p.assetId }) },
  'assets:variant:image:generate': {
    operation: 'asset.variant.image.generate',
    input: (p) => ({ ...p.data, id: p.assetId, generationId: p.generationId }),
  },
  'assets:variant:image:set-primary': {
    operation: 'asset.variant.image.setPrimaryById',
    input: (p) => ({ imageId: p.imageId }),
  },
  'assets:variant:image:delete': {
    operation: 'asset.variant.image.deleteById',
    input: (p) => ({ imageId: p.imageId }),
  },
  'assets:variant:mod:add': {
    operation: 'asset.variant.mod.add',
    input: (p) => ({
      id: p.assetId,
      generationId: p.generationId,
      instructions: p.instructions,
      modificationImageUrl: p.modificationImageUrl,
    }),
  },
  'assets:variant:mod:apply': {
    operation: 'asset.variant.mod.apply',
    input: (p) => ({ id: p.assetId, generationId: p.generationId, modificationId: p.modificationId }),
  },
  'assets:variant:mod:delete': {
    operation: 'asset.variant.mod.delete',
    input: (p) => ({ id: p.assetId, generationId: p.generationId, modificationId: p.modificationId }),
  },
  'assets:variant:mods:list': {
    operation: 'asset.variant.mod.list',
    input: (p) => ({ id: p.assetId, generationId: p.generationId }),
  },
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
    const payload = ASSET_SOCKET_REQUESTS[event].payload.parse(raw) as RequestPayload<E>;
    const route = REQUEST_ROUTES[event];
    const data = await runOperation(socket, ctx, route.operation, route.input(payload));
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
