import {
  ASSET_BATCH_STREAMS,
  answerEventsOf,
  type AssetBatchChunk,
  type AssetBatchPayload,
  type AssetBatchStream,
  type AssetSocketData,
  type AssetSocketPayload,
  type AssetSocketRequest,
} from '@sym/contracts';
import { socketEvents, type BatchStream } from '../../../lib/transport';

type WithoutRequestId<P> = P extends unknown ? Omit<P, 'requestId'> : never;

/**
 * Sends one asset request event of spec §7 (a requestId is added) when the socket can carry it, and resolves with
 * the data of its answer; otherwise runs `overHttp`. The server's refusal throws as an ApiError, as over HTTP.
 */
export async function socketAssetRequest<E extends AssetSocketRequest, T = AssetSocketData<E>>(
  event: E,
  payload: WithoutRequestId<AssetSocketPayload<E>>,
  overHttp: () => Promise<T>,
): Promise<T> {
  const outcome = await socketEvents.request<T>(event, payload as object, answerEventsOf(event));
  return outcome.isDone ? outcome.value : overHttp();
}

/**
 * Starts an asset batch stream (a requestId is added); `onChunk` gets each chunk's items once they match the
 * contract. Resolves null when the socket cannot carry it, so the caller reads over HTTP.
 */
export function streamBatch<E extends AssetBatchStream>(
  event: E,
  payload: WithoutRequestId<AssetBatchPayload<E>>,
  onChunk: (items: AssetBatchChunk<E>['items']) => void,
): Promise<BatchStream | null> {
  const { chunkPayload, events } = ASSET_BATCH_STREAMS[event];
  return socketEvents.stream(event, payload, events, (items) => {
    // Checked against the contract, but passed on as sent: the parse would drop the extra renditions (thumbs).
    if (chunkPayload.safeParse({ requestId: 'chunk', items }).success) onChunk(items as AssetBatchChunk<E>['items']);
  });
}
