import { describe, expect, it } from 'vitest';
import {
  FEATURES,
  TIER_CONFIGS,
  getLimit,
  getTierConfig,
  isFeatureEnabled,
  isRouteExcluded,
  isWithinLimit,
  resolveTier,
} from './tiers.ts';

describe('resolveTier', () => {
  it.each(['pro', 'sym-pro', 'mm', 'motionmaker', ' MM ', 'Pro'])('maps %s to the professional edition', (alias) => {
    expect(resolveTier(alias)).toBe('motionmaker');
  });
  it.each(['sym', '', 'enterprise', undefined, null, 42])('maps %s to the base edition', (value) => {
    expect(resolveTier(value)).toBe('sym');
  });
});

describe('tier config', () => {
  it('has level 1 for base and 10 for pro', () => {
    expect(TIER_CONFIGS.sym.level).toBe(1);
    expect(TIER_CONFIGS.motionmaker.level).toBe(10);
    expect(getTierConfig('mm').name).toBe('Motion Maker');
    expect(getTierConfig('x').name).toBe('Sym');
  });

  it('enables the base features and not the pro ones in the base edition', () => {
    const base = TIER_CONFIGS.sym;
    for (const f of ['projects', 'assets', 'scenarios', 'image_generation', 'video_generation', 'simplified_ui']) {
      expect(isFeatureEnabled(base, f)).toBe(true);
    }
    for (const f of ['collaboration', 'lipsync', 'script_upload', 'analytics', 'white_label']) {
      expect(isFeatureEnabled(base, f)).toBe(false);
    }
  });

  it('enables every feature in the professional edition', () => {
    for (const f of FEATURES) expect(isFeatureEnabled(TIER_CONFIGS.motionmaker, f)).toBe(true);
  });

  it('enables a feature by level even when not listed, and defaults unknown features to allowed', () => {
    const custom = { ...TIER_CONFIGS.sym, level: 15, features: [] };
    expect(isFeatureEnabled(custom, 'analytics')).toBe(true);
    expect(isFeatureEnabled(custom, 'white_label')).toBe(false);
    expect(isFeatureEnabled(TIER_CONFIGS.sym, 'something_new')).toBe(true);
  });

  it('treats -1 as unlimited and an absent limit as 0', () => {
    const base = TIER_CONFIGS.sym;
    expect(getLimit(base, 'projects')).toBe(10);
    expect(isWithinLimit(base, 'projects', 9)).toBe(true);
    expect(isWithinLimit(base, 'projects', 10)).toBe(false);
    expect(isWithinLimit(TIER_CONFIGS.motionmaker, 'projects', 10_000)).toBe(true);
    const noLimits = { ...base, limits: {} };
    expect(getLimit(noLimits, 'collaborators')).toBe(0);
    expect(isWithinLimit(noLimits, 'collaborators', 0)).toBe(false);
    expect(getLimit(TIER_CONFIGS.motionmaker, 'collaborators')).toBe(10);
    expect(getLimit(TIER_CONFIGS.motionmaker, 'storageGb')).toBe(50);
  });

  it('excludes the base routes only in the base edition', () => {
    expect(isRouteExcluded(TIER_CONFIGS.sym, '/analytics')).toBe(true);
    expect(isRouteExcluded(TIER_CONFIGS.sym, '/api-keys/new')).toBe(true);
    expect(isRouteExcluded(TIER_CONFIGS.sym, '/projects')).toBe(false);
    expect(isRouteExcluded(TIER_CONFIGS.motionmaker, '/analytics')).toBe(false);
  });
});
