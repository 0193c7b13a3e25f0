import { sortVariants } from '@sym/contracts';
import { useQuery } from '@tanstack/react-query';
import { assetQueryKeys } from '../api/assetQueryKeys';
import { assetsApi } from '../api/assetsApi';

/** The variants of one asset with their images, Default first then newest first (spec §3). */
export function useAssetVariants(assetId: string) {
  return useQuery({
    queryKey: assetQueryKeys.variants(assetId),
    queryFn: () => assetsApi.listVariants(assetId),
    select: sortVariants,
  });
}
