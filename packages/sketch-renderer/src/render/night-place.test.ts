import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { ScenePlan } from '@sym/contracts';
import type { SketchReference } from '../types.ts';
import { planScene } from '../scene/plan-scene.ts';
import { renderSketch } from '../render-sketch.ts';
import { readOwnPlace } from './own-place.ts';
import { planShot } from './plan.test-support.ts';
import { decode, type Pixels } from './render.test-support.ts';

// Issue 30: shot 2 of the lighthouse story came out as a black frame with rain. Night must darken the place, not
// erase it: the same lighthouse as by day, dimmer and bluer, its shapes where they were.

const STORMY_NIGHT =
  'One stormy night the great lamp at the top of the lighthouse goes dark. Rain lashes the windows and the waves crash against the rocks below.';
const LIGHTHOUSE: SketchReference = {
  id: 'loc-lighthouse',
  name: 'Lighthouse',
  type: 'location',
  description: 'the lighthouse on the cliffs of Harrow Bay',
};
const COLUMNS = 32;
const ROWS = 18;

/** Mean luminance of each cell of a grid over the frame: what stands where, with the rain streaks averaged out. */
function cells(pixels: Pixels): number[] {
  const sums = new Array<number>(COLUMNS * ROWS).fill(0);
  const counts = new Array<number>(COLUMNS * ROWS).fill(0);
  for (let y = 0; y < pixels.height; y++) {
    const row = Math.floor((y * ROWS) / pixels.height);
    for (let x = 0; x < pixels.width; x++) {
      const cell = row * COLUMNS + Math.floor((x * COLUMNS) / pixels.width);
      const at = (y * pixels.width + x) * 3;
      sums[cell]! += 0.2126 * pixels.data[at]! + 0.7152 * pixels.data[at + 1]! + 0.0722 * pixels.data[at + 2]!;
      counts[cell]! += 1;
    }
  }
  return sums.map((sum, cell) => sum / counts[cell]!);
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const spread = (values: readonly number[]) => Math.sqrt(mean(values.map((value) => (value - mean(values)) ** 2)));

function correlation(a: readonly number[], b: readonly number[]): number {
  const [ma, mb] = [mean(a), mean(b)];
  let [ab, aa, bb] = [0, 0, 0];
  a.forEach((value, index) => {
    ab += (value - ma) * (b[index]! - mb);
    aa += (value - ma) ** 2;
    bb += (b[index]! - mb) ** 2;
  });
  return ab / Math.sqrt(aa * bb);
}

/** How much each cell of the grid changes from pixel to pixel: the outlines of things, wherever they stand. */
function edges(pixels: Pixels): number[] {
  const sums = new Array<number>(COLUMNS * ROWS).fill(0);
  const lum = (x: number, y: number) => {
    const at = (y * pixels.width + x) * 3;
    return 0.2126 * pixels.data[at]! + 0.7152 * pixels.data[at + 1]! + 0.0722 * pixels.data[at + 2]!;
  };
  for (let y = 0; y < pixels.height - 1; y++) {
    const row = Math.floor((y * ROWS) / pixels.height);
    for (let x = 0; x < pixels.width - 1; x++) {
      const here = lum(x, y);
      sums[row * COLUMNS + Math.floor((x * COLUMNS) / pixels.width)]! +=
        Math.abs(lum(x + 1, y) - here) + Math.abs(lum(x, y + 1) - here);
    }
  }
  return sums;
}

/** The lighthouse's red-and-white tower by day: the columns full of red bands, from its top band to its bottom one. */
function towerBox(day: Pixels): { x0: number; x1: number; y0: number; y1: number } {
  const isRed = (x: number, y: number) => {
    const at = (y * day.width + x) * 3;
    const [r, g, b] = [day.data[at]!, day.data[at + 1]!, day.data[at + 2]!];
    return r > 150 && r > g + 70 && r > b + 70;
  };
  const counts = Array.from({ length: day.width }, (_, x) => {
    let count = 0;
    for (let y = 0; y < day.height; y++) if (isRed(x, y)) count++;
    return count;
  });
  const most = Math.max(...counts);
  const columns = counts.flatMap((count, x) => (count > most * 0.6 ? [x] : []));
  const [x0, x1] = [Math.min(...columns), Math.max(...columns)];
  const rows = Array.from({ length: day.height }, (_, y) => y).filter((y) => isRed(Math.round((x0 + x1) / 2), y));
  return { x0, x1, y0: Math.min(...rows), y1: Math.max(...rows) };
}

/** Mean RGB of a box of the frame. */
function boxColor(pixels: Pixels, x0: number, x1: number, y0: number, y1: number): number[] {
  const sums = [0, 0, 0];
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) for (let c = 0; c < 3; c++) sums[c]! += pixels.data[(y * pixels.width + x) * 3 + c]!;
  }
  return sums.map((sum) => sum / ((x1 - x0 + 1) * (y1 - y0 + 1)));
}

async function render(scene: ScenePlan, location: SketchReference): Promise<Pixels> {
  return decode((await renderSketch(planShot(scene, { references: [location] }), { seed: 1 })).bytes);
}

/** The location's picture as the wizard's asset step draws it (the canonical take, so day shots show it as it is). */
async function preview(): Promise<SketchReference> {
  const picture = await renderSketch(
    { prompt: LIGHTHOUSE.description, width: 1280, height: 720, references: [LIGHTHOUSE] },
    { seed: 0 },
  );
  return { ...LIGHTHOUSE, image: picture.bytes };
}

describe('a night shot keeps its place', () => {
  const night = planScene({ shotType: 'wide', description: STORMY_NIGHT, assets: [LIGHTHOUSE] });
  const day: ScenePlan = { ...night, time: 'day', weather: 'clear', light: 'soft' };

  it('plans the stormy night at the linked lighthouse', () => {
    expect(night.setting).toMatchObject({ place: 'lighthouse', interior: false, assetId: LIGHTHOUSE.id });
    expect({ time: night.time, weather: night.weather }).toEqual({ time: 'night', weather: 'storm' });
  });

  it('draws the lighthouse of its picture on a stormy night: darker, never near black, the tower standing out', async () => {
    const location = await preview();
    expect(readOwnPlace(location.image!)).toBeDefined();
    const [byDay, byNight] = await Promise.all([render(day, location), render(night, location)]);
    const [dayCells, nightCells] = [cells(byDay), cells(byNight)];
    // Before, the frame averaged 25 of 255: rain on black.
    expect(mean(nightCells)).toBeLessThan(mean(dayCells) * 0.6);
    expect(mean(nightCells)).toBeGreaterThan(40);
    expect(spread(nightCells)).toBeGreaterThan(spread(dayCells) * 0.4);
    const tower = towerBox(byDay);
    const width = tower.x1 - tower.x0;
    expect(width).toBeGreaterThan(10);
    const body = boxColor(byNight, tower.x0, tower.x1, tower.y0, tower.y1);
    const left = boxColor(byNight, tower.x0 - 3 * width, tower.x0 - 2 * width, tower.y0, tower.y1);
    const right = boxColor(byNight, tower.x1 + 2 * width, tower.x1 + 3 * width, tower.y0, tower.y1);
    const contrast = (a: number[], b: number[]) => mean(a.map((value, c) => Math.abs(value - b[c]!)));
    expect(Math.min(contrast(body, left), contrast(body, right))).toBeGreaterThan(12);
  });

  it('keeps the outlines of the place on a clear night where they are by day', async () => {
    const location = await preview();
    const clearNight: ScenePlan = { ...night, weather: 'clear', light: 'soft' };
    const [byDay, byNight] = await Promise.all([render(day, location), render(clearNight, location)]);
    const [dayEdges, nightEdges] = [edges(byDay), edges(byNight)];
    expect(mean(nightEdges)).toBeGreaterThan(mean(dayEdges) * 0.4);
    expect(correlation(dayEdges, nightEdges)).toBeGreaterThan(0.6);
  });

  it('only dims an uploaded picture of the place at night', async () => {
    const drawn = await preview();
    // Re-encoded, the picture is any photo: the renderer cannot redraw it, it can only light it for the night.
    const photo = { ...LIGHTHOUSE, image: new Uint8Array(await sharp(drawn.image!).png().toBuffer()) };
    expect(readOwnPlace(photo.image)).toBeUndefined();
    const [byDay, byNight] = await Promise.all([render(day, photo), render(night, photo)]);
    const [dayCells, nightCells] = [cells(byDay), cells(byNight)];
    expect(mean(nightCells)).toBeLessThan(mean(dayCells) * 0.7);
    expect(mean(nightCells)).toBeGreaterThan(mean(dayCells) * 0.3);
    expect(correlation(dayCells, nightCells)).toBeGreaterThan(0.5);
  });
});
