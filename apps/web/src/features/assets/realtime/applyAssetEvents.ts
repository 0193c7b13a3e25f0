import { JOB_KINDS } from '@sym/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LiveHandlers } from '../../realtime';
import { assetQueryKeys } from '../api/assetQueryKeys';
import type { AssetView, VariantView } from '../api/assetTypes';

/** Changes the cached variant lists (one per asset opened) with `change`, each list only if it changed. */
function updateVariantLists(queryClient: QueryClient, change: (variants: VariantView[]) => VariantView[]): void {
  for (const [key, variants] of queryClient.getQueriesData<VariantView[]>({ queryKey: ['assets', 'variants'] })) {
    if (!variants) continue;
    const next = change(variants);
    if (next !== variants) queryClient.setQueryData(key, next);
  }
}

function replaceVariant(variants: VariantView[], id: string, update: (variant: VariantView) => VariantView) {
  return variants.some((variant) => variant.id === id)
    ? variants.map((variant) => (variant.id === id ? update(variant) : variant))
    : variants;
}

/** The asset whose picture follows its variants' images: its project's list is read again (one query). */
function refreshPictures(queryClient: QueryClient, projectId: string) {
  void queryClient.invalidateQueries({ queryKey: assetQueryKeys.project(projectId) });
}

/** What an asset's look is made of changed, or a shot was drawn: the asset pages' stale marks are read again. */
function refreshStaleMarks(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: assetQueryKeys.freshnessAll });
}

/** The project's assets, their variants and images, kept current by the room's events. */
export const assetLiveHandlers: LiveHandlers = {
  // The room's project, not the asset's: a series bible asset lives in one project and is listed in them all.
  // An asset moved into the bible comes as created: it replaces the copy listed.
  'asset.created': (asset, { queryClient, projectId }) =>
    queryClient.setQueryData<AssetView[]>(
      assetQueryKeys.project(projectId),
      (assets) => assets && [...assets.filter((item) => item.id !== asset.id), asset],
    ),
  'asset.updated': (asset, { queryClient, projectId }) => {
    queryClient.setQueryData<AssetView[]>(assetQueryKeys.project(projectId), (assets) =>
      assets?.map((item) => (item.id === asset.id ? { ...item, ...asset } : item)),
    );
    refreshStaleMarks(queryClient);
  },
  'asset.deleted': (asset, { queryClient, projectId }) => {
    queryClient.setQueryData<AssetView[]>(assetQueryKeys.project(projectId), (assets) =>
      assets?.filter((item) => item.id !== asset.id),
    );
    queryClient.removeQueries({ queryKey: assetQueryKeys.variants(asset.id) });
  },
  'variant.created': (variant, { queryClient }) => {
    queryClient.setQueryData<VariantView[]>(assetQueryKeys.variants(variant.asset_id), (variants) =>
      variants && !variants.some((item) => item.id === variant.id) ? [...variants, variant] : variants,
    );
  },
  'variant.updated': (variant, { queryClient }) => {
    updateVariantLists(queryClient, (variants) =>
      replaceVariant(variants, variant.id, (current) => ({ ...current, ...variant })),
    );
    refreshStaleMarks(queryClient);
  },
  'variant.deleted': ({ id, assetId }, { queryClient }) =>
    queryClient.setQueryData<VariantView[]>(assetQueryKeys.variants(assetId), (variants) =>
      variants?.filter((item) => item.id !== id),
    ),
  'variantImage.updated': ({ generationId: variantId, images }, { queryClient, projectId }) => {
    updateVariantLists(queryClient, (variants) =>
      replaceVariant(variants, variantId, (current) => ({
        ...current,
        variant_images: images,
      })),
    );
    refreshPictures(queryClient, projectId);
  },
  'variantImage.deleted': ({ id, generationId: variantId }, { queryClient, projectId }) => {
    updateVariantLists(queryClient, (variants) =>
      replaceVariant(variants, variantId, (current) => ({
        ...current,
        variant_images: current.variant_images.filter((image) => image.id !== id),
      })),
    );
    refreshPictures(queryClient, projectId);
  },
  // A variant image made by someone names its asset: that asset's variants are read again (the job carries no
  // image list), and its picture in the project's list.
  'generation.completed': ({ target }, { queryClient, projectId }) => {
    // A shot redrawn changes the stale marks of the assets it uses.
    if (target?.shotId) refreshStaleMarks(queryClient);
    if (!target?.assetId || JOB_KINDS[target.type].fills !== 'variant') return;
    void queryClient.invalidateQueries({ queryKey: assetQueryKeys.variants(target.assetId) });
    refreshPictures(queryClient, projectId);
  },
  refreshProject: (queryClient, projectId) => {
    void queryClient.invalidateQueries({ queryKey: assetQueryKeys.project(projectId) });
    void queryClient.invalidateQueries({ queryKey: ['assets', 'variants'] });
  },
};
