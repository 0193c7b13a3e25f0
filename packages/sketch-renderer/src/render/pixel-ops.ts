import { createCanvas, ImageData } from '@napi-rs/canvas';
import sharp, { type Sharp } from 'sharp';

/** An RGBA frame being post-processed; alpha is always 255. */
export interface Frame {
  pixels: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Options for one fused colour pass: a 3×3 matrix with offsets, then a per-channel tone curve. */
export interface Grade {
  saturation?: number;
  /** Around mid-grey; 1 = unchanged. */
  contrast?: number;
  /** Added after contrast, in 0-255 levels. */
  brightness?: number;
  gamma?: number;
  /** Per-channel gains applied after the matrix (warm = [1.08, 1, 0.9]). */
  tint?: readonly [number, number, number];
  /** Degrees of hue rotation. */
  hueRotate?: number;
  sepia?: number;
  /** Lift the blacks to this level (faded print). */
  lift?: number;
}

const LR = 0.2126;
const LG = 0.7152;
const LB = 0.0722;

type Matrix = [number, number, number, number, number, number, number, number, number];

function multiply(a: Matrix, b: Matrix): Matrix {
  const out = new Array<number>(9).fill(0) as Matrix;
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 3; col++) {
      let sum = 0;
      for (let k = 0; k < 3; k++) sum += a[row * 3 + k]! * b[k * 3 + col]!;
      out[row * 3 + col] = sum;
    }
  }
  return out;
}

function gradeMatrix(grade: Grade): Matrix {
  let matrix: Matrix = [1, 0, 0, 0, 1, 0, 0, 0, 1];
  if (grade.saturation !== undefined) {
    const s = grade.saturation;
    matrix = multiply(
      [
        LR + (1 - LR) * s,
        LG - LG * s,
        LB - LB * s,
        LR - LR * s,
        LG + (1 - LG) * s,
        LB - LB * s,
        LR - LR * s,
        LG - LG * s,
        LB + (1 - LB) * s,
      ],
      matrix,
    );
  }
  if (grade.hueRotate) {
    const angle = (grade.hueRotate * Math.PI) / 180;
    const c = Math.cos(angle);
    const s = Math.sin(angle);
    matrix = multiply(
      [
        LR + c * (1 - LR) - s * LR,
        LG - c * LG - s * LG,
        LB - c * LB + s * (1 - LB),
        LR - c * LR + s * 0.143,
        LG + c * (1 - LG) + s * 0.14,
        LB - c * LB - s * 0.283,
        LR - c * LR - s * (1 - LR),
        LG - c * LG + s * LG,
        LB + c * (1 - LB) + s * LB,
      ],
      matrix,
    );
  }
  if (grade.sepia) {
    const t = grade.sepia;
    const sepia: Matrix = [0.393, 0.769, 0.189, 0.349, 0.686, 0.168, 0.272, 0.534, 0.131];
    const identity: Matrix = [1, 0, 0, 0, 1, 0, 0, 0, 1];
    matrix = multiply(identity.map((value, index) => value * (1 - t) + sepia[index]! * t) as Matrix, matrix);
  }
  if (grade.tint) {
    const [r, g, b] = grade.tint;
    matrix = multiply([r, 0, 0, 0, g, 0, 0, 0, b], matrix);
  }
  return matrix;
}

/** Apply a colour grade in one pass over the pixels (cheaper here than several sharp round trips). */
export function applyGrade(frame: Frame, grade: Grade): void {
  const m = gradeMatrix(grade);
  const curve = new Uint8ClampedArray(1024);
  const contrast = grade.contrast ?? 1;
  const brightness = grade.brightness ?? 0;
  const gamma = grade.gamma ?? 1;
  const lift = grade.lift ?? 0;
  // The curve is indexed by matrix output + 256 so out-of-range matrix results still map sensibly.
  for (let index = 0; index < 1024; index++) {
    let value = Math.min(255, Math.max(0, index - 256)) / 255;
    if (gamma !== 1) value = Math.pow(value, 1 / gamma);
    value = (value - 0.5) * contrast + 0.5 + brightness / 255;
    value = lift / 255 + value * (1 - lift / 255);
    curve[index] = Math.round(value * 255);
  }
  const { pixels } = frame;
  const [m0, m1, m2, m3, m4, m5, m6, m7, m8] = m;
  for (let index = 0; index < pixels.length; index += 4) {
    const r = pixels[index]!;
    const g = pixels[index + 1]!;
    const b = pixels[index + 2]!;
    pixels[index] = curve[clampIndex(m0 * r + m1 * g + m2 * b)]!;
    pixels[index + 1] = curve[clampIndex(m3 * r + m4 * g + m5 * b)]!;
    pixels[index + 2] = curve[clampIndex(m6 * r + m7 * g + m8 * b)]!;
  }
}

function clampIndex(value: number): number {
  const index = (value + 256) | 0;
  return index < 0 ? 0 : index > 1023 ? 1023 : index;
}

/** Reduce each channel to `levels` values (flat cel colours). */
export function posterize(frame: Frame, levels: number): void {
  const lut = new Uint8ClampedArray(256);
  for (let value = 0; value < 256; value++)
    lut[value] = Math.round((Math.round((value / 255) * (levels - 1)) / (levels - 1)) * 255);
  const { pixels } = frame;
  for (let index = 0; index < pixels.length; index += 4) {
    pixels[index] = lut[pixels[index]!]!;
    pixels[index + 1] = lut[pixels[index + 1]!]!;
    pixels[index + 2] = lut[pixels[index + 2]!]!;
  }
}

/** Luminance plane of the frame. */
export function luminance(frame: Frame): Uint8Array {
  const { pixels } = frame;
  const out = new Uint8Array(frame.width * frame.height);
  for (let index = 0, pixel = 0; index < pixels.length; index += 4, pixel++) {
    out[pixel] = (pixels[index]! * 54 + pixels[index + 1]! * 183 + pixels[index + 2]! * 19) >> 8;
  }
  return out;
}

/** Separable box blur of a grey plane with radius `radius` (sliding window, O(pixels)). */
export function boxBlur(plane: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const temp = new Uint8Array(plane.length);
  const out = new Uint8Array(plane.length);
  const span = radius * 2 + 1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let x = -radius; x <= radius; x++) sum += plane[row + Math.min(width - 1, Math.max(0, x))]!;
    for (let x = 0; x < width; x++) {
      temp[row + x] = (sum / span) | 0;
      sum += plane[row + Math.min(width - 1, x + radius + 1)]! - plane[row + Math.max(0, x - radius)]!;
    }
  }
  for (let x = 0; x < width; x++) {
    let sum = 0;
    for (let y = -radius; y <= radius; y++) sum += temp[Math.min(height - 1, Math.max(0, y)) * width + x]!;
    for (let y = 0; y < height; y++) {
      out[y * width + x] = (sum / span) | 0;
      sum += temp[Math.min(height - 1, y + radius + 1) * width + x]! - temp[Math.max(0, y - radius) * width + x]!;
    }
  }
  return out;
}

/** Sobel gradient magnitude (|gx| + |gy|, clamped) of a grey plane. */
export function edgeStrength(plane: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(plane.length);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const tl = plane[i - width - 1]!;
      const tr = plane[i - width + 1]!;
      const bl = plane[i + width - 1]!;
      const br = plane[i + width + 1]!;
      const gx = tr + 2 * plane[i + 1]! + br - tl - 2 * plane[i - 1]! - bl;
      const gy = bl + 2 * plane[i + width]! + br - tl - 2 * plane[i - width]! - tr;
      const magnitude = (gx < 0 ? -gx : gx) + (gy < 0 ? -gy : gy);
      out[i] = magnitude > 255 ? 255 : magnitude;
    }
  }
  return out;
}

/** Darken the frame along edges stronger than `threshold`: ink lines of the given darkness (0-1). */
export function inkEdges(frame: Frame, edges: Uint8Array, threshold: number, darkness: number, softness = 40): void {
  const { pixels } = frame;
  for (let pixel = 0, index = 0; pixel < edges.length; pixel++, index += 4) {
    const excess = edges[pixel]! - threshold;
    if (excess <= 0) continue;
    const keep = 1 - darkness * Math.min(1, excess / softness);
    pixels[index] = pixels[index]! * keep;
    pixels[index + 1] = pixels[index + 1]! * keep;
    pixels[index + 2] = pixels[index + 2]! * keep;
  }
}

/** Multiply the frame by a grey plane (255 = unchanged) mixed in by `amount`. */
export function multiplyPlane(frame: Frame, plane: Uint8Array, amount: number): void {
  const { pixels } = frame;
  for (let pixel = 0, index = 0; pixel < plane.length; pixel++, index += 4) {
    const factor = 1 - amount + (amount * plane[pixel]!) / 255;
    pixels[index] = pixels[index]! * factor;
    pixels[index + 1] = pixels[index + 1]! * factor;
    pixels[index + 2] = pixels[index + 2]! * factor;
  }
}

/** Screen-blend `other` onto the frame by `amount` (glow, bloom). */
export function screen(frame: Frame, other: Uint8ClampedArray | Buffer, amount: number): void {
  const { pixels } = frame;
  for (let index = 0; index < pixels.length; index += 4) {
    for (let channel = 0; channel < 3; channel++) {
      const a = pixels[index + channel]!;
      const b = other[index + channel]!;
      pixels[index + channel] = a + (255 - a) * (b / 255) * amount;
    }
  }
}

function raw(frame: Frame): Sharp {
  return sharp(Buffer.from(frame.pixels.buffer, frame.pixels.byteOffset, frame.pixels.length), {
    raw: { width: frame.width, height: frame.height, channels: 4 },
  });
}

function toPixels(buffer: Buffer): Uint8ClampedArray {
  return new Uint8ClampedArray(buffer.buffer, buffer.byteOffset, buffer.length);
}

/** Gaussian blur through sharp (libvips is much faster than JS for large sigmas). */
export async function blurred(frame: Frame, sigma: number): Promise<Uint8ClampedArray> {
  return toPixels(await raw(frame).blur(sigma).raw().toBuffer());
}

/**
 * A wide blur (glow, bloom, out-of-focus) computed at 1/`shrink` size and scaled back bilinearly: wide blurs have no
 * detail to lose, and this costs a fraction of a full-size one (two box passes approximate the Gaussian).
 */
export function wideBlur(frame: Frame, sigma: number, shrink = 4): Uint8ClampedArray {
  const { width, height, pixels } = frame;
  const sw = Math.max(2, Math.floor(width / shrink));
  const sh = Math.max(2, Math.floor(height / shrink));
  const planes = [new Uint8Array(sw * sh), new Uint8Array(sw * sh), new Uint8Array(sw * sh)];
  const area = shrink * shrink;
  for (let y = 0; y < sh; y++) {
    for (let x = 0; x < sw; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let dy = 0; dy < shrink; dy++) {
        let index = ((y * shrink + dy) * width + x * shrink) * 4;
        for (let dx = 0; dx < shrink; dx++, index += 4) {
          r += pixels[index]!;
          g += pixels[index + 1]!;
          b += pixels[index + 2]!;
        }
      }
      const at = y * sw + x;
      planes[0]![at] = r / area;
      planes[1]![at] = g / area;
      planes[2]![at] = b / area;
    }
  }
  const radius = Math.max(1, Math.round((sigma / shrink) * 0.9));
  const soft = planes.map((plane) => boxBlur(boxBlur(plane, sw, sh, radius), sw, sh, radius));
  const out = new Uint8ClampedArray(pixels.length);
  const [red, green, blue] = soft as [Uint8Array, Uint8Array, Uint8Array];
  // Column lookups once per frame; rows interpolate between two precomputed source rows.
  const x0s = new Int32Array(width);
  const x1s = new Int32Array(width);
  const txs = new Float32Array(width);
  const scaleX = (sw - 1) / Math.max(1, width - 1);
  for (let x = 0; x < width; x++) {
    const fx = x * scaleX;
    x0s[x] = fx | 0;
    x1s[x] = Math.min(sw - 1, (fx | 0) + 1);
    txs[x] = fx - (fx | 0);
  }
  const scaleY = (sh - 1) / Math.max(1, height - 1);
  for (let y = 0; y < height; y++) {
    const fy = y * scaleY;
    const row0 = (fy | 0) * sw;
    const row1 = Math.min(sh - 1, (fy | 0) + 1) * sw;
    const ty = fy - (fy | 0);
    let index = y * width * 4;
    for (let x = 0; x < width; x++, index += 4) {
      const a = row0 + x0s[x]!;
      const b = row0 + x1s[x]!;
      const c = row1 + x0s[x]!;
      const d = row1 + x1s[x]!;
      const tx = txs[x]!;
      const wa = (1 - tx) * (1 - ty);
      const wb = tx * (1 - ty);
      const wc = (1 - tx) * ty;
      const wd = tx * ty;
      out[index] = red[a]! * wa + red[b]! * wb + red[c]! * wc + red[d]! * wd;
      out[index + 1] = green[a]! * wa + green[b]! * wb + green[c]! * wc + green[d]! * wd;
      out[index + 2] = blue[a]! * wa + blue[b]! * wb + blue[c]! * wc + blue[d]! * wd;
      out[index + 3] = 255;
    }
  }
  return out;
}

/**
 * Resample RGBA pixels with Skia (several times faster than a single-threaded libvips upscale here); `nearest` keeps
 * hard blocks.
 */
export function resample(
  pixels: Uint8ClampedArray,
  width: number,
  height: number,
  toWidth: number,
  toHeight: number,
  nearest = false,
): Uint8ClampedArray {
  const source = createCanvas(width, height);
  source.getContext('2d').putImageData(new ImageData(pixels, width, height), 0, 0);
  const target = createCanvas(toWidth, toHeight);
  const ctx = target.getContext('2d');
  ctx.imageSmoothingEnabled = !nearest;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, 0, 0, toWidth, toHeight);
  // Every pixel is opaque, so the canvas's premultiplied bytes equal straight RGBA.
  return new Uint8ClampedArray(target.data());
}

/**
 * Shrink by `factor`, optionally median-filter (paint daubs), and enlarge again: a painterly simplification that
 * costs a fraction of a full-size median.
 */
export async function simplified(
  frame: Frame,
  factor: number,
  options: { median?: number; nearest?: boolean } = {},
): Promise<Uint8ClampedArray> {
  const small = Math.max(1, Math.round(frame.width / factor));
  const smallHeight = Math.max(1, Math.round(frame.height / factor));
  let pixels = resample(frame.pixels, frame.width, frame.height, small, smallHeight, options.nearest);
  if (options.median) {
    const filtered = await sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.length), {
      raw: { width: small, height: smallHeight, channels: 4 },
    })
      .median(options.median)
      .raw()
      .toBuffer();
    pixels = new Uint8ClampedArray(filtered.buffer, filtered.byteOffset, filtered.length);
  }
  return resample(pixels, small, smallHeight, frame.width, frame.height, options.nearest);
}
