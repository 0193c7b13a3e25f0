/** Tier configuration and feature rules of spec §6. */
export const FEATURES = [
  'projects',
  'assets',
  'scenarios',
  'image_generation',
  'video_generation',
  'collaboration',
  'batch_operations',
  'analytics',
  'api_access',
  'advanced_export',
  'custom_models',
  'team_management',
  'white_label',
  'script_upload',
  'scene_grouping',
  'lipsync',
  'custom_voices',
  'multi_lang',
  'simplified_ui',
  'advanced_editor',
  'guided_workflows',
] as const;
export type Feature = (typeof FEATURES)[number];

/** Minimum tier level per feature; features not listed have no minimum. */
export const FEATURE_MIN_LEVEL: Partial<Record<Feature, number>> = {
  projects: 1,
  assets: 1,
  scenarios: 1,
  image_generation: 1,
  video_generation: 1,
  collaboration: 10,
  batch_operations: 10,
  script_upload: 10,
  scene_grouping: 10,
  lipsync: 10,
  custom_voices: 10,
  multi_lang: 10,
  advanced_editor: 10,
  analytics: 15,
  api_access: 15,
  advanced_export: 15,
  custom_models: 15,
  team_management: 15,
  white_label: 20,
};

export const TIERS = ['sym', 'motionmaker'] as const;
export type Tier = (typeof TIERS)[number];
export const DEFAULT_TIER: Tier = 'sym';

export const LIMIT_KEYS = [
  'projects',
  'assetsPerProject',
  'scenariosPerProject',
  'imagesPerMonth',
  'videosPerMonth',
  'collaborators',
  'storageGb',
] as const;
export type LimitKey = (typeof LIMIT_KEYS)[number];
export const UNLIMITED = -1;
/** Bytes in one GB of the storage limit (`storageGb`): binary, 1024³. */
export const BYTES_PER_GB = 1024 ** 3;

export interface TierConfig {
  tier: Tier;
  identifier: string;
  level: number;
  name: string;
  displayName: string;
  features: readonly Feature[];
  limits: Partial<Record<LimitKey, number>>;
  theme: { brand: string; accent: string; allowThemeToggle: boolean };
  routes: { excludes: readonly string[] };
  metadata: Record<string, unknown>;
}

const BASE_FEATURES: readonly Feature[] = [
  'projects',
  'assets',
  'scenarios',
  'image_generation',
  'video_generation',
  'simplified_ui',
  'guided_workflows',
];

/** The professional edition adds every other feature to the base ones: it has them all. */
const PRO_FEATURES: readonly Feature[] = FEATURES;

export const TIER_CONFIGS: Record<Tier, TierConfig> = {
  sym: {
    tier: 'sym',
    identifier: 'sym',
    level: 1,
    name: 'Sym',
    displayName: 'Sym Studio',
    features: BASE_FEATURES,
    limits: {
      projects: 10,
      assetsPerProject: 20,
      scenariosPerProject: 5,
      imagesPerMonth: 100,
      videosPerMonth: 10,
      collaborators: 1,
      storageGb: 1,
    },
    theme: { brand: 'Sym', accent: 'Studio', allowThemeToggle: true },
    routes: { excludes: ['/analytics', '/teams', '/api-keys', '/white-label'] },
    metadata: { edition: 'base' },
  },
  motionmaker: {
    tier: 'motionmaker',
    identifier: 'motionmaker',
    level: 10,
    name: 'Motion Maker',
    displayName: 'Motion Maker Pro',
    features: PRO_FEATURES,
    limits: {
      projects: UNLIMITED,
      assetsPerProject: UNLIMITED,
      scenariosPerProject: UNLIMITED,
      imagesPerMonth: 1000,
      videosPerMonth: 100,
      collaborators: 10,
      storageGb: 50,
    },
    theme: { brand: 'Motion Maker', accent: 'Studio', allowThemeToggle: false },
    routes: { excludes: [] },
    metadata: { edition: 'professional' },
  },
};

const PRO_ALIASES = new Set(['motionmaker', 'pro', 'sym-pro', 'mm']);

/** Resolves a tier name, alias or site code: pro, sym-pro, mm, motionmaker → motionmaker; anything else → sym. */
export function resolveTier(value: unknown): Tier {
  return typeof value === 'string' && PRO_ALIASES.has(value.trim().toLowerCase()) ? 'motionmaker' : 'sym';
}

export function getTierConfig(value: unknown): TierConfig {
  return TIER_CONFIGS[resolveTier(value)];
}

/**
 * A feature is on if the tier lists it or the tier level reaches the feature's minimum level.
 * A check for an unknown feature (or one with no minimum) defaults to allowed.
 */
export function isFeatureEnabled(config: TierConfig, feature: string): boolean {
  if ((config.features as readonly string[]).includes(feature)) return true;
  const minimum = FEATURE_MIN_LEVEL[feature as Feature];
  if (minimum === undefined) return true;
  return config.level >= minimum;
}

/** A limit: -1 means unlimited, absent means 0. */
export function getLimit(config: TierConfig, key: LimitKey): number {
  return config.limits[key] ?? 0;
}

/** Whether `current` items may grow by one more under the limit. */
export function isWithinLimit(config: TierConfig, key: LimitKey, current: number): boolean {
  const limit = getLimit(config, key);
  return limit === UNLIMITED || current < limit;
}

export function isRouteExcluded(config: TierConfig, path: string): boolean {
  return config.routes.excludes.some((excluded) => path === excluded || path.startsWith(`${excluded}/`));
}

export const TIER_HEADER = 'X-App-Tier';
