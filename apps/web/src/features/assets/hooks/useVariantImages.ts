import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { assetQueryKeys } from '../api/assetQueryKeys';
import type { VariantView } from '../api/assetTypes';
import { loadVariantImages } from '../api/loadVariantImages';

/**
 * Refreshes the images of the opened asset's variants in the query cache (spec §9): over the socket all of them
 * once, in chunks; without it the selected variant and at most 4 after it, then further ones as the selection
 * moves. Each variant is read once while the section is shown.
 */
export function useVariantImages(assetId: string, variants: readonly VariantView[], selectedId: string | null) {
  const queryClient = useQueryClient();
  // Per asset: the variants whose images were read while this section is shown.
  const loadedRef = useRef(new Map<string, Set<string>>());
  const idsKey = variants.map((variant) => variant.id).join(',');

  useEffect(() => {
    if (!selectedId || idsKey === '') return;
    const controller = new AbortController();
    const loaded = loadedRef.current.get(assetId) ?? new Set<string>();
    loadedRef.current.set(assetId, loaded);
    void loadVariantImages({
      variantIds: idsKey.split(','),
      selectedId,
      isLoaded: (id) => loaded.has(id),
      signal: controller.signal,
      onImages: (variantId, images) => {
        loaded.add(variantId);
        queryClient.setQueryData<VariantView[]>(assetQueryKeys.variants(assetId), (list) =>
          list?.map((variant) => (variant.id === variantId ? { ...variant, variant_images: images } : variant)),
        );
      },
    });
    return () => controller.abort();
  }, [assetId, idsKey, selectedId, queryClient]);
}
