import { createCanvas } from '@napi-rs/canvas';
import { FIGURE_ACTIONS } from '@sym/contracts';
import { describe, expect, it } from 'vitest';
import { drawPosedFigureAt, figureTraits } from './figures.ts';
import { holdingHand, POSES } from './poses.ts';

const WIDTH = 200;
const HEIGHT = 180;
const TRAITS = figureTraits({ id: 'mara', name: 'Mara', description: 'a woman in a yellow coat and a red scarf' });

function render(action: (typeof FIGURE_ACTIONS)[number], facing: 1 | -1 = 1): Uint8ClampedArray {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = 'rgb(255,255,255)';
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  drawPosedFigureAt(ctx, TRAITS, WIDTH / 2, 30, 140, POSES[action], facing, 0);
  return new Uint8ClampedArray(canvas.data());
}

function difference(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let sum = 0;
  for (let index = 0; index < a.length; index++) sum += Math.abs((a[index] ?? 0) - (b[index] ?? 0));
  return sum / a.length;
}

/** RGBA rows of a box of a rendered figure. */
function box(pixels: Uint8ClampedArray, x: number, y: number, width: number, height: number): number[] {
  const rows: number[] = [];
  for (let row = y; row < y + height; row++)
    rows.push(...pixels.subarray((row * WIDTH + x) * 4, (row * WIDTH + x + width) * 4));
  return rows;
}

describe('poses', () => {
  it('draws every action other than standing with its own limbs', () => {
    const standing = render('stand');
    const rendered = new Map(FIGURE_ACTIONS.map((action) => [action, render(action)]));
    for (const action of FIGURE_ACTIONS) {
      if (action === 'stand') continue;
      expect(difference(rendered.get(action)!, standing), action).toBeGreaterThan(0.8);
    }
    // And the poses are not copies of one another.
    for (const [index, action] of FIGURE_ACTIONS.entries()) {
      for (const other of FIGURE_ACTIONS.slice(index + 1)) {
        expect(difference(rendered.get(action)!, rendered.get(other)!), `${action}/${other}`).toBeGreaterThan(0.5);
      }
    }
  });

  it('keeps the same head in every upright pose that leaves it alone', () => {
    // Head top at y = 30, 1.4 px per unit: the face from the hair line to above the mouth.
    const head = (pixels: Uint8ClampedArray) => box(pixels, WIDTH / 2 - 11, 30, 22, 19);
    const standing = head(render('stand'));
    for (const action of ['walk', 'hold', 'point', 'look', 'wave', 'climb'] as const) {
      expect(head(render(action)), action).toEqual(standing);
    }
  });

  it('mirrors a figure that faces left', () => {
    const right = render('point', 1);
    const left = render('point', -1);
    const mirrored = new Uint8ClampedArray(left.length);
    for (let y = 0; y < HEIGHT; y++) {
      for (let x = 0; x < WIDTH; x++) {
        mirrored.set(left.subarray((y * WIDTH + x) * 4, (y * WIDTH + x) * 4 + 4), (y * WIDTH + (WIDTH - 1 - x)) * 4);
      }
    }
    expect(difference(right, left)).toBeGreaterThan(1);
    expect(difference(right, mirrored)).toBeLessThan(1);
  });

  it('puts the holding hand out to the side when holding and overhead when climbing', () => {
    const [holdX, holdY] = holdingHand(POSES.hold, 1);
    expect(holdX).toBeGreaterThan(20);
    expect(holdY).toBeLessThan(56);
    const [, pointY] = holdingHand(POSES.point, 1);
    expect(pointY).toBeLessThan(32);
  });
});
