import { brandTitleOf, getTierConfig, isFeatureEnabled, type Tier } from '@sym/contracts';
import { useEffect, useMemo, type ReactNode } from 'react';
import { TierContext, type TierContextValue } from './TierContext';

interface TierProviderProps {
  /** The edition this page shows. */
  tier: Tier;
  /** The site tier the server announced; defaults to the edition. */
  siteTier?: Tier;
  children: ReactNode;
}

/** Edition of this page load: branding, and the site's feature flags and limits before sign-in (spec §6). */
export function TierProvider({ tier, siteTier = tier, children }: TierProviderProps) {
  const value = useMemo<TierContextValue>(() => {
    const config = getTierConfig(tier);
    const entitlement = getTierConfig(siteTier);
    return {
      tier,
      config,
      siteTier,
      brand: { name: config.theme.brand, accent: config.theme.accent, title: brandTitleOf(tier) },
      entitlement,
      isFeatureEnabled: (feature) => isFeatureEnabled(entitlement, feature),
    };
  }, [tier, siteTier]);

  useEffect(() => {
    document.title = value.brand.title;
  }, [value.brand.title]);

  return <TierContext.Provider value={value}>{children}</TierContext.Provider>;
}
