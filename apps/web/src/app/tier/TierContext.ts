import type { Tier, TierConfig } from '@sym/contracts';
import { createContext } from 'react';

export interface TierContextValue {
  /** The edition shown: branding, document title, theme. */
  tier: Tier;
  config: TierConfig;
  /** The site tier the server runs (its APP_TIER); with the user's own tier it decides features and limits. */
  siteTier: Tier;
  /**
   * Brand name and accent word, e.g. "Sym" + "Studio"; a white label's product name (no accent word) and logo
   * where one applies (BrandProvider).
   */
  brand: { name: string; accent: string; title: string; logoUrl?: string | null };
  /** The tier whose features apply: the site's, raised to the signed-in user's own (see EntitlementProvider). */
  entitlement: TierConfig;
  isFeatureEnabled(feature: string): boolean;
}

export const TierContext = createContext<TierContextValue | null>(null);
