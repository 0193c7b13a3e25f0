import { createCanvas } from '@napi-rs/canvas';
import { FIGURE_ACTIONS } from '@sym/contracts';
import { describe, expect, it } from 'vitest';
import { ANIMALS } from '@sym/story-analysis';
import { colorsIn } from '../color.ts';
import { readCoat } from './animal-marks.ts';
import { animalPose, drawAnimal, hasAnimalDrawing, type AnimalPose } from './index.ts';

const SIDE = 96;

function render(
  key: string,
  pose: AnimalPose = 'stand',
  traits: readonly string[] = [],
  open = false,
): Uint8ClampedArray {
  const canvas = createCanvas(SIDE * 2, SIDE);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = 'rgb(255,255,255)';
  ctx.fillRect(0, 0, SIDE * 2, SIDE);
  drawAnimal(ctx, key, traits, pose, SIDE, SIDE - 4, SIDE - 8, 1, open);
  return new Uint8ClampedArray(canvas.data());
}

function difference(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let sum = 0;
  for (let index = 0; index < a.length; index++) sum += Math.abs((a[index] ?? 0) - (b[index] ?? 0));
  return sum / a.length;
}

describe('animal drawings', () => {
  it('has a drawing for every animal of the vocabulary', () => {
    expect(ANIMALS.filter((animal) => !hasAnimalDrawing(animal.key)).map((animal) => animal.key)).toEqual([]);
  });

  it('draws every pair of animals differently', () => {
    const rendered = ANIMALS.map((animal) => [animal.key, render(animal.key)] as const);
    const alike: string[] = [];
    for (const [index, [key, pixels]] of rendered.entries()) {
      for (const [other, otherPixels] of rendered.slice(index + 1)) {
        if (difference(pixels, otherPixels) < 2) alike.push(`${key}/${other}`);
      }
    }
    expect(alike).toEqual([]);
  });

  it('moves four legs differently for walking, running, sitting, lying and rearing', () => {
    const standing = render('dog');
    for (const pose of ['walk', 'run', 'sit', 'lie', 'rear'] as const) {
      expect(difference(render('dog', pose), standing), pose).toBeGreaterThan(1);
    }
    expect(new Set(FIGURE_ACTIONS.map(animalPose))).toEqual(new Set(['stand', 'walk', 'run', 'sit', 'lie', 'rear']));
  });

  it('opens its mouth to bark', () => {
    expect(difference(render('dog', 'stand', [], true), render('dog'))).toBeGreaterThan(0.2);
  });

  it('colours a part the words name apart from the coat ("one white ear", "a black tail")', () => {
    const [white, brown, black] = ['white', 'brown', 'black'].map((name) => colorsIn(name)[0]);
    expect(readCoat(['a scruffy brown terrier dog with one white ear'])).toEqual({ fur: brown, marks: { ear: white } });
    expect(readCoat(['a white-eared dog'])).toEqual({ marks: { ear: white } });
    expect(readCoat(['a white dog with a black tail and brown paws'])).toEqual({
      fur: white,
      marks: { tail: black, paws: brown },
    });
    const plain = render('dog', 'stand', ['brown dog']);
    expect(difference(render('dog', 'stand', ['brown dog with one white ear']), plain)).toBeGreaterThan(0.3);
  });

  it('takes its coat colour from the traits', () => {
    expect(difference(render('dog', 'stand', ['black']), render('dog', 'stand', ['white']))).toBeGreaterThan(5);
  });
});
