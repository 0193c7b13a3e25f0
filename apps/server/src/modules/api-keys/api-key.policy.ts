import { entitlementTier, getTierConfig, isFeatureEnabled } from '@sym/contracts';

/**
 * Whether a user may use API keys on this site: the professional edition's `api_access` feature, held by the
 * user or by the site (the same entitlement rule as every other feature check).
 */
export function hasApiAccess(user: { tier: string }, siteTier: string): boolean {
  return isFeatureEnabled(getTierConfig(entitlementTier(user.tier, siteTier)), 'api_access');
}
