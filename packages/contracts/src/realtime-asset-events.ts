import { z } from 'zod';
import { AssetCreateInput, AssetUpdateFields, ModificationAddFields } from './api/assets.ts';
import { VariantImageGenerateInput } from './api/generation.ts';
import { ASSET_BATCH_SIZE_SOCKET, VARIANT_IMAGE_CHUNK_SIZES } from './constants.ts';
import { VariantImageView } from './entities/asset.ts';
import type { ApiErrorBody } from './errors.ts';
import { Id } from './limits.ts';
import { OPERATION_CONTRACTS, type OperationName } from './operations/index.ts';
import { CLIENT_EVENTS, type ServerEventContract } from './realtime.ts';
import { ASSET_BATCH_STREAM_EVENTS } from './realtime-asset-event-names.ts';
import { EventError } from './rpc.ts';

/**
 * The asset socket protocol of spec §7: requests that carry a requestId and are answered to the caller once, and
 * batch reads streamed in chunks. Each is a thin envelope around an operation of the table (the server maps it to
 * the operation's input, which validates the content as over HTTP) and answers with that operation's output. Room
 * broadcasts (asset:created, asset:updated, asset-updated, asset:deleted) come from the fan-out table in
 * realtime-events.ts, not from here.
 */

/** The caller's id of one request, echoed in every answer to it (like the RPC's id). */
export const RequestId = z.union([z.string().min(1).max(100), z.number().int()]);
export type RequestId = z.infer<typeof RequestId>;

/** An entity id as the event names it; the operation checks its form exactly as the HTTP route does. */
const RefId = z.string().trim().min(1).max(100);
const WithRequest = z.object({ requestId: RequestId });
const InVariant = WithRequest.extend({ assetId: RefId, generationId: RefId });

export const ASSET_SOCKET_MESSAGES = {
  /** A batch request under the requestId of a stream of the socket that is still running (field requestId). */
  batchRunning: 'A batch with this requestId is still running',
} as const;

/** Most ids one batch stream may name (our limit; the spec gives none). */
export const ASSET_BATCH_STREAM_MAX_IDS = 1000;
/** Chunk sizes of the variants stream (assets:generations:batch): many assets, or one at a time (spec §7, §9). */
export const ASSET_VARIANTS_CHUNK_SIZES = [ASSET_BATCH_SIZE_SOCKET, 1] as const;

/** A request event: its client payload, the operation it runs, and that operation's output as its success data. */
function request<P extends z.ZodType, const O extends OperationName>(
  payload: P,
  operation: O,
): { payload: P; operation: O; data: (typeof OPERATION_CONTRACTS)[O]['output'] } {
  return { payload, operation, data: OPERATION_CONTRACTS[operation].output };
}

/** Request events answered once to the caller. */
export const ASSET_SOCKET_REQUESTS = {
  [CLIENT_EVENTS.assetsCreate]: request(WithRequest.extend({ data: AssetCreateInput }), 'asset.create'),
  [CLIENT_EVENTS.assetsUpdate]: request(
    WithRequest.extend({ assetId: RefId, updates: AssetUpdateFields.omit({ id: true }) }),
    'asset.update',
  ),
  [CLIENT_EVENTS.assetsDelete]: request(WithRequest.extend({ assetId: RefId }), 'asset.delete'),
  [CLIENT_EVENTS.variantImageGenerate]: request(
    InVariant.extend({ data: VariantImageGenerateInput.omit({ id: true, generationId: true }).optional() }),
    'asset.variant.image.generate',
  ),
  [CLIENT_EVENTS.variantImageSetPrimary]: request(
    WithRequest.extend({ imageId: RefId }),
    'asset.variant.image.setPrimaryById',
  ),
  [CLIENT_EVENTS.variantImageDelete]: request(WithRequest.extend({ imageId: RefId }), 'asset.variant.image.deleteById'),
  [CLIENT_EVENTS.variantModAdd]: request(
    InVariant.extend(ModificationAddFields.pick({ instructions: true, modificationImageUrl: true }).shape),
    'asset.variant.mod.add',
  ),
  [CLIENT_EVENTS.variantModApply]: request(InVariant.extend({ modificationId: RefId }), 'asset.variant.mod.apply'),
  [CLIENT_EVENTS.variantModDelete]: request(InVariant.extend({ modificationId: RefId }), 'asset.variant.mod.delete'),
  [CLIENT_EVENTS.variantModsList]: request(InVariant, 'asset.variant.mod.list'),
} as const;
export type AssetSocketRequest = keyof typeof ASSET_SOCKET_REQUESTS;
/** Every asset request event, in the table's order. */
export const ASSET_SOCKET_REQUEST_NAMES: readonly AssetSocketRequest[] = Object.keys(ASSET_SOCKET_REQUESTS).filter(
  (name): name is AssetSocketRequest => Object.hasOwn(ASSET_SOCKET_REQUESTS, name),
);
export type AssetSocketPayload<E extends AssetSocketRequest> = z.input<(typeof ASSET_SOCKET_REQUESTS)[E]['payload']>;
export type AssetSocketData<E extends AssetSocketRequest> = z.infer<(typeof ASSET_SOCKET_REQUESTS)[E]['data']>;

/** The error of a failed request or stream: the spec §8 error body (code, message, field details). */
export const AssetSocketError = EventError;

/**
 * A request's success: its operation's output as `data` (ASSET_SOCKET_REQUESTS[event].data says which; the server
 * hands on what the operation answered, so the wire schema leaves it open).
 */
const AnswerSucceeded = z.object({ requestId: RequestId, success: z.literal(true), data: z.unknown() });
const AnswerFailed = z.object({ requestId: RequestId, success: z.literal(false), error: AssetSocketError });
/** The answer to a request event: `<event>:response` on success, `<event>:error` on failure, and the ack if any. */
export const AssetSocketAnswer = z.discriminatedUnion('success', [AnswerSucceeded, AnswerFailed]);
export type AssetSocketAnswer<T = unknown> =
  { requestId: RequestId; success: true; data: T } | { requestId: RequestId; success: false; error: ApiErrorBody };

// ─── Batch streams: chunk {requestId, items}…, then done {requestId} or error {requestId, error} ───────────

/** One asset's variants, as GET /api/assets/{id}/generations answers them. */
export const AssetVariantsItem = z.object({
  assetId: Id,
  generations: OPERATION_CONTRACTS['asset.generations.list'].output,
});
export type AssetVariantsItem = z.infer<typeof AssetVariantsItem>;
/** One variant's images, as POST /api/assets/variant-images/batch answers them (empty for ids not readable). */
export const VariantImagesItem = z.object({ generationId: Id, images: z.array(VariantImageView) });
export type VariantImagesItem = z.infer<typeof VariantImagesItem>;

export const BatchDone = z.object({ requestId: RequestId });
export type BatchDone = z.infer<typeof BatchDone>;
export const BatchError = z.object({ requestId: RequestId, error: AssetSocketError });
export type BatchError = z.infer<typeof BatchError>;

function stream<
  P extends z.ZodType,
  I extends z.ZodType,
  const Ev extends { chunk: string; done: string; error: string; cancel?: string },
>(payload: P, item: I, events: Ev) {
  return { payload, chunkPayload: z.object({ requestId: RequestId, items: z.array(item) }), events };
}

/** Batch reads streamed in chunks of the requested size; only the generations stream can be cancelled (spec §7). */
export const ASSET_BATCH_STREAMS = {
  [CLIENT_EVENTS.assetVariantsBatchRequest]: stream(
    WithRequest.extend({
      projectId: Id,
      /** The assets to read, all of them in the project; absent: every asset of the project. */
      assetIds: z.array(Id).max(ASSET_BATCH_STREAM_MAX_IDS).optional(),
      chunkSize: z.literal(ASSET_VARIANTS_CHUNK_SIZES).default(ASSET_BATCH_SIZE_SOCKET),
    }),
    AssetVariantsItem,
    ASSET_BATCH_STREAM_EVENTS[CLIENT_EVENTS.assetVariantsBatchRequest],
  ),
  [CLIENT_EVENTS.variantImagesBatchRequest]: stream(
    WithRequest.extend({
      generationIds: z.array(Id).min(1).max(ASSET_BATCH_STREAM_MAX_IDS),
      chunkSize: z.literal(VARIANT_IMAGE_CHUNK_SIZES).default(VARIANT_IMAGE_CHUNK_SIZES[1]),
    }),
    VariantImagesItem,
    ASSET_BATCH_STREAM_EVENTS[CLIENT_EVENTS.variantImagesBatchRequest],
  ),
} as const;
export type AssetBatchStream = keyof typeof ASSET_BATCH_STREAMS;
/** Every batch stream's request event, in the table's order. */
export const ASSET_BATCH_STREAM_NAMES: readonly AssetBatchStream[] = Object.keys(ASSET_BATCH_STREAMS).filter(
  (name): name is AssetBatchStream => Object.hasOwn(ASSET_BATCH_STREAMS, name),
);
export type AssetBatchPayload<E extends AssetBatchStream> = z.input<(typeof ASSET_BATCH_STREAMS)[E]['payload']>;
export type AssetBatchChunk<E extends AssetBatchStream> = z.infer<(typeof ASSET_BATCH_STREAMS)[E]['chunkPayload']>;

/** Stops a running generations stream: no chunk and no done follow the ack {requestId, success, data{cancelled}}. */
export const BatchCancel = WithRequest;
export type BatchCancel = z.infer<typeof BatchCancel>;
export const BatchCancelAnswer = z.object({
  requestId: RequestId,
  success: z.literal(true),
  data: z.object({ cancelled: z.boolean() }),
});
export type BatchCancelAnswer = z.infer<typeof BatchCancelAnswer>;

// ─── The server events of the protocol, read from the tables above ──────────────────────────────────────────

type Schema<S extends z.ZodType, Side extends 'input' | 'output'> = Side extends 'input' ? z.input<S> : z.output<S>;
type StreamEventsOf<E extends AssetBatchStream> = (typeof ASSET_BATCH_STREAMS)[E]['events'];

/** Every server event of the asset protocol with its payload, as the server sends it or as a client parses it. */
export type AssetSocketServerPayloads<Side extends 'input' | 'output'> = {
  [E in AssetSocketRequest as `${E}:response`]: Schema<typeof AnswerSucceeded, Side>;
} & { [E in AssetSocketRequest as `${E}:error`]: Schema<typeof AnswerFailed, Side> } & {
  [E in AssetBatchStream as StreamEventsOf<E>['chunk']]: Schema<(typeof ASSET_BATCH_STREAMS)[E]['chunkPayload'], Side>;
} & { [E in AssetBatchStream as StreamEventsOf<E>['done']]: Schema<typeof BatchDone, Side> } & {
  [E in AssetBatchStream as StreamEventsOf<E>['error']]: Schema<typeof BatchError, Side>;
};

/** Every server event of the asset protocol with its room (the asking socket) and payload schema. */
export function assetSocketServerEvents(): Map<string, ServerEventContract> {
  const events = new Map<string, ServerEventContract>();
  for (const request of Object.keys(ASSET_SOCKET_REQUESTS)) {
    events.set(`${request}:response`, { room: 'socket', payload: AnswerSucceeded });
    events.set(`${request}:error`, { room: 'socket', payload: AnswerFailed });
  }
  for (const { chunkPayload, events: names } of Object.values(ASSET_BATCH_STREAMS)) {
    events.set(names.chunk, { room: 'socket', payload: chunkPayload });
    events.set(names.done, { room: 'socket', payload: BatchDone });
    events.set(names.error, { room: 'socket', payload: BatchError });
  }
  return events;
}
