import { CLIENT_EVENTS, SERVER_EVENTS } from './realtime.ts';

/**
 * The event names of the asset socket protocol (realtime-asset-events.ts has its payload schemas): what a client
 * needs to ask and listen, apart from the schemas, so the web's socket layer loads none.
 */

/**
 * The events answering a request event (`assets:variant:mods:list` → `…:response` / `…:error`, spec §7); the
 * request events are ASSET_SOCKET_REQUESTS' keys (realtime-asset-events.ts).
 */
export function answerEventsOf<E extends string>(event: E) {
  return { response: `${event}:response` as const, error: `${event}:error` as const };
}

/** Each batch stream's events: its chunks, its end, its error, and the client event that cancels it, if any. */
export const ASSET_BATCH_STREAM_EVENTS = {
  [CLIENT_EVENTS.assetVariantsBatchRequest]: {
    chunk: SERVER_EVENTS.assetVariantsBatchChunk,
    done: SERVER_EVENTS.assetVariantsBatchDone,
    error: SERVER_EVENTS.assetVariantsBatchError,
    cancel: CLIENT_EVENTS.assetVariantsBatchCancel,
  },
  [CLIENT_EVENTS.variantImagesBatchRequest]: {
    chunk: SERVER_EVENTS.variantImagesBatchChunk,
    done: SERVER_EVENTS.variantImagesBatchDone,
    error: SERVER_EVENTS.variantImagesBatchError,
  },
} as const;
