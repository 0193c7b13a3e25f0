import { ASSET_BATCH_PAUSE_MS, ASSET_BATCH_SIZE_HTTP, ASSET_BATCH_SIZE_SOCKET } from '@sym/contracts';
import { SocketTransportError, callHttp } from '../../../lib/transport';
import { streamBatch } from './assetSocket';
import type { VariantView } from './assetTypes';

export interface LoadAssetVariantsOptions {
  projectId: string;
  assetIds: readonly string[];
  /** Called with each asset's variants as they arrive. */
  onVariants: (assetId: string, variants: VariantView[]) => void;
  /** Aborting stops the loading: the socket stream is cancelled, no further HTTP group starts. */
  signal: AbortSignal;
}

/** Waits `ms`, or less when `signal` aborts first. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/** Spec §9 without the socket: ASSET_BATCH_SIZE_HTTP (3) assets at a time, ASSET_BATCH_PAUSE_MS (50 ms) between. */
async function loadOverHttp({ assetIds, onVariants, signal }: Omit<LoadAssetVariantsOptions, 'projectId'>) {
  for (let start = 0; start < assetIds.length && !signal.aborted; start += ASSET_BATCH_SIZE_HTTP) {
    if (start > 0) await pause(ASSET_BATCH_PAUSE_MS, signal);
    if (signal.aborted) return;
    const group = assetIds.slice(start, start + ASSET_BATCH_SIZE_HTTP);
    await Promise.all(
      group.map(async (id) => {
        try {
          const variants = await callHttp('asset.generations.list', { id });
          if (!signal.aborted) onVariants(id, variants);
        } catch {
          // Background reading only: an asset opened later reads its variants itself and shows its error.
        }
      }),
    );
  }
}

/**
 * Reads the variants of `assetIds` in the background (spec §9): over the socket as one generations stream in
 * chunks of ASSET_BATCH_SIZE_SOCKET (10; 1 for a single asset), else over HTTP. When the socket drops or stays
 * silent mid-stream, the assets not yet answered are read over HTTP; a refusal by the server ends the loading.
 */
export async function loadAssetVariants(options: LoadAssetVariantsOptions): Promise<void> {
  const { projectId, assetIds, onVariants, signal } = options;
  if (assetIds.length === 0 || signal.aborted) return;
  const pending = new Set(assetIds);
  const chunkSize = assetIds.length === 1 ? 1 : ASSET_BATCH_SIZE_SOCKET;
  // Strict mode refuses when the socket is not ready: background reading then simply stops.
  const stream = await streamBatch(
    'assets:generations:batch:request',
    { projectId, assetIds: [...assetIds], chunkSize },
    (items) => {
      if (signal.aborted) return;
      items.forEach((item) => {
        pending.delete(item.assetId);
        onVariants(item.assetId, item.generations);
      });
    },
  ).catch(() => 'refused' as const);
  if (stream === 'refused') return;
  if (stream) {
    const cancel = () => stream.cancel();
    if (signal.aborted) cancel();
    signal.addEventListener('abort', cancel, { once: true });
    try {
      await stream.done;
      return;
    } catch (error) {
      if (!(error instanceof SocketTransportError)) return;
    } finally {
      signal.removeEventListener('abort', cancel);
    }
  }
  await loadOverHttp({ assetIds: [...pending], onVariants, signal });
}
