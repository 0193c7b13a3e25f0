import { Rng } from './prng.ts';
import type { Frame } from './pixel-ops.ts';

/**
 * A tileable "gather" texture: for each pixel, where to take its colour from (an offset) and how much light to add.
 * Built once, then applied to a whole frame with one lookup per pixel, so a painterly surface costs a few
 * milliseconds however many strokes it holds.
 */
export interface GatherTile {
  size: number;
  dx: Int8Array;
  dy: Int8Array;
  light: Int8Array;
}

const SIZE = 256;
const MASK = SIZE - 1;

function emptyTile(): GatherTile {
  const area = SIZE * SIZE;
  return { size: SIZE, dx: new Int8Array(area), dy: new Int8Array(area), light: new Int8Array(area) };
}

/** Smoothly turning stroke direction, so neighbouring strokes follow each other like a painter's hand. */
function flowAngle(x: number, y: number): number {
  const t = (2 * Math.PI) / SIZE;
  return 0.55 * Math.sin(x * t * 2 + 0.7) + 0.45 * Math.cos(y * t * 3) + 0.35 * Math.sin((x + y) * t);
}

let oilTile: GatherTile | undefined;

/**
 * Oil-paint strokes: thousands of short, tapered strokes; each pulls its colour from near its centre (a daub of one
 * colour), has bristle ridges across it, and a raised middle lit from the top-left (impasto).
 */
export function oilStrokes(): GatherTile {
  if (oilTile) return oilTile;
  const tile = emptyTile();
  const height = new Float32Array(SIZE * SIZE);
  const rng = new Rng(0x0171);
  for (let stroke = 0; stroke < 4200; stroke++) {
    const cx = rng.next() * SIZE;
    const cy = rng.next() * SIZE;
    const angle = flowAngle(cx, cy) + rng.range(-0.35, 0.35);
    const length = rng.range(9, 20);
    const width = rng.range(3, 6);
    const shade = rng.range(-9, 9);
    const phase = rng.next() * 6;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const reach = Math.ceil(length / 2 + width);
    for (let oy = -reach; oy <= reach; oy++) {
      for (let ox = -reach; ox <= reach; ox++) {
        const u = ox * cos + oy * sin;
        const v = -ox * sin + oy * cos;
        const along = Math.abs(u) / (length / 2);
        // Tapered ends: the stroke narrows over its last third.
        const halfWidth = (width / 2) * (along < 0.66 ? 1 : Math.max(0, (1 - along) * 3));
        if (along > 1 || Math.abs(v) > halfWidth) continue;
        const index = (((cy + oy) | 0) & MASK) * SIZE + (((cx + ox) | 0) & MASK);
        // Colour comes from the stroke's centre line, pulled most of the way along the stroke.
        tile.dx[index] = Math.max(-8, Math.min(8, Math.round(-u * 0.45 * cos + v * 0.6 * sin)));
        tile.dy[index] = Math.max(-8, Math.min(8, Math.round(-u * 0.45 * sin - v * 0.6 * cos)));
        const across = v / Math.max(0.5, halfWidth);
        height[index] = (1 - across * across) * (1 - along * along * 0.6) * 10 + Math.sin(v * 2.6 + phase) * 2.2;
        tile.light[index] = Math.round(shade + Math.sin(v * 2.6 + phase) * 4);
      }
    }
  }
  // Relief lit from the top-left: the slope between opposite diagonal neighbours.
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const index = y * SIZE + x;
      const slope =
        height[((y - 1) & MASK) * SIZE + ((x - 1) & MASK)]! - height[((y + 1) & MASK) * SIZE + ((x + 1) & MASK)]!;
      tile.light[index] = Math.max(-127, Math.min(127, tile.light[index]! + Math.round(slope * 3.2)));
    }
  }
  oilTile = tile;
  return tile;
}

let wetTile: GatherTile | undefined;

/** Wet-paper wobble: a smooth, low-frequency displacement so colour edges bleed and wander like watercolour. */
export function wetWobble(): GatherTile {
  if (wetTile) return wetTile;
  const tile = emptyTile();
  const rng = new Rng(0x3a7e);
  const waves = Array.from({ length: 6 }, () => ({
    fx: rng.int(1, 5),
    fy: rng.int(1, 5),
    phase: rng.next() * Math.PI * 2,
    amplitude: rng.range(0.8, 1.6),
  }));
  const t = (2 * Math.PI) / SIZE;
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      let u = 0;
      let v = 0;
      for (const [index, wave] of waves.entries()) {
        const value = Math.sin(x * t * wave.fx + y * t * wave.fy + wave.phase) * wave.amplitude;
        if (index % 2 === 0) u += value;
        else v += value;
      }
      const pixel = y * SIZE + x;
      tile.dx[pixel] = Math.round(u * 1.6);
      tile.dy[pixel] = Math.round(v * 1.6);
      tile.light[pixel] = Math.round((u - v) * 2);
    }
  }
  wetTile = tile;
  return tile;
}

/** Rebuild the frame through a gather tile, `scale` frame pixels per tile pixel (bigger strokes on bigger frames). */
export function gatherThrough(frame: Frame, tile: GatherTile, scale: number, lightAmount = 1): void {
  const { width, height, pixels } = frame;
  const source = new Uint8ClampedArray(pixels);
  const step = Math.max(1, scale);
  for (let y = 0; y < height; y++) {
    const row = (((y / step) | 0) & MASK) * SIZE;
    for (let x = 0; x < width; x++) {
      const cell = row + (((x / step) | 0) & MASK);
      let sx = x + tile.dx[cell]! * step;
      let sy = y + tile.dy[cell]! * step;
      sx = sx < 0 ? 0 : sx >= width ? width - 1 : sx;
      sy = sy < 0 ? 0 : sy >= height ? height - 1 : sy;
      const from = (sy * width + sx) * 4;
      const to = (y * width + x) * 4;
      const light = tile.light[cell]! * lightAmount;
      pixels[to] = source[from]! + light;
      pixels[to + 1] = source[from + 1]! + light;
      pixels[to + 2] = source[from + 2]! + light;
    }
  }
}
