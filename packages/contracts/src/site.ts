import { getTierConfig, resolveTier, type Tier } from './tiers.ts';

/**
 * The meta tags by which the server announces its site in every page it serves, so the web app knows its edition
 * without a rebuild: `tier` is the site tier (APP_TIER; limits), `edition` the branding of the page (the
 * X-App-Tier header of the request when a proxy sets one, else the site tier).
 */
export const SITE_META = { tier: 'sym-site-tier', edition: 'sym-edition' } as const;

/** The brand title of an edition: "Sym Studio" or "Motion Maker Studio" (spec §2 header, document title). */
export function brandTitleOf(tier: unknown): string {
  const { brand, accent } = getTierConfig(tier).theme;
  return `${brand} ${accent}`;
}

/**
 * The tier whose limits and features apply to a user (spec §6): the professional edition when the user holds it
 * (their plan) or the site runs it. The edition a client shows never enters into it.
 */
export function entitlementTier(userTier: unknown, siteTier: unknown): Tier {
  return resolveTier(userTier) === 'motionmaker' || resolveTier(siteTier) === 'motionmaker' ? 'motionmaker' : 'sym';
}
