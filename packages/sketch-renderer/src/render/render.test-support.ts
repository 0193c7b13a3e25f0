import sharp from 'sharp';
import type { SketchReference, SketchRequest } from '../types.ts';
import type { Box } from './framing.ts';

/** Decoded RGB pixels of a rendered PNG. */
export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

/** Decode PNG bytes to raw RGB. */
export async function decode(bytes: Uint8Array): Promise<Pixels> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The RGB bytes inside a box, row by row (the box is clipped to the image). */
export function region(pixels: Pixels, box: Box): Buffer {
  const x0 = Math.max(0, box.x);
  const y0 = Math.max(0, box.y);
  const x1 = Math.min(pixels.width, box.x + box.width);
  const y1 = Math.min(pixels.height, box.y + box.height);
  const rows: Buffer[] = [];
  for (let y = y0; y < y1; y++)
    rows.push(pixels.data.subarray((y * pixels.width + x0) * 3, (y * pixels.width + x1) * 3));
  return Buffer.concat(rows);
}

/** Mean absolute difference per channel between two equally sized byte runs. */
export function meanDifference(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) throw new Error(`sizes differ: ${a.length} vs ${b.length}`);
  let sum = 0;
  for (let index = 0; index < a.length; index++) sum += Math.abs((a[index] ?? 0) - (b[index] ?? 0));
  return sum / Math.max(1, a.length);
}

/** Average colour of RGB bytes. */
export function averageColor(bytes: Uint8Array): [number, number, number] {
  const sums = [0, 0, 0];
  for (let index = 0; index < bytes.length; index++) sums[index % 3]! += bytes[index] ?? 0;
  const count = bytes.length / 3;
  return [sums[0]! / count, sums[1]! / count, sums[2]! / count];
}

/** A solid-colour PNG. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .png()
    .toBuffer();
}

export const FOX: SketchReference = {
  id: 'char-fox',
  name: 'Fox',
  type: 'character',
  description: 'a sly red fox with a green scarf',
};
export const CROW: SketchReference = {
  id: 'char-crow',
  name: 'Crow',
  type: 'character',
  description: 'a proud black crow',
};
export const FISHER: SketchReference = {
  id: 'char-fisher',
  name: 'Old Tom',
  type: 'character',
  description: 'an old fisherman with a grey beard and a yellow coat',
};
export const CHEESE: SketchReference = {
  id: 'prop-cheese',
  name: 'Cheese',
  type: 'prop',
  description: 'a big piece of cheese',
};
export const FOREST: SketchReference = {
  id: 'loc-forest',
  name: 'Oak Forest',
  type: 'location',
  description: 'a sunny forest clearing with old oak trees',
};
export const HARBOR: SketchReference = {
  id: 'loc-harbor',
  name: 'Harbor',
  type: 'location',
  description: 'a small fishing harbor with a wooden pier',
};

/** A typical 16:9 shot request. */
export function shot(overrides: Partial<SketchRequest> = {}): SketchRequest {
  return {
    prompt: 'The fox looks up at the crow',
    width: 1280,
    height: 720,
    shotType: 'wide',
    references: [FOX, CROW, CHEESE, FOREST],
    ...overrides,
  };
}
