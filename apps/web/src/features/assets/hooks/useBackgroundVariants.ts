import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { assetQueryKeys } from '../api/assetQueryKeys';
import type { VariantView } from '../api/assetTypes';
import { loadAssetVariants } from '../api/loadAssetVariants';

/**
 * Reads the variants of the listed assets not read yet (nor being read) into the query cache in the background (spec §9), so an
 * asset opened later shows its variants at once. Stops (cancels the socket stream) when the screen unmounts or
 * the project or its assets change.
 */
export function useBackgroundVariants(projectId: string, assetIds: readonly string[]) {
  const queryClient = useQueryClient();
  const idsKey = [...assetIds].sort().join(',');

  useEffect(() => {
    const controller = new AbortController();
    const missing = idsKey
      .split(',')
      // An asset shown already reads its own variants (its query exists, loaded or loading).
      .filter((id) => id !== '' && queryClient.getQueryState(assetQueryKeys.variants(id)) === undefined);
    void loadAssetVariants({
      projectId,
      assetIds: missing,
      signal: controller.signal,
      onVariants: (assetId, variants) =>
        queryClient.setQueryData<VariantView[]>(assetQueryKeys.variants(assetId), variants),
    });
    return () => controller.abort();
  }, [projectId, idsKey, queryClient]);
}
