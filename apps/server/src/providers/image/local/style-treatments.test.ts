import { describe, expect, it } from 'vitest';
import { resolvePreset, textAdjustments } from './style-treatments.ts';

describe('resolvePreset', () => {
  it('takes a known preset id as is and ignores unknown ids', () => {
    expect(resolvePreset({ presetId: 'comic-book' })).toBe('comic-book');
    expect(resolvePreset({ presetId: 'no-such-style' })).toBe('none');
    expect(resolvePreset(undefined)).toBe('none');
  });

  it.each([
    ['moody film noir', 'gritty-realism'],
    ['soft watercolour wash', 'watercolor'],
    ['Pixar-like 3D render', '3d-animation'],
    ['classic 2D cartoon', '2d-animation'],
    ['sepia, old film', 'vintage'],
    ['manga panels', 'anime'],
    ['neon cyberpunk city', 'sci-fi'],
    ['thick impasto oil', 'oil-painting'],
    ['cinematic photo', 'photorealistic'],
  ])('infers "%s" as %s', (text, preset) => {
    expect(resolvePreset({ text })).toBe(preset);
  });
});

describe('textAdjustments', () => {
  it('turns colour words into a grade', () => {
    expect(textAdjustments('muted colours, heavy shadows')).toMatchObject({ saturation: 0.6, contrast: 1.2 });
    expect(textAdjustments('black and white').saturation).toBe(0);
    expect(textAdjustments('warm light').tint?.[0]).toBeGreaterThan(1);
    expect(textAdjustments('nothing special')).toEqual({});
  });
});
