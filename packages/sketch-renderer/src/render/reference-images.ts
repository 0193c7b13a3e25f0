import { createCanvas, ImageData, type Canvas } from '@napi-rs/canvas';
import sharp, { type OutputInfo } from 'sharp';
import { SketchRenderError } from '../errors.ts';
import { colorStats, dominantColors, type ColorStats, type Rgb } from './palette.ts';

/** A decoded image ready to draw, at most `maxSide` pixels on its longer side. */
export interface DecodedImage {
  canvas: Canvas;
  width: number;
  height: number;
  /** Straight (not premultiplied) RGBA pixels of the canvas. */
  pixels: Uint8ClampedArray;
}

/** Decode PNG/JPEG/WebP bytes (EXIF orientation applied) into a canvas. */
export async function decodeImage(bytes: Uint8Array, maxSide: number): Promise<DecodedImage> {
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(bytes)
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new SketchRenderError('input', 'A reference image could not be read (expected PNG, JPEG or WebP).', {
      cause: error,
    });
  }
  const { width, height } = decoded.info;
  const pixels = new Uint8ClampedArray(decoded.data.buffer, decoded.data.byteOffset, decoded.data.length);
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').putImageData(new ImageData(pixels, width, height), 0, 0);
  return { canvas, width, height, pixels };
}

/** A character cut out of its reference image, or a soft oval portrait when the backdrop cannot be removed. */
export interface CutOut {
  canvas: Canvas;
  /** Head centre as a fraction of the cut-out's height, for close-up framing. */
  faceFraction: number;
  /** True when the image could not be keyed and is shown as an oval portrait. */
  cameo: boolean;
}

function borderStats(
  pixels: Uint8ClampedArray,
  width: number,
  height: number,
): { key: number[]; spread: number; share: number } {
  const samples: number[][] = [[], [], []];
  const push = (x: number, y: number): void => {
    const index = (y * width + x) * 4;
    for (let channel = 0; channel < 3; channel++) samples[channel]?.push(pixels[index + channel] ?? 0);
  };
  for (let x = 0; x < width; x += 2) {
    push(x, 0);
    push(x, height - 1);
  }
  for (let y = 0; y < height; y += 2) {
    push(0, y);
    push(width - 1, y);
  }
  const key = samples.map((values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  });
  const count = samples[0]?.length ?? 1;
  let deviation = 0;
  let close = 0;
  for (let index = 0; index < count; index++) {
    let distance = 0;
    for (let channel = 0; channel < 3; channel++) {
      distance += Math.abs((samples[channel]?.[index] ?? 0) - (key[channel] ?? 0));
    }
    deviation += distance;
    if (distance < 36) close++;
  }
  return { key, spread: deviation / count, share: close / count };
}

/**
 * Remove a uniform backdrop by flooding in from the borders; returns straight RGBA with soft alpha and the opaque
 * bounds, or undefined when the border is not uniform or nothing (or everything) would remain.
 */
export function keyOutBackdrop(
  pixels: Uint8ClampedArray,
  width: number,
  height: number,
): { pixels: Uint8ClampedArray; bounds: { x: number; y: number; width: number; height: number } } | undefined {
  const { key, spread, share } = borderStats(pixels, width, height);
  if (share < 0.85) return undefined;
  const tolerance = Math.max(24, spread * 3);
  const [kr = 0, kg = 0, kb = 0] = key;
  const distance = (pixel: number): number =>
    Math.abs((pixels[pixel * 4] ?? 0) - kr) +
    Math.abs((pixels[pixel * 4 + 1] ?? 0) - kg) +
    Math.abs((pixels[pixel * 4 + 2] ?? 0) - kb);
  const total = width * height;
  const visited = new Uint8Array(total);
  const stack = new Int32Array(total);
  let top = 0;
  const seed = (pixel: number): void => {
    if (!visited[pixel] && distance(pixel) < tolerance * 2) {
      visited[pixel] = 1;
      stack[top++] = pixel;
    }
  };
  for (let x = 0; x < width; x++) {
    seed(x);
    seed((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    seed(y * width);
    seed(y * width + width - 1);
  }
  const out = new Uint8ClampedArray(pixels);
  while (top > 0) {
    const pixel = stack[--top] ?? 0;
    const d = distance(pixel);
    out[pixel * 4 + 3] = Math.round(
      Math.max(0, Math.min(1, (d - tolerance) / tolerance)) * (pixels[pixel * 4 + 3] ?? 255),
    );
    const x = pixel % width;
    if (x > 0) seed(pixel - 1);
    if (x < width - 1) seed(pixel + 1);
    if (pixel >= width) seed(pixel - width);
    if (pixel < total - width) seed(pixel + width);
  }
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  let opaque = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if ((out[(y * width + x) * 4 + 3] ?? 0) > 40) {
        opaque++;
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
  }
  const coverage = opaque / total;
  if (coverage < 0.02 || coverage > 0.92 || maxX < minX) return undefined;
  return { pixels: out, bounds: { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 } };
}

/** The thing a picture shows on a plain backdrop, cropped, the backdrop keyed out; undefined when it cannot be. */
export function keyedCutOut(image: DecodedImage): Canvas | undefined {
  const keyed = keyOutBackdrop(image.pixels, image.width, image.height);
  if (!keyed) return undefined;
  const { bounds } = keyed;
  const full = createCanvas(image.width, image.height);
  full.getContext('2d').putImageData(new ImageData(keyed.pixels, image.width, image.height), 0, 0);
  const canvas = createCanvas(bounds.width, bounds.height);
  canvas.getContext('2d').drawImage(full, -bounds.x, -bounds.y);
  return canvas;
}

/** Turn a character's reference image into a drawable figure: keyed cut-out when possible, else an oval portrait. */
export function cutOutFigure(image: DecodedImage): CutOut {
  const keyed = keyedCutOut(image);
  if (keyed) {
    // A tall cut-out is a full figure (head near the top); a squat one is a bust or an animal.
    const faceFraction = keyed.height / keyed.width > 1.6 ? 0.16 : 0.3;
    return { canvas: keyed, faceFraction, cameo: false };
  }
  const aspect = 0.72;
  const cropWidth = Math.min(image.width, image.height * aspect);
  const cropHeight = cropWidth / aspect;
  const canvas = createCanvas(Math.round(cropWidth), Math.round(cropHeight));
  const ctx = canvas.getContext('2d');
  ctx.drawImage(
    image.canvas,
    (image.width - cropWidth) / 2,
    (image.height - cropHeight) * 0.3,
    cropWidth,
    cropHeight,
    0,
    0,
    canvas.width,
    canvas.height,
  );
  // Feathered oval mask: the portrait fades into the scene instead of ending in a hard rectangle.
  ctx.globalCompositeOperation = 'destination-in';
  ctx.save();
  ctx.translate(canvas.width / 2, canvas.height / 2);
  ctx.scale(canvas.width / 2, canvas.height / 2);
  const mask = ctx.createRadialGradient(0, 0, 0, 0, 0, 1);
  mask.addColorStop(0, 'rgba(0,0,0,1)');
  mask.addColorStop(0.78, 'rgba(0,0,0,1)');
  mask.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = mask;
  ctx.fillRect(-1, -1, 2, 2);
  ctx.restore();
  ctx.globalCompositeOperation = 'source-over';
  return { canvas, faceFraction: 0.36, cameo: true };
}

/** What a reference picture brings besides its shapes: its colours, and whether a figure can be cut out of it. */
export interface ReferenceLook {
  stats: ColorStats;
  /** Commonest colours first; for a keyable image, the figure's own colours (the backdrop is left out). */
  colors: Rgb[];
  keyable: boolean;
}

/** Measure a reference picture on a small copy (colours need no detail). */
export async function referenceLook(bytes: Uint8Array): Promise<ReferenceLook> {
  const image = await decodeImage(bytes, 160);
  const keyed = keyOutBackdrop(image.pixels, image.width, image.height);
  const pixels = keyed?.pixels ?? image.pixels;
  return { stats: colorStats(image.pixels), colors: dominantColors(pixels, 3), keyable: keyed !== undefined };
}
