import {
  ASSET_BATCH_STREAMS,
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
export async function socketAssetRequest<E extends AssetSocketRequest>(
  event: E,
  payload: WithoutRequestId<AssetSocketPayload<E>>,
  overHttp: () => Promise<AssetSocketData<E>>,
): Promise<AssetSocketData<E>> {
  const outcome = await socketEvents.request(event, payload);
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
  const { chunkPayload } = ASSET_BATCH_STREAMS[event];
  return socketEvents.stream(event, payload, (items) => {
    const chunk = chunkPayload.safeParse({ requestId: 'chunk', items });
    if (chunk.success) onChunk(chunk.data.items as AssetBatchChunk<E>['items']);
  });
}
