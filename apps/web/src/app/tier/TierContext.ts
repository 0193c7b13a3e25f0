import type { Tier, TierConfig } from '@sym/contracts';
import { createContext } from 'react';

export interface TierContextValue {
  tier: Tier;
  config: TierConfig;
  /** Brand name and accent word, e.g. "Sym" + "Studio". */
  brand: { name: string; accent: string; title: string };
  isFeatureEnabled(feature: string): boolean;
}

export const TierContext = createContext<TierContextValue | null>(null);
