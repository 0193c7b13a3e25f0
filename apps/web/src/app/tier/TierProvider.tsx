import { getTierConfig, isFeatureEnabled, type Tier } from '@sym/contracts';
import { useEffect, useMemo, type ReactNode } from 'react';
import { TierContext, type TierContextValue } from './TierContext';

interface TierProviderProps {
  tier: Tier;
  children: ReactNode;
}

/** Edition of this page load: branding, feature flags and limits (spec §6). */
export function TierProvider({ tier, children }: TierProviderProps) {
  const value = useMemo<TierContextValue>(() => {
    const config = getTierConfig(tier);
    const { brand, accent } = config.theme;
    return {
      tier,
      config,
      brand: { name: brand, accent, title: `${brand} ${accent}` },
      isFeatureEnabled: (feature) => isFeatureEnabled(config, feature),
    };
  }, [tier]);

  useEffect(() => {
    document.title = value.brand.title;
  }, [value.brand.title]);

  return <TierContext.Provider value={value}>{children}</TierContext.Provider>;
}
