import { describe, expect, it } from 'vitest';
import { NAMED_COLORS } from './color.ts';
import { plannedLook } from './plan-traits.ts';

describe('plannedLook', () => {
  it('dresses each garment in the colour its phrase gives', () => {
    const { traits } = plannedLook('text:mara', 'Mara', ['young woman', 'red scarf', 'yellow oilskin coat']);
    expect(traits.outfit).toBe('coat');
    expect(traits.outfitColor).toEqual(NAMED_COLORS.yellow);
    expect(traits.scarf).toBe(true);
    expect(traits.trimColor).toEqual(NAMED_COLORS.red);
    expect(traits.beard).toBe(false);
    // "young" is not a child.
    expect(traits.heightFactor).toBeGreaterThan(0.9);
  });

  it('greys and bends the old, bearded when the text says so', () => {
    const { traits, stoop } = plannedLook('text:tobias', 'Old Tobias', ['old', 'retired fisherman', 'grey beard']);
    expect(stoop).toBe(true);
    expect(traits.beard).toBe(true);
    const [, saturation, lightness] = traits.hairColor;
    expect(saturation).toBeLessThan(12);
    expect(lightness).toBeGreaterThan(60);
  });

  it('makes a child small and reads hair, dresses and hats', () => {
    const child = plannedLook('text:lily', 'Lily', ['little girl', 'blue dress', 'blonde hair', 'ponytail']).traits;
    expect(child.heightFactor).toBeLessThan(0.75);
    expect(child.outfit).toBe('dress');
    expect(child.outfitColor).toEqual(NAMED_COLORS.blue);
    expect(child.hair).toBe('ponytail');
    expect(child.hairColor).toEqual([46, 70, 64]);
    const hatted = plannedLook('text:sam', 'Sam', ['man', 'green woolly hat']).traits;
    expect(hatted.hat).toBe('beanie');
    expect(hatted.hatColor).toEqual(NAMED_COLORS.green);
  });

  it('gives the same figure the same look every time and different figures different looks', () => {
    const a = plannedLook('text:ann', 'Ann', []);
    expect(plannedLook('text:ann', 'Ann', [])).toEqual(a);
    expect(plannedLook('text:bea', 'Bea', [])).not.toEqual(a);
  });
});
