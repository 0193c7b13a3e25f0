/** TanStack Query keys of the assets feature; invalidating `all` refreshes every asset query. */
export const assetQueryKeys = {
  all: ['assets'] as const,
  /** Every project's asset list (an asset's picture follows its variants' images). */
  projects: ['assets', 'project'] as const,
  project: (projectId: string) => ['assets', 'project', projectId] as const,
  /** What moving the project's assets into its series' bible would do. */
  bibleProposal: (projectId: string) => ['assets', 'bible-proposal', projectId] as const,
  /** The shots that use an asset, with their stale marks (every asset's: `freshnessAll`). */
  freshnessAll: ['assets', 'freshness'] as const,
  freshness: (assetId: string) => ['assets', 'freshness', assetId] as const,
  variants: (assetId: string) => ['assets', 'variants', assetId] as const,
  /** One variant's modifications (spec §3). */
  modifications: (assetId: string, variantId: string) => ['assets', 'modifications', assetId, variantId] as const,
};
