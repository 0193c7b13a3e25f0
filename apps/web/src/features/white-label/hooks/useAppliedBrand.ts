import type { Brand, BrandResolveInput } from '@sym/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { whiteLabelApi, whiteLabelKeys } from '../api/whiteLabelApi';

/** A brand changes rarely: asked again after five minutes at most, or at once after an edit here. */
const BRAND_STALE_MS = 5 * 60_000;

/**
 * The white label a page shows (its host's custom domain, else its share link's, review link's or project's, else
 * the site's); null for the edition's own. Undefined while the first answer is on its way; a failure shows the
 * edition's own brand rather than an error.
 */
export function useAppliedBrand(target: BrandResolveInput): Brand | null | undefined {
  const query = useQuery({
    queryKey: whiteLabelKeys.applied(target),
    queryFn: () => whiteLabelApi.resolve(target),
    staleTime: BRAND_STALE_MS,
    // Moving between projects keeps the last brand until the next one is known: no flash of the edition's.
    placeholderData: keepPreviousData,
  });
  if (query.isError) return null;
  return query.data;
}
