import {
  ASSET_BATCH_STREAMS,
  ASSET_BATCH_STREAM_NAMES,
  ASSET_SOCKET_MESSAGES,
  BatchCancel,
  DOMAIN_MESSAGES,
  SERVER_EVENTS,
  type AssetBatchChunk,
  type AssetBatchStream,
  type AssetVariantsItem,
  type BatchCancelAnswer,
  type OperationName,
  type RequestId,
  type VariantImagesItem,
} from '@sym/contracts';
import { AppError, validationError } from '../errors/app-error.ts';
import { toErrorResponse } from '../errors/error-response.ts';
import { createBatchStreams, streamChunks } from './batch-stream.ts';
import { ackOf, emitTo } from './emit.ts';
import { requestIdOf, runOperation, signedInContext, type SocketOperationDeps } from './socket-context.ts';
import type { SymSocket } from './socket-server.ts';

type StreamItem<E extends AssetBatchStream> = AssetBatchChunk<E>['items'][number];
/** The event names of the streams (the done and error payloads are the same for every stream). */
type StreamEvents = (typeof ASSET_BATCH_STREAMS)[AssetBatchStream]['events'];
type Call = (name: OperationName, input: Record<string, unknown>) => Promise<unknown>;

/**
 * What a stream sends: the ids it goes through in chunks of the asked size, and how one slice of them is read
 * (through the operations).
 */
interface StreamPlan<T> {
  ids: readonly string[];
  chunkSize: number;
  read(slice: readonly string[]): Promise<T[]>;
}

/** One stream: how its plan is made, and how a chunk of its items is sent under its chunk event. */
interface StreamHandler<E extends AssetBatchStream> {
  /** Reads the request with the stream's contract schema (422 when it does not match) and plans the stream. */
  plan(call: Call, raw: unknown): Promise<StreamPlan<StreamItem<E>>>;
  sendChunk(socket: SymSocket, requestId: RequestId, items: StreamItem<E>[]): void;
}

/** Reads every asset's variants as GET /api/assets/{id}/generations does, after checking they are the project's. */
async function planVariants(call: Call, raw: unknown): Promise<StreamPlan<AssetVariantsItem>> {
  const payload = ASSET_BATCH_STREAMS['assets:generations:batch:request'].payload.parse(raw);
  // Reading the project's assets is the access check (a stranger gets its 404) and tells which ids belong to it.
  const assets = (await call('asset.listByProject', { projectId: payload.projectId })) as { id: string }[];
  const inProject = new Set(assets.map((asset) => asset.id));
  const ids = payload.assetIds ? [...new Set(payload.assetIds)] : [...inProject];
  if (ids.some((id) => !inProject.has(id))) throw new AppError('NOT_FOUND', DOMAIN_MESSAGES.assetNotFound);
  return {
    ids,
    chunkSize: payload.chunkSize,
    async read(slice) {
      const items: AssetVariantsItem[] = [];
      for (const assetId of slice) {
        const variants = (await call('asset.generations.list', { id: assetId })) as AssetVariantsItem['generations'];
        items.push({ assetId, generations: variants });
      }
      return items;
    },
  };
}

/** Reads variant images as POST /api/assets/variant-images/batch does (ids the user may not see: no images). */
async function planVariantImages(call: Call, raw: unknown): Promise<StreamPlan<VariantImagesItem>> {
  const payload = ASSET_BATCH_STREAMS['assets:variantImages:batch:request'].payload.parse(raw);
  return {
    ids: [...new Set(payload.generationIds)],
    chunkSize: payload.chunkSize,
    async read(slice) {
      const byId = (await call('asset.variant.images.batch', { generationIds: slice })) as Record<
        string,
        VariantImagesItem['images']
      >;
      return slice.map((variantId) => ({ generationId: variantId, images: byId[variantId] ?? [] }));
    },
  };
}

const STREAMS: { [E in AssetBatchStream]: StreamHandler<E> } = {
  'assets:generations:batch:request': {
    plan: planVariants,
    sendChunk: (socket, requestId, items) =>
      emitTo(socket, SERVER_EVENTS.assetVariantsBatchChunk, { requestId, items }),
  },
  'assets:variantImages:batch:request': {
    plan: planVariantImages,
    sendChunk: (socket, requestId, items) =>
      emitTo(socket, SERVER_EVENTS.variantImagesBatchChunk, { requestId, items }),
  },
};

const streamKey = (event: AssetBatchStream, requestId: unknown) => `${event}#${String(requestId)}`;

/**
 * The batch streams of spec §7 on one socket: a request streams `chunk` {requestId, items} events of the asked
 * size, then `done` {requestId}, or `error` {requestId, error} (401, 404, 422 as over HTTP). A cancel stops the
 * stream and is acknowledged once it has stopped, so no chunk and no done follow the acknowledgement.
 */
export function attachAssetBatchStreams(socket: SymSocket, deps: SocketOperationDeps): void {
  const streams = createBatchStreams();

  function attach<E extends AssetBatchStream>(event: E): void {
    const events: StreamEvents = ASSET_BATCH_STREAMS[event].events;
    const handler = STREAMS[event];
    const name: AssetBatchStream = event;
    socket.on(name, (...args: unknown[]) => {
      const raw = args[0];
      const requestId = requestIdOf(raw);
      const fail = (error: unknown) =>
        emitTo(socket, events.error, { requestId, error: toErrorResponse(error, deps.log).body.error });

      const run = async (signal: AbortSignal) => {
        try {
          const call: Call = async (name, input) =>
            runOperation(socket, await signedInContext(socket, deps), name, input);
          await signedInContext(socket, deps);
          const plan = await handler.plan(call, raw);
          const outcome = await streamChunks({
            ids: plan.ids,
            chunkSize: plan.chunkSize,
            signal,
            read: plan.read,
            send: (items) => handler.sendChunk(socket, requestId, items),
          });
          if (outcome === 'done') emitTo(socket, events.done, { requestId });
        } catch (error) {
          if (!signal.aborted) fail(error);
        }
      };

      // Without a usable request id the payload is refused (422) and there is nothing to cancel by.
      if (requestId === '') return void run(new AbortController().signal);
      if (!streams.start(streamKey(event, requestId), run)) {
        fail(validationError('requestId', ASSET_SOCKET_MESSAGES.batchRunning));
      }
    });

    const cancelEvent = 'cancel' in events ? events.cancel : undefined;
    if (!cancelEvent) return;
    socket.on(cancelEvent, (...args: unknown[]) => {
      const ack = ackOf<BatchCancelAnswer | { requestId: RequestId; success: false; error: unknown }>(args);
      const parsed = BatchCancel.safeParse(args[0]);
      if (!parsed.success) {
        ack?.({ requestId: '', success: false, error: toErrorResponse(parsed.error, deps.log).body.error });
        return;
      }
      const { requestId } = parsed.data;
      streams
        .cancel(streamKey(event, requestId))
        .then((cancelled) => ack?.({ requestId, success: true, data: { cancelled } } satisfies BatchCancelAnswer))
        .catch((error: unknown) => deps.log.error({ err: error }, 'Socket handler failed'));
    });
  }

  for (const event of ASSET_BATCH_STREAM_NAMES) attach(event);
  socket.on('disconnect', () => streams.cancelAll());
}
