import { z } from 'zod';
import { brandTitleOf } from '../site.ts';
import { TIERS, getTierConfig, type Tier } from '../tiers.ts';

// The answers of GET /api/site and GET /api/health; the site's meta tags and editions are in site.ts, which the
// first page reads without these schemas.

/** GET /api/site: what the server tells any client about the site it serves. */
export const SiteInfo = z.object({
  /** The site tier (APP_TIER): with a user's own tier it decides limits and features. */
  tier: z.enum(TIERS),
  /** The edition this call shows: the X-App-Tier header, else the site tier. Branding only. */
  edition: z.enum(TIERS),
  /** The edition's names: "Motion Maker", "Motion Maker Pro", "Motion Maker Studio". */
  name: z.string(),
  displayName: z.string(),
  title: z.string(),
});
export type SiteInfo = z.infer<typeof SiteInfo>;

/** The site info of a site tier and an edition. */
export function siteInfoOf(siteTier: Tier, edition: Tier): SiteInfo {
  const config = getTierConfig(edition);
  return {
    tier: siteTier,
    edition,
    name: config.name,
    displayName: config.displayName,
    title: brandTitleOf(edition),
  };
}

/** The media programs in use, as GET /api/health reports them. */
export const MediaHealth = z.object({
  ok: z.boolean(),
  /** The ffmpeg in use: where it came from, its file (relative to the app when shipped with it), its version. */
  ffmpeg: z
    .object({ source: z.enum(['configured', 'path', 'bundled']), binary: z.string(), version: z.string() })
    .nullable(),
  /** Whether ffprobe is there too (probing falls back to `ffmpeg -i` without it). */
  ffprobe: z.boolean(),
  /** Why there is no usable ffmpeg. */
  error: z.string().optional(),
});
export type MediaHealth = z.infer<typeof MediaHealth>;

/** GET /api/health: 'ok' when the database answers (503 otherwise), uptime in seconds, the media toolchain. */
export const HealthStatus = z.object({
  status: z.literal('ok'),
  /** The database in use ('pglite' or 'postgres'). */
  database: z.string(),
  uptime: z.number().int().min(0),
  media: MediaHealth,
});
export type HealthStatus = z.infer<typeof HealthStatus>;
