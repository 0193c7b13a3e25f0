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

/**
 * GET /api/health: liveness, public and cheap. 'ok' while the process answers, with its uptime in seconds; no
 * paths, versions or dependencies (GET /api/ready checks those).
 */
export const HealthStatus = z.object({
  status: z.literal('ok'),
  uptime: z.number().int().min(0),
});
export type HealthStatus = z.infer<typeof HealthStatus>;

/** The parts GET /api/ready checks, in order. */
export const READY_PARTS = ['database', 'queue', 'storage', 'ffmpeg'] as const;
/** The parts it checks only when the server uses them: Redis when REDIS_URL is set. */
export const OPTIONAL_READY_PARTS = ['redis'] as const;
export type ReadyPart = (typeof READY_PARTS)[number] | (typeof OPTIONAL_READY_PARTS)[number];

/** One part's check: whether it passed and how long it took (ms). */
export const ReadyCheck = z.object({ ok: z.boolean(), ms: z.number().min(0) });

/**
 * GET /api/ready: readiness. The database answers, the queue answers, the media storage takes a probe object and
 * lets it be deleted, ffmpeg passed its check, and Redis (when REDIS_URL is set) answers a PING. 503 naming the
 * failing parts otherwise (without paths).
 */
export const ReadyStatus = z.object({
  status: z.literal('ready'),
  checks: z.object({
    ...(Object.fromEntries(READY_PARTS.map((part) => [part, ReadyCheck])) as Record<
      (typeof READY_PARTS)[number],
      typeof ReadyCheck
    >),
    redis: ReadyCheck.optional(),
  }),
});
export type ReadyStatus = z.infer<typeof ReadyStatus>;

/** GET /api/admin/system: what the server runs with, for the site's administrators only. */
export const SystemDetails = z.object({
  database: z.string(),
  uptime: z.number().int().min(0),
  node: z.string(),
  media: MediaHealth,
});
export type SystemDetails = z.infer<typeof SystemDetails>;
