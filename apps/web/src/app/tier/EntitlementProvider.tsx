import { entitlementTier, getTierConfig, isFeatureEnabled } from '@sym/contracts';
import { useMemo, type ReactNode } from 'react';
import { TierContext, type TierContextValue } from './TierContext';
import { useTier } from './useTier';

interface EntitlementProviderProps {
  /** The signed-in user's own tier (their plan); undefined when nobody is signed in. */
  userTier: string | undefined;
  children: ReactNode;
}

/**
 * Feature flags as the server decides them (contracts' entitlementTier): the site tier raised to the user's own.
 * Branding stays the site's. The server stays the judge; this only keeps the screens in step with it.
 */
export function EntitlementProvider({ userTier, children }: EntitlementProviderProps) {
  const site = useTier();
  const value = useMemo<TierContextValue>(() => {
    const entitlement = getTierConfig(entitlementTier(userTier, site.siteTier));
    return { ...site, entitlement, isFeatureEnabled: (feature) => isFeatureEnabled(entitlement, feature) };
  }, [site, userTier]);
  return <TierContext.Provider value={value}>{children}</TierContext.Provider>;
}
