import { VARIANT_SUITE_NAMES, type GenerationKind } from '@sym/contracts';
import { useMemo } from 'react';
import { useCreditPricing } from '../../credits';

/**
 * Credits per generation kind from credits.getPricing: a project's models' prices, else the site's defaults. `costOf` answers null while
 * the pricing loads or when a kind has no price, so callers show no cost rather than a wrong one.
 */
export function useGenerationPricing(projectId?: string) {
  const { data, isPending } = useCreditPricing(projectId);
  return useMemo(
    () => ({
      costOf: (kind: GenerationKind): number | null => data?.items.find((item) => item.kind === kind)?.credits ?? null,
      /** Images one variant suite makes (5). */
      variantSuiteImages: data?.variantSuiteImages ?? VARIANT_SUITE_NAMES.length,
      isLoading: isPending,
    }),
    [data, isPending],
  );
}
