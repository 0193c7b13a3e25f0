import { VARIANT_SUITE_NAMES } from '@sym/contracts';
import { describe, expect, it } from 'vitest';
import type { SketchReference, SketchRequest } from '../types.ts';
import { renderSketch } from '../render-sketch.ts';
import { readOwnPlace } from './own-place.ts';
import { placeSceneOf } from './place-views.ts';
import { decode, meanDifference, type Pixels } from './render.test-support.ts';

const LIGHTHOUSE: SketchReference = {
  id: 'loc-lighthouse',
  name: 'Old Lighthouse',
  type: 'location',
  description: 'an old lighthouse on a rocky point above the sea',
};

function picture(reference: SketchReference, viewName?: string): SketchRequest {
  const wide = reference.type === 'location';
  return {
    prompt: reference.description,
    width: wide ? 640 : 384,
    height: wide ? 360 : 384,
    references: [reference],
    ...(viewName ? { viewName } : {}),
  };
}

async function views(reference: SketchReference): Promise<{ plain: Uint8Array; views: Map<string, Pixels> }> {
  const plain = (await renderSketch(picture(reference), { seed: 1 })).bytes;
  const drawn = new Map<string, Pixels>([['Default', await decode(plain)]]);
  for (const name of VARIANT_SUITE_NAMES) {
    // Each suite image is its own job (its own seed), drawn with the Default's picture as the reference.
    const bytes = (await renderSketch(picture({ ...reference, image: plain }, name), { seed: name.length })).bytes;
    drawn.set(name, await decode(bytes));
  }
  return { plain, views: drawn };
}

function closePairs(drawn: Map<string, Pixels>, threshold: number): string[] {
  const names = [...drawn.keys()];
  const close: string[] = [];
  for (const [index, first] of names.entries()) {
    for (const second of names.slice(index + 1)) {
      const difference = meanDifference(drawn.get(first)!.data, drawn.get(second)!.data);
      if (difference < threshold) close.push(`${first} ~ ${second}: ${difference.toFixed(1)}`);
    }
  }
  return close;
}

/** The picture flipped left to right. */
function mirrored(pixels: Pixels): Buffer {
  const out = Buffer.alloc(pixels.data.length);
  for (let y = 0; y < pixels.height; y++) {
    for (let x = 0; x < pixels.width; x++) {
      pixels.data.copy(
        out,
        (y * pixels.width + x) * 3,
        (y * pixels.width + pixels.width - 1 - x) * 3,
        (y * pixels.width + pixels.width - x) * 3,
      );
    }
  }
  return out;
}

describe('placeSceneOf', () => {
  it('reads the place of the vocabulary, time and weather from a location description', () => {
    expect(placeSceneOf('an old lighthouse on a rocky point')).toMatchObject({ place: 'lighthouse', interior: false });
    expect(placeSceneOf('a damp sea cave at night in the rain')).toMatchObject({
      place: 'cave',
      interior: true,
      time: 'night',
      weather: 'rain',
    });
    expect(placeSceneOf('somewhere').place).toBe('field');
    // The name decides over a part the description mentions.
    expect(placeSceneOf('striped lighthouse on a rocky headland, spiral stairs', 'Old Lighthouse').place).toBe(
      'lighthouse',
    );
    expect(placeSceneOf('a damp cave by the sea', 'Smugglers Stairs').place).toBe('stairs');
  });
});

describe('variant suite views', () => {
  it('of a location drawn by the renderer are five cameras on the same place, not one picture re-framed', async () => {
    const { plain, views: drawn } = await views(LIGHTHOUSE);
    expect(closePairs(drawn, 8)).toEqual([]);
    // The reverse angle looks the other way: it is not the Default mirrored.
    const reverse = drawn.get('Reverse Angle')!;
    expect(meanDifference(reverse.data, mirrored(drawn.get('Default')!))).toBeGreaterThan(16);
    // The Default carries the place it shows, so the views can draw it again.
    expect(readOwnPlace(plain)).toEqual({
      id: LIGHTHOUSE.id,
      name: LIGHTHOUSE.name,
      description: LIGHTHOUSE.description,
    });
  }, 60_000);

  it('of a character are five different framings of the figure', async () => {
    const { views: drawn } = await views({
      id: 'char-keeper',
      name: 'Mara',
      type: 'character',
      description: 'a lighthouse keeper in a yellow coat',
    });
    expect(closePairs(drawn, 4)).toEqual([]);
  }, 60_000);
});
