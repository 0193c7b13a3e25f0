import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { PLACES } from '@sym/story-analysis';
import { drawSetting } from '../scene-setting.ts';
import { SETTING_KINDS } from '../setting-words.ts';
import { PLACE_VIEWS, type PlaceView } from './camera.ts';
import { PLACE_DRAWINGS } from './catalog.ts';
import { drawPlace, type PlaceScene } from './draw-place.ts';

const WIDTH = 192;
const HEIGHT = 108;

function scene(place: string, overrides: Partial<PlaceScene> = {}): PlaceScene {
  const interior = PLACES.find((entry) => entry.key === place)?.interior ?? false;
  return { place, interior, details: [], time: 'day', weather: 'clear', light: 'soft', ...overrides };
}

/** RGBA pixels of a place drawn small (the numbers below were chosen from these sizes). */
function render(input: PlaceScene, view?: PlaceView, width = WIDTH, height = HEIGHT): Uint8ClampedArray {
  const canvas = createCanvas(width, height);
  drawPlace(canvas.getContext('2d'), input, width, height, { horizonRatio: 0.55, seed: 11, view });
  return new Uint8ClampedArray(canvas.data());
}

/** Block means of RGB over a grid: small shifts of detail matter less than what stands where. */
function thumb(pixels: Uint8ClampedArray, width: number, height: number, columns = 24, rows = 14): Float32Array {
  const out = new Float32Array(columns * rows * 3);
  const counts = new Float32Array(columns * rows);
  for (let y = 0; y < height; y++) {
    const row = Math.min(rows - 1, Math.floor((y * rows) / height));
    for (let x = 0; x < width; x++) {
      const cell = row * columns + Math.min(columns - 1, Math.floor((x * columns) / width));
      const index = (y * width + x) * 4;
      for (let channel = 0; channel < 3; channel++) out[cell * 3 + channel]! += pixels[index + channel]!;
      counts[cell]! += 1;
    }
  }
  for (let cell = 0; cell < counts.length; cell++) {
    for (let channel = 0; channel < 3; channel++) out[cell * 3 + channel]! /= counts[cell]!;
  }
  return out;
}

function difference(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let index = 0; index < a.length; index++) sum += Math.abs(a[index]! - b[index]!);
  return sum / a.length;
}

function luminance(pixels: Uint8ClampedArray): number {
  let sum = 0;
  for (let index = 0; index < pixels.length; index += 4) {
    sum += 0.2126 * pixels[index]! + 0.7152 * pixels[index + 1]! + 0.0722 * pixels[index + 2]!;
  }
  return sum / (pixels.length / 4);
}

/** A crop of `pixels` (scale ≥ 1 zooms in, offsets in fractions of the free room), optionally mirrored, as a thumb. */
function croppedThumb(pixels: Uint8ClampedArray, scale: number, fx: number, fy: number, mirror: boolean): Float32Array {
  const cropW = WIDTH / scale;
  const cropH = HEIGHT / scale;
  const x0 = (WIDTH - cropW) * fx;
  const y0 = (HEIGHT - cropH) * fy;
  const out = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const sx = Math.min(WIDTH - 1, Math.floor(x0 + ((mirror ? WIDTH - 1 - x : x) * cropW) / WIDTH));
      const sy = Math.min(HEIGHT - 1, Math.floor(y0 + (y * cropH) / HEIGHT));
      const from = (sy * WIDTH + sx) * 4;
      const to = (y * WIDTH + x) * 4;
      out[to] = pixels[from]!;
      out[to + 1] = pixels[from + 1]!;
      out[to + 2] = pixels[from + 2]!;
    }
  }
  return thumb(out, WIDTH, HEIGHT);
}

/** Every zoomed, shifted or mirrored crop of a picture, as thumbs: what a reframing of it could look like. */
function cropsOf(original: Uint8ClampedArray): Float32Array[] {
  const crops: Float32Array[] = [];
  for (const scale of [1, 1.15, 1.3, 1.6, 2]) {
    for (const fx of [0, 0.25, 0.5, 0.75, 1]) {
      for (const fy of [0, 0.25, 0.5, 0.75, 1]) {
        for (const mirror of [false, true]) crops.push(croppedThumb(original, scale, fx, fy, mirror));
      }
    }
  }
  return crops;
}

describe('drawPlace', () => {
  const thumbs = new Map(PLACES.map((place) => [place.key, thumb(render(scene(place.key)), WIDTH, HEIGHT)]));

  it('has a drawing for every place of the vocabulary, and each draws a varied picture', () => {
    for (const place of PLACES) {
      expect(PLACE_DRAWINGS[place.key], place.key).toBeDefined();
      const cells = thumbs.get(place.key)!;
      const mean = cells.reduce((sum, value) => sum + value, 0) / cells.length;
      const spread = Math.sqrt(cells.reduce((sum, value) => sum + (value - mean) ** 2, 0) / cells.length);
      expect(spread, place.key).toBeGreaterThan(20);
    }
  });

  it('draws every place differently from every other place', () => {
    let closest = { pair: '', value: Infinity };
    for (const [index, a] of PLACES.entries()) {
      for (const b of PLACES.slice(index + 1)) {
        const value = difference(thumbs.get(a.key)!, thumbs.get(b.key)!);
        if (value < closest.value) closest = { pair: `${a.key} / ${b.key}`, value };
      }
    }
    expect(closest.value, closest.pair).toBeGreaterThan(12);
  });

  it('shows the time of day, the weather and the light', () => {
    for (const place of ['lighthouse', 'market', 'forest', 'room']) {
      const day = thumb(render(scene(place)), WIDTH, HEIGHT);
      for (const [change, floor] of [
        [{ time: 'night' }, 25],
        [{ time: 'sunset' }, 8],
        [{ time: 'dawn' }, 6],
        [{ weather: 'storm' }, 12],
        [{ weather: 'snow' }, 4],
        [{ weather: 'fog' }, 6],
        [{ light: 'golden' }, 5],
        [{ light: 'moody' }, 8],
      ] as const) {
        const changed = thumb(render(scene(place, change)), WIDTH, HEIGHT);
        expect(difference(day, changed), `${place} ${JSON.stringify(change)}`).toBeGreaterThan(floor);
      }
    }
  });

  it('lights rooms at night with lamps and windows: never near-black', () => {
    for (const place of PLACES.filter((entry) => entry.interior && entry.key !== 'cave')) {
      const night = luminance(render(scene(place.key, { time: 'night' })));
      expect(night, place.key).toBeGreaterThan(70);
    }
    for (const place of ['room', 'stairs', 'tavern']) {
      const darkNight = luminance(render(scene(place, { time: 'night', light: 'dark', weather: 'storm' })));
      expect(darkNight, `${place} on a dark stormy night`).toBeGreaterThan(55);
    }
    const cave = luminance(render(scene('cave', { time: 'night', details: ['sea'] })));
    expect(cave).toBeGreaterThan(35);
  });

  it('draws the variant views as other cameras, not crops of the default picture', () => {
    for (const place of ['lighthouse', 'harbour', 'stairs', 'market', 'cave', 'room']) {
      const input = scene(place, { details: place === 'stairs' ? ['spiral'] : ['sea'] });
      const crops = cropsOf(render(input));
      const views = [undefined, ...PLACE_VIEWS].map((view) => ({
        view: view ?? 'default',
        cells: thumb(render(input, view), WIDTH, HEIGHT),
      }));
      for (const [index, a] of views.entries()) {
        for (const b of views.slice(index + 1)) {
          expect(difference(a.cells, b.cells), `${place}: ${a.view} / ${b.view}`).toBeGreaterThan(6);
        }
      }
      for (const { view, cells } of views.slice(1)) {
        const nearest = Math.min(...crops.map((crop) => difference(crop, cells)));
        expect(nearest, `${place}: ${view}`).toBeGreaterThan(5);
      }
    }
  });

  it('lets detail words vary a place, and draws an unknown place as the nearest generic one', () => {
    const cells = (input: PlaceScene) => thumb(render(input), WIDTH, HEIGHT);
    const varied: [PlaceScene, PlaceScene][] = [
      [scene('stairs'), scene('stairs', { details: ['spiral'] })],
      [scene('cave'), scene('cave', { details: ['sea'] })],
      [scene('forest'), scene('forest', { details: ['snowy'] })],
      [scene('room', { details: ['snow'] }), scene('room')],
    ];
    for (const [plain, detailed] of varied) {
      expect(
        difference(cells(plain), cells(detailed)),
        `${detailed.place} ${detailed.details.join(' ')}`,
      ).toBeGreaterThan(3);
    }
    expect(difference(cells(scene('moonbase', { interior: false })), cells(scene('field')))).toBe(0);
    expect(difference(cells(scene('vault', { interior: true })), cells(scene('room')))).toBe(0);
  });

  it('is deterministic: the same place, seed and view give the same pixels', () => {
    for (const view of [undefined, 'reverse', 'super-wide'] as const) {
      const input = scene('harbour', { time: 'night', weather: 'storm' });
      expect(Buffer.from(render(input, view)).equals(Buffer.from(render(input, view)))).toBe(true);
    }
  });

  it('draws the old setting kinds through the places', () => {
    for (const kind of SETTING_KINDS) {
      const canvas = createCanvas(WIDTH, HEIGHT);
      const spec = { kind, time: 'day', rain: false, snow: false, fog: false, waterBehind: false } as const;
      drawSetting(canvas.getContext('2d'), spec, WIDTH, HEIGHT, { horizonRatio: 0.55, seed: 3 });
      const cells = thumb(new Uint8ClampedArray(canvas.data()), WIDTH, HEIGHT);
      expect(cells.some((value) => value > 0)).toBe(true);
    }
  });
});
