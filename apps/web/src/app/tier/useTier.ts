import { useContext } from 'react';
import { TierContext, type TierContextValue } from './TierContext';

/** Tier, branding and feature checks; must be used inside TierProvider. */
export function useTier(): TierContextValue {
  const value = useContext(TierContext);
  if (!value) throw new Error('useTier must be used inside TierProvider');
  return value;
}
