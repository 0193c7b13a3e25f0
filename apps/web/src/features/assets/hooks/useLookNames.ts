import { DEFAULT_VARIANT_NAME } from '@sym/contracts';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { assetQueryKeys } from '../api/assetQueryKeys';
import { assetsApi } from '../api/assetsApi';

/**
 * The names of the looks (variants) of the assets given, by variant id: "Winter coat". Default is left out (it is
 * the asset itself). Reads each asset's variants once, as the asset pages do (the same cache).
 */
export function useLookNames(assetIds: readonly string[]): ReadonlyMap<string, string> {
  const results = useQueries({
    queries: assetIds.map((assetId) => ({
      queryKey: assetQueryKeys.variants(assetId),
      queryFn: () => assetsApi.listVariants(assetId),
    })),
  });
  const lists = results.map((result) => result.data);
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const variants of lists) {
      for (const variant of variants ?? []) {
        if (variant.variant_name !== DEFAULT_VARIANT_NAME) names.set(variant.id, variant.variant_name);
      }
    }
    return names;
    // The lists themselves are the dependencies (a new array of the same lists changes nothing).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, lists);
}
