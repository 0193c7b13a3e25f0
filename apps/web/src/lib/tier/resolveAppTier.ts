import { STORAGE_KEYS, resolveTier, type Tier } from '@sym/contracts';
import { localStore } from '../storage/localStore';

/** Site codes a hostname may start with (mm.example.com, motionmaker.example.com, sym.example.com). */
const SITE_CODES = new Set(['sym', 'mm', 'motionmaker', 'pro', 'sym-pro']);

export interface TierSources {
  override: string | null;
  hostname: string;
  buildTier: string | undefined;
}

/** Site code from the first label of the hostname, if it is one we know. */
export function siteCodeFromHostname(hostname: string): string | null {
  const label = hostname.trim().toLowerCase().split('.')[0] ?? '';
  return SITE_CODES.has(label) ? label : null;
}

/**
 * Tier order of precedence: a stored override (developer/testing switch, also sent as X-App-Tier),
 * then the site code of the hostname, then the build's VITE_APP_TIER, else the base edition.
 */
export function pickTier({ override, hostname, buildTier }: TierSources): Tier {
  const source = override?.trim() || siteCodeFromHostname(hostname) || buildTier?.trim() || '';
  return resolveTier(source);
}

export function readTierSources(): TierSources {
  return {
    override: localStore.get(STORAGE_KEYS.tierOverride),
    hostname: window.location.hostname,
    buildTier: import.meta.env.VITE_APP_TIER,
  };
}

/** The tier of this page load. */
export function resolveAppTier(): Tier {
  return pickTier(readTierSources());
}

export function setTierOverride(value: string | null): void {
  if (value) localStore.set(STORAGE_KEYS.tierOverride, value);
  else localStore.remove(STORAGE_KEYS.tierOverride);
}
