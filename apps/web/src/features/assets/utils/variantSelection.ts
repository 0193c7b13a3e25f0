import { DEFAULT_VARIANT_NAME } from '@sym/contracts';

interface VariantLike {
  id: string;
  variant_name: string;
  created_at: string;
}

/**
 * Spec §4: on selecting an asset, its newest variant is selected, else its Default variant (the one every
 * asset starts with); null when it has none.
 */
export function pickInitialVariant<T extends VariantLike>(variants: readonly T[]): T | null {
  const named = variants.filter((variant) => variant.variant_name !== DEFAULT_VARIANT_NAME);
  const newest = named.reduce<T | null>(
    (best, variant) => (best === null || variant.created_at > best.created_at ? variant : best),
    null,
  );
  return newest ?? variants.find((variant) => variant.variant_name === DEFAULT_VARIANT_NAME) ?? variants[0] ?? null;
}

/** The chosen variant while it exists; after it is gone (or before any choice), the initial pick. */
export function resolveSelectedVariant<T extends VariantLike>(variants: readonly T[], selectedId: string | null) {
  return variants.find((variant) => variant.id === selectedId) ?? pickInitialVariant(variants);
}

export type VariantCreateProblem = 'noSelection' | 'nameRequired';

/** Spec §5: a variant needs a selected asset and a non-blank variant_name. */
export function variantCreateProblem(assetId: string | null, variantName: string): VariantCreateProblem | null {
  if (!assetId) return 'noSelection';
  if (variantName.trim() === '') return 'nameRequired';
  return null;
}
