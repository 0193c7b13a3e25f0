import type { ShotFreshness } from '@sym/contracts';
import { createContext, useContext } from 'react';

/** The storyboard's shot states by shot id (empty until read). */
export const FreshnessContext = createContext<ReadonlyMap<string, ShotFreshness>>(new Map());

export const useShotFreshness = (shotId: string): ShotFreshness | undefined => useContext(FreshnessContext).get(shotId);
