import { Rng } from './prng.ts';
import { boxBlur, luminance, type Frame } from './pixel-ops.ts';

/** Darken towards the corners; `strength` 0-1. */
export function vignette(frame: Frame, strength: number): void {
  const { pixels, width, height } = frame;
  const cx = width / 2;
  const cy = height / 2;
  const norm = 1 / (cx * cx + cy * cy);
  const rowFactor = new Float32Array(height);
  for (let y = 0; y < height; y++) rowFactor[y] = (y - cy) * (y - cy);
  for (let y = 0; y < height; y++) {
    const dy = rowFactor[y]!;
    for (let x = 0; x < width; x++) {
      const d = ((x - cx) * (x - cx) + dy) * norm;
      const factor = 1 - strength * d * d * 1.6;
      const index = (y * width + x) * 4;
      pixels[index] = pixels[index]! * factor;
      pixels[index + 1] = pixels[index + 1]! * factor;
      pixels[index + 2] = pixels[index + 2]! * factor;
    }
  }
}

const TILE = 256;
let grainTile: Int8Array | undefined;
let paperTile: Uint8Array | undefined;

function noiseTile(): Int8Array {
  if (!grainTile) {
    const rng = new Rng(0x5eed);
    grainTile = new Int8Array(TILE * TILE);
    for (let index = 0; index < grainTile.length; index++)
      grainTile[index] = Math.round((rng.next() + rng.next() - 1) * 127);
  }
  return grainTile;
}

/** A tileable paper texture: soft blotches plus fibres, 255 = white. */
function paper(): Uint8Array {
  if (!paperTile) {
    const rng = new Rng(0x9a9e);
    const coarse = new Uint8Array(TILE * TILE);
    for (let index = 0; index < coarse.length; index++) coarse[index] = 128 + Math.round((rng.next() - 0.5) * 90);
    const blotches = boxBlur(coarse, TILE, TILE, 6);
    const fine = boxBlur(coarse, TILE, TILE, 1);
    paperTile = new Uint8Array(TILE * TILE);
    for (let index = 0; index < paperTile.length; index++) {
      paperTile[index] = Math.min(255, 200 + (blotches[index]! - 128) * 1.4 + (fine[index]! - 128) * 0.5 + 40);
    }
    for (let fibre = 0; fibre < 220; fibre++) {
      let x = rng.next() * TILE;
      let y = rng.next() * TILE;
      const angle = rng.next() * Math.PI;
      for (let step = 0; step < 14; step++) {
        const index = ((y | 0) & (TILE - 1)) * TILE + ((x | 0) & (TILE - 1));
        paperTile[index] = Math.max(0, paperTile[index]! - 22);
        x += Math.cos(angle);
        y += Math.sin(angle);
      }
    }
  }
  return paperTile;
}

/** Add film grain of the given amplitude (levels). */
export function grain(frame: Frame, amount: number): void {
  const tile = noiseTile();
  const { pixels, width, height } = frame;
  const scale = amount / 127;
  for (let y = 0; y < height; y++) {
    const tileRow = (y & (TILE - 1)) * TILE;
    for (let x = 0; x < width; x++) {
      const delta = tile[tileRow + (x & (TILE - 1))]! * scale;
      const index = (y * width + x) * 4;
      pixels[index] = pixels[index]! + delta;
      pixels[index + 1] = pixels[index + 1]! + delta;
      pixels[index + 2] = pixels[index + 2]! + delta;
    }
  }
}

/** Multiply by a paper texture, scaled so the grain stays fine on large frames. */
export function paperTexture(frame: Frame, amount: number): void {
  const tile = paper();
  const { pixels, width, height } = frame;
  const step = Math.max(1, Math.round(height / 720));
  for (let y = 0; y < height; y++) {
    const tileRow = (((y / step) | 0) & (TILE - 1)) * TILE;
    for (let x = 0; x < width; x++) {
      const factor = 1 - amount + (amount * tile[tileRow + (((x / step) | 0) & (TILE - 1))]!) / 255;
      const index = (y * width + x) * 4;
      pixels[index] = pixels[index]! * factor;
      pixels[index + 1] = pixels[index + 1]! * factor;
      pixels[index + 2] = pixels[index + 2]! * factor;
    }
  }
}

/** Print-style halftone: dots on a 45° grid whose size follows the local darkness. */
export function halftone(frame: Frame, cell: number, strength: number): void {
  const { pixels, width, height } = frame;
  const tone = boxBlur(luminance(frame), width, height, Math.max(1, Math.round(cell / 2)));
  const inv = 0.7071 / cell;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const u = (x + y) * inv;
      const v = (x - y) * inv + 1000;
      const fu = u - Math.floor(u) - 0.5;
      const fv = v - Math.floor(v) - 0.5;
      const distance = Math.sqrt(fu * fu + fv * fv);
      const pixel = y * width + x;
      const darkness = 1 - tone[pixel]! / 255;
      const radius = Math.sqrt(darkness) * 0.6;
      const coverage = Math.max(0, Math.min(1, (radius - distance) * cell));
      const factor = 1 - strength * coverage;
      const index = pixel * 4;
      pixels[index] = pixels[index]! * factor;
      pixels[index + 1] = pixels[index + 1]! * factor;
      pixels[index + 2] = pixels[index + 2]! * factor;
    }
  }
}

/** Every `period`-th row darkened (monitor scanlines). */
export function scanlines(frame: Frame, period: number, darkness: number): void {
  const { pixels, width, height } = frame;
  for (let y = 0; y < height; y += period) {
    for (let index = y * width * 4; index < (y + 1) * width * 4; index += 4) {
      pixels[index] = pixels[index]! * (1 - darkness);
      pixels[index + 1] = pixels[index + 1]! * (1 - darkness);
      pixels[index + 2] = pixels[index + 2]! * (1 - darkness);
    }
  }
}
