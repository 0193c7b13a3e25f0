import { describe, expect, it } from 'vitest';
import type { SketchReference, SketchRequest } from '../types.ts';
import { renderSketch } from '../render-sketch.ts';
import { readOwnFigure } from './own-figure.ts';
import { readOwnPlace } from './own-place.ts';
import { decode, meanDifference } from './render.test-support.ts';
import { takeOf } from './take-variation.ts';

const ASSETS: SketchReference[] = [
  { id: 'char-mara', name: 'Mara', type: 'character', description: 'a lighthouse keeper in a yellow coat' },
  { id: 'loc-pier', name: 'Old Pier', type: 'location', description: 'an old wooden pier' },
  { id: 'prop-lamp', name: 'Lamp', type: 'prop', description: 'a brass storm lantern' },
];

function picture(reference: SketchReference): SketchRequest {
  const wide = reference.type === 'location';
  return { prompt: reference.description, width: wide ? 480 : 320, height: wide ? 270 : 320, references: [reference] };
}

describe('takes of an asset picture (issue 30: a regeneration gave the same bytes)', () => {
  it('seed 0 is the canonical take; every other seed is a take of its own', () => {
    expect(takeOf(0)).toBeUndefined();
    const zooms = new Set([1, 2, 3, 4, 5].map((seed) => takeOf(seed)!.zoom));
    expect(zooms.size).toBe(5);
  });

  for (const asset of ASSETS) {
    it(`gives a ${asset.type} five visibly different takes of the same subject, each repeatable`, async () => {
      const takes = [];
      for (const seed of [11, 22, 33, 44, 55]) takes.push((await renderSketch(picture(asset), { seed })).bytes);
      const again = (await renderSketch(picture(asset), { seed: 33 })).bytes;
      expect(Buffer.from(again).equals(Buffer.from(takes[2]!))).toBe(true);
      const pixels = await Promise.all(takes.map((bytes) => decode(bytes)));
      for (let first = 0; first < pixels.length; first++) {
        for (let second = first + 1; second < pixels.length; second++) {
          expect(meanDifference(pixels[first]!.data, pixels[second]!.data)).toBeGreaterThan(6);
        }
      }
      // Still the same figure or place: later shots draw it again from what the picture carries.
      const identity = asset.type === 'location' ? readOwnPlace : readOwnFigure;
      if (asset.type !== 'prop') {
        for (const bytes of takes) expect(identity(bytes)?.id).toBe(asset.id);
      }
    }, 60_000);
  }
});
