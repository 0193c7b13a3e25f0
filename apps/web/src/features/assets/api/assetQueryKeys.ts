/** TanStack Query keys of the assets feature; invalidating `all` refreshes every asset query. */
export const assetQueryKeys = {
  all: ['assets'] as const,
  project: (projectId: string) => ['assets', 'project', projectId] as const,
  variants: (assetId: string) => ['assets', 'variants', assetId] as const,
};
