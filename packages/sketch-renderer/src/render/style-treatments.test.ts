import { describe, expect, it } from 'vitest';
import { resolvePreset, textAdjustments, tonesOf } from './style-treatments.ts';

describe('resolvePreset', () => {
  it('takes a known preset id as is and ignores unknown ids', () => {
    expect(resolvePreset({ presetId: 'comic-book' })).toBe('comic-book');
    expect(resolvePreset({ presetId: 'no-such-style' })).toBe('none');
    expect(resolvePreset(undefined)).toBe('none');
  });

  it('takes display names ("Oil Painting") as the preset they name', () => {
    expect(resolvePreset({ presetId: 'Oil Painting' })).toBe('oil-painting');
    expect(resolvePreset({ presetId: '3D Animation' })).toBe('3d-animation');
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
    expect(textAdjustments('muted colours, heavy shadows')).toMatchObject({ saturation: 0.6, contrast: 1.22 });
    expect(textAdjustments('black and white').saturation).toBe(0);
    expect(textAdjustments('warm light').tint?.[0]).toBeGreaterThan(1);
    expect(textAdjustments('nothing special')).toEqual({});
  });

  it('reads comparatives and storms, and does not brighten "storm light"', () => {
    expect(textAdjustments('warmer colours').tint?.[0]).toBeGreaterThan(1);
    expect(textAdjustments('make it cooler').tint?.[2]).toBeGreaterThan(1);
    const storm = textAdjustments('moody storm light');
    expect(storm.brightness).toBeLessThan(0);
    expect(storm.saturation).toBeLessThan(1);
    expect(textAdjustments('film noir').saturation).toBe(0);
  });
});

describe('tonesOf', () => {
  it('puts the first named colour in the shadows and the last in the highlights', () => {
    const tones = tonesOf('moody storm light, teal and amber');
    expect(tones?.shadow[2]).toBeGreaterThan(tones?.shadow[0] ?? 255);
    expect(tones?.highlight[0]).toBeGreaterThan(tones?.highlight[2] ?? 255);
    expect(tonesOf('no colours here')).toBeUndefined();
  });
});
