import { describe, expect, it } from 'vitest';
import type { SketchReference } from '../types.ts';
import { ANIMALS } from '@sym/story-analysis';
import { planScene } from '../scene/plan-scene.ts';
import { portraitAnimal } from './animal-portrait.ts';
import { renderSketch } from '../render-sketch.ts';
import { readOwnFigure } from './own-figure.ts';
import { decode, type Pixels } from './render.test-support.ts';

const BISCUIT: SketchReference = {
  id: 'asset-biscuit',
  name: 'Biscuit',
  type: 'character',
  description: 'Biscuit, a scruffy brown terrier dog with one white ear',
};

type Box = { left: number; top: number; right: number; bottom: number };
const widthOf = (box: Box) => box.right - box.left + 1;
const heightOf = (box: Box) => box.bottom - box.top + 1;

/** The bounding box of the pixels where `isFigure` holds. */
function boxOf(pixels: Pixels, isFigure: (offset: number) => boolean): Box {
  const box = { left: pixels.width, top: pixels.height, right: -1, bottom: -1 };
  for (let y = 0; y < pixels.height; y++) {
    for (let x = 0; x < pixels.width; x++) {
      if (!isFigure((y * pixels.width + x) * 3)) continue;
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x);
      box.top = Math.min(box.top, y);
      box.bottom = Math.max(box.bottom, y);
    }
  }
  return box;
}

/** The figure on a flat studio backdrop: every pixel clearly off the corner's colour (its soft shadow is not). */
function studioFigure(pixels: Pixels): Box {
  const { data } = pixels;
  return boxOf(pixels, (at) => [0, 1, 2].some((c) => Math.abs(data[at + c]! - data[c]!) > 50));
}

/** Light, near-grey pixels (a white ear) inside a box that differ from what is behind them. */
function whiteIn(pixels: Pixels, box: Box, behind: (at: number) => readonly number[]): number {
  let count = 0;
  for (let y = box.top; y <= box.bottom; y++) {
    for (let x = box.left; x <= box.right; x++) {
      const at = (y * pixels.width + x) * 3;
      const rgb = [pixels.data[at]!, pixels.data[at + 1]!, pixels.data[at + 2]!];
      const back = behind(at);
      const isLight = Math.min(...rgb) > 200 && Math.max(...rgb) - Math.min(...rgb) < 30;
      if (isLight && rgb.some((value, c) => Math.abs(value - back[c]!) > 5)) count += 1;
    }
  }
  return count;
}

/** The upper front of an animal facing right: where its head and ears are. */
const headOf = (box: Box): Box => ({
  left: box.left + Math.round(widthOf(box) * 0.5),
  top: box.top,
  right: box.right,
  bottom: box.top + Math.round(heightOf(box) * 0.5),
});

async function sheetOf(reference: SketchReference, side = 768) {
  const result = await renderSketch(
    { prompt: reference.description, width: side, height: side, references: [reference] },
    { seed: 0 },
  );
  return { bytes: result.bytes, pixels: await decode(result.bytes) };
}

describe('a character asset that is an animal', () => {
  it('is drawn on its sheet as the animal, its marks from its words, and stays tagged for its shots', async () => {
    for (const description of [BISCUIT.description, `${BISCUIT.description}, on four legs`]) {
      const { bytes, pixels } = await sheetOf({ ...BISCUIT, description });
      const figure = studioFigure(pixels);
      expect(widthOf(figure), description).toBeGreaterThan(heightOf(figure) * 1.1);
      const plain = await sheetOf({ ...BISCUIT, description: 'Biscuit, a scruffy brown terrier dog' });
      const backdrop = (pixels: Pixels) => () => [...pixels.data.subarray(0, 3)];
      const ear = whiteIn(pixels, headOf(figure), backdrop(pixels));
      expect(ear).toBeGreaterThan(whiteIn(plain.pixels, headOf(figure), backdrop(plain.pixels)) + 400);
      expect(readOwnFigure(bytes)).toMatchObject({ id: BISCUIT.id, description });
    }
  });

  it('is the animal for every four-legged animal the renderer draws; other creatures are read as themselves', async () => {
    // A person on the sheet is well under half as wide as tall; a four-legged animal is about as wide or wider
    // (a stag's antlers and a hare's ears make the tallest of them).
    const ratio = (box: Box) => widthOf(box) / heightOf(box);
    const person = await sheetOf({ id: 'asset-tom', name: 'Tom', type: 'character', description: 'a fisherman' }, 256);
    expect(ratio(studioFigure(person.pixels))).toBeLessThan(0.6);
    for (const animal of ANIMALS) {
      const word = animal.words[0]!;
      const identity = { id: `asset-${animal.key}`, name: 'Pet', description: `a ${word}` };
      expect(portraitAnimal(identity)?.species, word).toBe(animal.key);
      if (animal.body !== 'quadruped' || animal.key === 'frog') continue;
      const { pixels } = await sheetOf({ ...identity, type: 'character' }, 256);
      expect(ratio(studioFigure(pixels)), word).toBeGreaterThan(animal.key === 'deer' ? 0.75 : 0.9);
    }
  });

  it('takes the pose its words give it, on its sheet and in every shot', () => {
    const identity = { id: BISCUIT.id, name: BISCUIT.name };
    expect(portraitAnimal({ ...identity, description: BISCUIT.description })?.pose).toBe('stand');
    expect(portraitAnimal({ ...identity, description: `${BISCUIT.description}, sleeping` })?.pose).toBe('lie');
    expect(portraitAnimal({ ...identity, description: `${BISCUIT.description}, sitting` })?.pose).toBe('sit');
    for (const [words, action] of [
      ['stands', 'stand'],
      ['walks along the quay', 'walk'],
      ['runs to the boat', 'run'],
      ['sits by the door', 'sit'],
      ['sleeps by the lantern', 'lie'],
      ['lies on the rug', 'lie'],
    ] as const) {
      const scene = planScene({ shotType: 'wide', description: `Biscuit ${words}.`, assets: [BISCUIT] });
      expect(
        scene.figures.map((figure) => [figure.kind, figure.species, figure.action]),
        words,
      ).toEqual([['animal', 'dog', action]]);
    }
  });

  it('stays a fable character when its words dress it or make it speak', () => {
    expect(portraitAnimal({ id: 'f', name: 'Reynard', description: 'a sly fox in a green waistcoat' })).toBeUndefined();
    expect(
      portraitAnimal({ id: 'f', name: 'Reynard', description: 'a fox who talks, in a coat, on all fours' }),
    ).toMatchObject({ species: 'fox' });
    expect(portraitAnimal({ id: 'm', name: 'Mara', description: 'a girl with a dog' })).toBeUndefined();
  });

  it('keeps its shape and its white ear in a shot, sleeping or standing', async () => {
    const sheet = await sheetOf(BISCUIT);
    const linked = { ...BISCUIT, image: sheet.bytes };
    for (const description of [
      'Biscuit sleeps by the lantern on the quay',
      'Biscuit stands by the lantern on the quay',
    ]) {
      const scene = planScene({ shotType: 'wide', description, assets: [BISCUIT] });
      expect(scene.figures.map((figure) => [figure.assetId, figure.kind, figure.species])).toEqual([
        [BISCUIT.id, 'animal', 'dog'],
      ]);
      const request = { prompt: description, width: 1280, height: 720, shotType: 'wide' as const };
      const shot = await decode((await renderSketch({ ...request, references: [linked], scene }, { seed: 3 })).bytes);
      const empty = await decode(
        (await renderSketch({ ...request, references: [], scene: { ...scene, figures: [] } }, { seed: 3 })).bytes,
      );
      const figure = boxOf(shot, (at) =>
        [0, 1, 2].some((c) => Math.abs(shot.data[at + c]! - empty.data[at + c]!) > 50),
      );
      expect(widthOf(figure), description).toBeGreaterThan(heightOf(figure));
      const ear = whiteIn(shot, headOf(figure), (at) => [...empty.data.subarray(at, at + 3)]);
      expect(ear, description).toBeGreaterThan(40);
    }
  });
});
