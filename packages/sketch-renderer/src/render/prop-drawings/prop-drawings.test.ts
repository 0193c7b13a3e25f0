import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { PROPS } from '@sym/story-analysis';
import { drawPropKind, propTint, PROP_DRAWINGS } from './index.ts';

const SIDE = 64;

function render(kind: string, traits: readonly string[] = []): Uint8ClampedArray {
  const canvas = createCanvas(SIDE, SIDE);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = 'rgb(255,255,255)';
  ctx.fillRect(0, 0, SIDE, SIDE);
  drawPropKind(ctx, kind, traits, 0, 0, SIDE);
  return new Uint8ClampedArray(canvas.data());
}

function difference(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let sum = 0;
  for (let index = 0; index < a.length; index++) sum += Math.abs((a[index] ?? 0) - (b[index] ?? 0));
  return sum / a.length;
}

describe('prop drawings', () => {
  it('has its own drawing for every prop of the vocabulary', () => {
    const missing = PROPS.map((prop) => prop.key).filter((key) => !(key in PROP_DRAWINGS));
    expect(missing).toEqual([]);
  });

  it('draws every pair of props differently', () => {
    const rendered = PROPS.map((prop) => [prop.key, render(prop.key)] as const);
    const blank = render('none-such-prop-drawn-as-box');
    const alike: string[] = [];
    for (const [index, [key, pixels]] of rendered.entries()) {
      // Something is drawn at all: not a blank square.
      expect(difference(pixels, new Uint8ClampedArray(pixels.length).fill(255)), key).toBeGreaterThan(4);
      if (key !== 'box') expect(difference(pixels, blank), `${key} is not the generic box`).toBeGreaterThan(3);
      for (const [other, otherPixels] of rendered.slice(index + 1)) {
        if (difference(pixels, otherPixels) < 3) alike.push(`${key}/${other}`);
      }
    }
    expect(alike).toEqual([]);
  });

  it('colours a prop from its traits: colour words first, then materials', () => {
    expect(propTint('box', ['red'])).not.toEqual(propTint('box', []));
    expect(propTint('box', ['tin'])).toEqual([210, 8, 68]);
    expect(propTint('telescope', ['brass'])).toEqual([42, 70, 50]);
    expect(propTint('key', ['rusty'])).toEqual([18, 62, 34]);
    expect(difference(render('box', ['red']), render('box', ['blue']))).toBeGreaterThan(5);
  });
});
