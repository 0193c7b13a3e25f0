import { entitlementTier, getTierConfig, type TierConfig, type User } from '@sym/contracts';

/**
 * The tier whose limits and features apply to a user: the professional edition when the user holds it or
 * the site runs it. The X-App-Tier header only changes branding; a client cannot raise its own limits.
 */
export function entitlementOf(user: Pick<User, 'tier'>, siteTier: string): TierConfig {
  // The same rule the web app mirrors for its feature flags (contracts' entitlementTier).
  return getTierConfig(entitlementTier(user.tier, siteTier));
}

/** The entitlement of the signed-in caller on this site (an operation's context, or anything with its user and site). */
export function callerEntitlement(ctx: { user: Pick<User, 'tier'>; siteTier: string }): TierConfig {
  return entitlementOf(ctx.user, ctx.siteTier);
}
