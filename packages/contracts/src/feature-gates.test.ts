import { describe, expect, it } from 'vitest';
import { TIMELINE_MESSAGES } from './api/timeline.ts';
import {
  FEATURE_GATES,
  PROFESSIONAL_FEATURES,
  featureOfControl,
  featureOfDownload,
  featureOfRealtimeEvent,
  featureOfRoute,
  featureRefusalMessage,
  missingGate,
} from './feature-gates.ts';
import { gatesOf, type OperationContract } from './operations/define.ts';
import { isMultiLanguage } from './operations/feature-gate-rules.ts';
import { OPERATION_CONTRACTS, OPERATION_NAMES } from './operations/index.ts';
import { parseServerMessage } from './server-messages.ts';
import { FEATURES, TIER_CONFIGS, isFeatureEnabled } from './tiers.ts';

const base = TIER_CONFIGS.sym;
const pro = TIER_CONFIGS.motionmaker;

describe('feature gates', () => {
  it('has a row for each of the fourteen professional features of spec §6, and only those', () => {
    const professional = FEATURES.filter((feature) => !base.features.includes(feature));
    expect([...PROFESSIONAL_FEATURES].sort()).toEqual([...professional].sort());
    expect(PROFESSIONAL_FEATURES).toHaveLength(14);
    for (const feature of PROFESSIONAL_FEATURES) {
      expect(isFeatureEnabled(base, feature), feature).toBe(false);
      expect(isFeatureEnabled(pro, feature), feature).toBe(true);
    }
  });

  it('lists every gated operation under its feature, and only gated ones', () => {
    for (const name of OPERATION_NAMES) {
      for (const gate of gatesOf(OPERATION_CONTRACTS[name] as OperationContract)) {
        expect(FEATURE_GATES[gate.feature as keyof typeof FEATURE_GATES]?.operations, name).toContain(name);
      }
    }
    for (const entry of Object.values(FEATURE_GATES)) {
      for (const name of entry.operations) {
        const features = gatesOf(OPERATION_CONTRACTS[name] as OperationContract).map((gate) => gate.feature);
        expect(features, name).toContain(entry.feature);
      }
    }
  });

  it('gates every route the base edition excludes (spec §6) on a feature the base edition lacks', () => {
    for (const route of base.routes.excludes) {
      const feature = featureOfRoute(route);
      expect(feature, route).toBeDefined();
      expect(isFeatureEnabled(base, feature!), route).toBe(false);
      expect(featureOfRoute(`${route}/anything`)).toBe(feature);
    }
    expect(featureOfRoute('/tools/lipsync')).toBe('lipsync');
    expect(featureOfRoute('/projects')).toBeUndefined();
    expect(featureOfRoute('/teamsters')).toBeUndefined();
  });

  it('names the socket events, downloads and controls of their features', () => {
    expect(featureOfRealtimeEvent('user:activity')).toBe('collaboration');
    expect(featureOfRealtimeEvent('field:lock')).toBeUndefined();
    expect(featureOfDownload('otio')).toBe('advanced_export');
    expect(featureOfDownload('csv')).toBeUndefined();
    expect(featureOfControl('timeline.trackOrder')).toBe('advanced_editor');
    expect(featureOfControl('script.upload')).toBe('script_upload');
  });

  it('refuses with "Upgrade to Motion Maker Pro to use …", or the spec text for script upload', () => {
    const refusal = featureRefusalMessage('api_access');
    expect(refusal).toEqual({
      code: 'feature.upgrade',
      params: { edition: 'Motion Maker Pro', feature: 'API access', featureCode: 'featureName.api_access' },
      text: 'Upgrade to Motion Maker Pro to use API access.',
    });
    expect(parseServerMessage(refusal.text).params).toMatchObject({ featureCode: 'featureName.api_access' });
    const upload = missingGate(OPERATION_CONTRACTS['scenario.script.apply'], { source: 'upload' }, base);
    expect(featureRefusalMessage('script_upload', upload?.message).text).toBe(TIMELINE_MESSAGES.scriptUploadProOnly);
  });

  it('applies a conditional gate only to the inputs that need the feature', () => {
    const apply = OPERATION_CONTRACTS['scenario.script.apply'];
    expect(missingGate(apply, { source: 'editor' }, base)).toBeUndefined();
    expect(missingGate(apply, { source: 'upload' }, base)?.feature).toBe('script_upload');
    expect(missingGate(apply, { source: 'upload' }, pro)).toBeUndefined();
    const images = OPERATION_CONTRACTS['scenario.shots.generateAll'];
    expect(missingGate(images, { onlyWithoutImage: true }, base)).toBeUndefined();
    expect(missingGate(images, {}, base)?.feature).toBe('batch_operations');
    // Creating a project in a team and in several languages: both gates apply, the first missing one answers.
    const create = OPERATION_CONTRACTS['project.create'];
    expect(missingGate(create, { supportedLanguages: ['en', 'de', 'ja'] }, base)?.feature).toBe('multi_lang');
    expect(missingGate(create, { supportedLanguages: ['en', 'de'] }, base)).toBeUndefined();
  });

  it('counts languages besides English, the content language among them', () => {
    expect(isMultiLanguage({})).toBe(false);
    expect(isMultiLanguage({ supportedLanguages: ['en', 'de'] })).toBe(false);
    expect(isMultiLanguage({ supportedLanguages: ['en', 'de'], contentLanguage: 'de' })).toBe(false);
    expect(isMultiLanguage({ supportedLanguages: ['de'], contentLanguage: 'ja' })).toBe(true);
    expect(isMultiLanguage({ supportedLanguages: ['en', 'de', 'fr'] })).toBe(true);
  });
});
