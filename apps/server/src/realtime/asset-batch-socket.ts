import type { z } from 'zod';
import {
  ASSET_BATCH_STREAMS,
  ASSET_SOCKET_MESSAGES,
  BatchCancel,
  DOMAIN_MESSAGES,
  type AssetBatchStream,
  type AssetGenerationsItem,
  type BatchCancelAnswer,
  type OperationName,
  type VariantImagesItem,
} from '@sym/contracts';
import { AppError, validationError } from '../errors/app-error.ts';
import { toErrorResponse } from '../errors/error-response.ts';
import { createBatchStreams, streamChunks } from './batch-stream.ts';
import { emitTo, requestIdOf, runOperation, signedInContext, type SocketOperationDeps } from './socket-context.ts';
import type { SymSocket } from './socket-server.ts';

type StreamPayload<E extends AssetBatchStream> = z.output<(typeof ASSET_BATCH_STREAMS)[E]['payload']>;
type Call = (name: OperationName, input: Record<string, unknown>) => Promise<unknown>;

/** What a stream sends: the ids it goes through, and how one slice of them is read (through the operations). */
interface StreamPlan<T> {
  ids: readonly string[];
  read(slice: readonly string[]): Promise<T[]>;
}

type Planner<E extends AssetBatchStream> = (call: Call, payload: StreamPayload<E>) => Promise<StreamPlan<unknown>>;

/** Reads every asset's variants as GET /api/assets/{id}/generations does, after checking they are the project's. */
async function planGenerations(
  call: Call,
  payload: StreamPayload<'assets:generations:batch:request'>,
): Promise<StreamPlan<AssetGenerationsItem>> {
  // Reading the project's assets is the access check (a stranger gets its 404) and tells which ids belong to it.
  const assets = (await call('asset.listByProject', { projectId: payload.projectId })) as { id: string }[];
  const inProject = new Set(assets.map((asset) => asset.id));
  const ids = payload.assetIds ? [...new Set(payload.assetIds)] : [...inProject];
  if (ids.some((id) => !inProject.has(id))) throw new AppError('NOT_FOUND', DOMAIN_MESSAGES.assetNotFound);
  return {
    ids,
    async read(slice) {
      const items: AssetGenerationsItem[] = [];
      for (const assetId of slice) {
        const generations = (await call('asset.generations.list', {
          id: assetId,
        })) as AssetGenerationsItem['generations'];
        items.push({ assetId, generations });
      }
      return items;
    },
  };
}

/** Reads variant images as POST /api/assets/variant-images/batch does (ids the user may not see: no images). */
async function planVariantImages(
  call: Call,
  payload: StreamPayload<'assets:variantImages:batch:request'>,
): Promise<StreamPlan<VariantImagesItem>> {
  return {
    ids: [...new Set(payload.generationIds)],
    async read(slice) {
      const byId = (await call('asset.variant.images.batch', { generationIds: slice })) as Record<
        string,
        VariantImagesItem['images']
      >;
      return slice.map((generationId) => ({ generationId, images: byId[generationId] ?? [] }));
    },
  };
}

const PLANNERS: { [E in AssetBatchStream]: Planner<E> } = {
  'assets:generations:batch:request': planGenerations,
  'assets:variantImages:batch:request': planVariantImages,
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
    const { payload: schema, events } = ASSET_BATCH_STREAMS[event];
    socket.on(event as string, (...args: unknown[]) => {
      const raw = args[0];
      const requestId = requestIdOf(raw);
      const fail = (error: unknown) =>
        emitTo(socket, events.error, { requestId, error: toErrorResponse(error, deps.log).body.error });

      const run = async (signal: AbortSignal) => {
        try {
          const call: Call = async (name, input) =>
            runOperation(socket, await signedInContext(socket, deps), name, input);
          await signedInContext(socket, deps);
          const payload = schema.parse(raw) as StreamPayload<E>;
          const plan = await PLANNERS[event](call, payload);
          const outcome = await streamChunks({
            ids: plan.ids,
            chunkSize: payload.chunkSize,
            signal,
            read: plan.read,
            send: (items) => emitTo(socket, events.chunk, { requestId, items }),
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
      const last = args[args.length - 1];
      const ack = typeof last === 'function' ? (last as (answer: unknown) => void) : undefined;
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

  for (const event of Object.keys(ASSET_BATCH_STREAMS) as AssetBatchStream[]) attach(event);
  socket.on('disconnect', () => streams.cancelAll());
}
