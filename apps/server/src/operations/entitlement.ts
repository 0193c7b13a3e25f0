import { getTierConfig, resolveTier, type TierConfig, type User } from '@sym/contracts';
import type { AuthenticatedContext } from './operation.ts';

/**
 * The tier whose limits and features apply to a user: the professional edition when the user holds it or
 * the site runs it. The X-App-Tier header only changes branding; a client cannot raise its own limits.
 */
export function entitlementOf(user: Pick<User, 'tier'>, siteTier: string): TierConfig {
  const isPro = resolveTier(user.tier) === 'motionmaker' || resolveTier(siteTier) === 'motionmaker';
  return getTierConfig(isPro ? 'motionmaker' : 'sym');
}

/** The entitlement of the signed-in caller on this site. */
export function callerEntitlement(ctx: AuthenticatedContext): TierConfig {
  return entitlementOf(ctx.user, ctx.siteTier);
}
