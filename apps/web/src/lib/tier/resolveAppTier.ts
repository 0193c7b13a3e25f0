import { SITE_META, STORAGE_KEYS, resolveTier, type Tier } from '@sym/contracts';
import { localStore } from '../storage/localStore';

/** Site codes a hostname may start with (mm.example.com, motionmaker.example.com, sym.example.com). */
const SITE_CODES = new Set(['sym', 'mm', 'motionmaker', 'pro', 'sym-pro']);

/** What the server announced in the page it served (meta tags of contracts' SITE_META). */
export interface AnnouncedSite {
  /** The site tier (the server's APP_TIER): with the user's own tier it decides limits and features. */
  tier: Tier;
  /** The edition the page shows (branding). */
  edition: Tier;
}

export interface TierSources {
  override: string | null;
  /** Absent when the page did not come from our server (e.g. the Vite dev server). */
  announced?: AnnouncedSite | null;
  hostname: string;
  buildTier: string | undefined;
}

/** Site code from the first label of the hostname, if it is one we know. */
export function siteCodeFromHostname(hostname: string): string | null {
  const label = hostname.trim().toLowerCase().split('.')[0] ?? '';
  return SITE_CODES.has(label) ? label : null;
}

/** The site the server announced in `doc`'s meta tags, or null when it announced none. */
export function readAnnouncedSite(doc: Document = document): AnnouncedSite | null {
  const read = (name: string) => doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || null;
  const tier = read(SITE_META.tier);
  if (!tier) return null;
  return { tier: resolveTier(tier), edition: resolveTier(read(SITE_META.edition) ?? tier) };
}

/**
 * The edition of this page load (branding, the X-App-Tier header). Order of precedence: a stored override
 * (developer/testing switch), then the edition the server announced in the page (its APP_TIER unless a proxy set
 * X-App-Tier), then the site code of the hostname, then the build's VITE_APP_TIER, else the base edition.
 */
export function pickTier({ override, announced, hostname, buildTier }: TierSources): Tier {
  const source = override?.trim() || announced?.edition || siteCodeFromHostname(hostname) || buildTier?.trim() || '';
  return resolveTier(source);
}

/**
 * The site tier whose features the user gets on top of their own (as the server's entitlement): the one the server
 * announced; without an announcement the best guess is the page's edition.
 */
export function pickSiteTier(sources: TierSources): Tier {
  return sources.announced?.tier ?? pickTier(sources);
}

export function readTierSources(): TierSources {
  return {
    override: localStore.get(STORAGE_KEYS.tierOverride),
    announced: readAnnouncedSite(),
    hostname: window.location.hostname,
    buildTier: import.meta.env.VITE_APP_TIER,
  };
}

/** The edition of this page load. */
export function resolveAppTier(): Tier {
  return pickTier(readTierSources());
}

/** The site tier of this page load. */
export function resolveSiteTier(): Tier {
  return pickSiteTier(readTierSources());
}

export function setTierOverride(value: string | null): void {
  if (value) localStore.set(STORAGE_KEYS.tierOverride, value);
  else localStore.remove(STORAGE_KEYS.tierOverride);
}
