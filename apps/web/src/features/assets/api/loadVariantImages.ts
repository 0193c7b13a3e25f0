import { VARIANT_IMAGE_CHUNK_SIZES, VARIANT_PRELOAD_WITHOUT_SOCKET } from '@sym/contracts';
import { SocketTransportError, callHttp } from '../../../lib/transport';
import { streamBatch } from './assetSocket';
import type { VariantImageView } from './assetTypes';

const [ONE, SMALL, LARGE] = VARIANT_IMAGE_CHUNK_SIZES;

/** Spec §9 chunk sizes: 1 for a single variant, 20 up to 50 variants, 50 beyond (fewer events for long lists). */
export function variantImageChunkSize(count: number): (typeof VARIANT_IMAGE_CHUNK_SIZES)[number] {
  if (count <= 1) return ONE;
  return count <= LARGE ? SMALL : LARGE;
}

/** The selected variant and at most VARIANT_PRELOAD_WITHOUT_SOCKET (4) after it in list order. */
export function preloadWindow(ids: readonly string[], selectedId: string): string[] {
  const start = Math.max(0, ids.indexOf(selectedId));
  return ids.slice(start, start + 1 + VARIANT_PRELOAD_WITHOUT_SOCKET);
}

export interface LoadVariantImagesOptions {
  /** The asset's variants in list order. */
  variantIds: readonly string[];
  /** The variant shown. */
  selectedId: string;
  /** Variants already read (these are skipped). */
  isLoaded: (variantId: string) => boolean;
  onImages: (variantId: string, images: VariantImageView[]) => void;
  signal: AbortSignal;
}

async function loadOverHttp(ids: string[], { onImages, signal }: LoadVariantImagesOptions) {
  if (ids.length === 0) return;
  try {
    const byId = await callHttp('asset.variant.images.batch', {
      generationIds: ids,
    });
    if (!signal.aborted) ids.forEach((id) => byId[id] && onImages(id, byId[id]));
  } catch {
    // A refresh only: the images listed with the variants stay.
  }
}

/**
 * Reads the images of an asset's variants not read yet (spec §7, §9): over the socket all of them as one
 * variant-images stream in chunks of 1, 20 or 50; without it (or when it drops) the selected variant and at most
 * 4 after it, over HTTP. The stream cannot be cancelled (spec §7): on abort its chunks are ignored.
 */
export async function loadVariantImages(options: LoadVariantImagesOptions): Promise<void> {
  const { variantIds, selectedId, isLoaded, onImages, signal } = options;
  const ids = variantIds.filter((id) => !isLoaded(id));
  if (ids.length === 0 || signal.aborted) return;
  // Strict mode refuses when the socket is not ready: background reading then simply stops.
  const stream = await streamBatch(
    'assets:variantImages:batch:request',
    { generationIds: ids, chunkSize: variantImageChunkSize(ids.length) },
    (items) => {
      if (!signal.aborted) items.forEach((item) => onImages(item.generationId, item.images));
    },
  ).catch(() => 'refused' as const);
  if (stream === 'refused') return;
  if (stream) {
    try {
      await stream.done;
      return;
    } catch (error) {
      if (!(error instanceof SocketTransportError)) return;
    }
  }
  if (signal.aborted) return;
  await loadOverHttp(
    preloadWindow(variantIds, selectedId).filter((id) => !isLoaded(id)),
    options,
  );
}
