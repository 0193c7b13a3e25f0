import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { definitionOf, parseTarget, targetIdOf, targetSubjectOf } from '../generation-targets.ts';
import { GENERATION_TARGET_DEFINITIONS, GENERATION_TARGET_TYPES, targetDefinitionOf } from './registry.ts';
import { SAMPLE_TARGET_IDS, TARGET_SAMPLES } from './target-samples.ts';

const samples = Object.values(TARGET_SAMPLES);

describe('the generation target registry', () => {
  it('has one definition per target type, and every type has a sample', () => {
    expect(new Set(GENERATION_TARGET_TYPES).size).toBe(GENERATION_TARGET_DEFINITIONS.length);
    expect([...GENERATION_TARGET_TYPES].sort()).toEqual(Object.keys(TARGET_SAMPLES).sort());
    for (const definition of GENERATION_TARGET_DEFINITIONS) {
      for (const step of ['targetId', 'subject', 'produce', 'fill', 'fail'] as const) {
        expect(typeof definition[step], `${definition.type}.${step}`).toBe('function');
      }
    }
  });

  it('reads every stored target back through its own definition', () => {
    for (const sample of samples) {
      const parsed = parseTarget({ ...sample });
      expect(parsed).toEqual(sample);
      expect(definitionOf(parsed!)).toBe(targetDefinitionOf(sample.type));
      expect(definitionOf(parsed!).type).toBe(sample.type);
      expect(targetIdOf(parsed!)).toBe(SAMPLE_TARGET_IDS[sample.type]);
    }
  });

  it('rejects unknown types and payloads missing a field of their type', () => {
    expect(parseTarget({ type: 'asset-image', assetId: 'a', generationId: 'b' })).toBeUndefined();
    expect(parseTarget({ type: 'toString' })).toBeUndefined();
    expect(parseTarget({ type: 'constructor' })).toBeUndefined();
    expect(parseTarget({ assetId: 'a', generationId: 'b' })).toBeUndefined();
    for (const sample of samples) {
      for (const field of Object.keys(sample).filter((key) => key !== 'type' && key !== 'modificationId')) {
        const broken: Record<string, unknown> = { ...sample, [field]: 42 };
        expect(parseTarget(broken), `${sample.type} with a numeric ${field}`).toBeUndefined();
      }
    }
  });

  it('places a running job on its episode, shot or asset as its definition says', () => {
    expect(targetSubjectOf(TARGET_SAMPLES['asset-variant'])).toEqual({
      scenarioId: null,
      shotId: null,
      assetId: 'asset-1',
    });
    for (const type of ['shot-image', 'shot-video', 'shot-lipsync'] as const) {
      expect(targetSubjectOf(TARGET_SAMPLES[type])).toEqual({
        scenarioId: 'episode-1',
        shotId: 'shot-1',
        assetId: null,
      });
    }
    expect(targetSubjectOf(TARGET_SAMPLES['voice-clip'])).toEqual({
      scenarioId: 'episode-1',
      shotId: null,
      assetId: null,
    });
    expect(targetSubjectOf(TARGET_SAMPLES['wizard-asset-preview'])).toEqual({
      scenarioId: null,
      shotId: null,
      assetId: null,
    });
  });

  it('leaves no target type named in the runner, the failure path or the request service', () => {
    const folder = path.join(import.meta.dirname, '..');
    for (const file of [
      'generation-runner.ts',
      'generation-failure.ts',
      'generation-request.service.ts',
      'generation-targets.ts',
    ]) {
      const source = fs.readFileSync(path.join(folder, file), 'utf8');
      for (const type of GENERATION_TARGET_TYPES) {
        expect(source.includes(`'${type}'`), `${file} names '${type}'`).toBe(false);
      }
      expect(/switch\s*\(\s*target/.test(source), `${file} switches on a target`).toBe(false);
      expect(/target\??\.type\s*[!=]==/.test(source), `${file} compares a target's type`).toBe(false);
    }
  });
});
