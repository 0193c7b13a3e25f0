import { DEFAULT_VARIANT_NAME } from '@sym/contracts';
import { useQueries, type QueryObserverResult } from '@tanstack/react-query';
import { assetQueryKeys } from '../api/assetQueryKeys';
import { assetsApi } from '../api/assetsApi';
import type { VariantView } from '../api/assetTypes';

// Module-level, so the names are worked out again only when an asset's variants (or their state) change.
const combine = (results: QueryObserverResult<VariantView[]>[]): ReadonlyMap<string, string> => {
  const names = new Map<string, string>();
  for (const { data } of results) {
    for (const variant of data ?? []) {
      if (variant.variant_name !== DEFAULT_VARIANT_NAME) names.set(variant.id, variant.variant_name);
    }
  }
  return names;
};

/**
 * The names of the looks (variants) of the assets given, by variant id: "Winter coat". Default is left out (it is
 * the asset itself). Reads each asset's variants once, as the asset pages do (the same cache).
 */
export function useLookNames(assetIds: readonly string[]): ReadonlyMap<string, string> {
  return useQueries({
    queries: assetIds.map((assetId) => ({
      queryKey: assetQueryKeys.variants(assetId),
      queryFn: () => assetsApi.listVariants(assetId),
    })),
    combine,
  });
}
