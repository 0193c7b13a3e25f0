import { hslToRgb, NAMED_COLORS, rgbToHsl, type Hsl } from './color.ts';
import type { Frame } from './pixel-ops.ts';

export type Rgb = readonly [number, number, number];

/** Mean and spread of each channel: what a palette transfer moves the picture toward. */
export interface ColorStats {
  mean: Rgb;
  spread: Rgb;
}

/** Channel statistics of RGBA pixels, sampled every `step` pixels (a reference image needs no exact numbers). */
export function colorStats(pixels: Uint8ClampedArray | Uint8Array, step = 1): ColorStats {
  const sum = [0, 0, 0];
  const squares = [0, 0, 0];
  let count = 0;
  for (let index = 0; index < pixels.length; index += 4 * step) {
    if (pixels[index + 3]! < 128) continue;
    for (let channel = 0; channel < 3; channel++) {
      const value = pixels[index + channel]!;
      sum[channel]! += value;
      squares[channel]! += value * value;
    }
    count++;
  }
  const n = Math.max(1, count);
  const mean = sum.map((value) => value / n) as unknown as Rgb;
  const spread = squares.map((value, channel) =>
    Math.sqrt(Math.max(0, value / n - mean[channel]! * mean[channel]!)),
  ) as unknown as Rgb;
  return { mean, spread };
}

/**
 * Move the frame's colours toward a reference's (mean and spread per channel, Reinhard-style), by `amount` 0-1:
 * a red reference warms and reddens the picture, a blue one cools it, without repainting any shape.
 */
export function transferPalette(frame: Frame, target: ColorStats, amount: number): void {
  const own = colorStats(frame.pixels, 3);
  const { pixels } = frame;
  const gain = [0, 1, 2].map((channel) => {
    const ratio = (target.spread[channel]! + 8) / (own.spread[channel]! + 8);
    return 1 + (Math.min(1.6, Math.max(0.6, ratio)) - 1) * amount;
  });
  const lut = [0, 1, 2].map((channel) => {
    const table = new Uint8ClampedArray(256);
    const from = own.mean[channel]!;
    const to = from + (target.mean[channel]! - from) * amount;
    for (let value = 0; value < 256; value++) table[value] = (value - from) * gain[channel]! + to;
    return table;
  });
  const [red, green, blue] = lut as [Uint8ClampedArray, Uint8ClampedArray, Uint8ClampedArray];
  for (let index = 0; index < pixels.length; index += 4) {
    pixels[index] = red[pixels[index]!]!;
    pixels[index + 1] = green[pixels[index + 1]!]!;
    pixels[index + 2] = blue[pixels[index + 2]!]!;
  }
}

/**
 * The most common colours of an image, most common first, ignoring transparent pixels, near-greys (backdrops,
 * shadows) unless the image has nothing else, and colours within a few shades of one already taken.
 */
export function dominantColors(pixels: Uint8ClampedArray | Uint8Array, count: number): Rgb[] {
  // 4 bits per channel: 4096 buckets, each keeping its own mean colour.
  const buckets = new Float64Array(4096 * 4);
  const step = Math.max(1, Math.floor(pixels.length / 4 / 20000));
  for (let index = 0; index < pixels.length; index += 4 * step) {
    if (pixels[index + 3]! < 128) continue;
    const r = pixels[index]!;
    const g = pixels[index + 1]!;
    const b = pixels[index + 2]!;
    const bucket = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    buckets[bucket * 4]! += r;
    buckets[bucket * 4 + 1]! += g;
    buckets[bucket * 4 + 2]! += b;
    buckets[bucket * 4 + 3]! += 1;
  }
  const entries: { rgb: Rgb; weight: number; grey: boolean }[] = [];
  for (let bucket = 0; bucket < 4096; bucket++) {
    const n = buckets[bucket * 4 + 3]!;
    if (n === 0) continue;
    const rgb: Rgb = [buckets[bucket * 4]! / n, buckets[bucket * 4 + 1]! / n, buckets[bucket * 4 + 2]! / n];
    entries.push({ rgb, weight: n, grey: Math.max(...rgb) - Math.min(...rgb) < 24 });
  }
  entries.sort((a, b) => b.weight - a.weight || a.rgb[0] - b.rgb[0]);
  const colourful = entries.filter((entry) => !entry.grey);
  const pool = colourful.length > 0 ? [...colourful, ...entries.filter((entry) => entry.grey)] : entries;
  const chosen: Rgb[] = [];
  for (const entry of pool) {
    const near = chosen.some(
      (rgb) => Math.abs(rgb[0] - entry.rgb[0]) + Math.abs(rgb[1] - entry.rgb[1]) + Math.abs(rgb[2] - entry.rgb[2]) < 60,
    );
    if (!near) chosen.push(entry.rgb);
    if (chosen.length === count) break;
  }
  return chosen;
}

/** The named colour ("red", "navy", "amber"...) closest to an RGB colour, compared in hue first for saturated ones. */
export function nearestColorName(rgb: Rgb): string {
  const [hue, saturation, lightness] = rgbToHsl(rgb as [number, number, number]);
  let best = 'grey';
  let bestDistance = Infinity;
  for (const [name, [h, s, l]] of Object.entries(NAMED_COLORS)) {
    const hueGap = Math.min(Math.abs(h - hue), 360 - Math.abs(h - hue));
    const weight = Math.min(saturation, s) / 100;
    const distance = hueGap * weight * 1.4 + Math.abs(s - saturation) * 0.6 + Math.abs(l - lightness) * 0.9;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = name;
    }
  }
  return best;
}

/** RGB of an HSL colour (for callers that grade with named colours). */
export function rgbOf(color: Hsl): Rgb {
  return hslToRgb(color);
}

/**
 * Split toning: shadows pushed toward one colour, highlights toward another ("teal and amber"), by `amount` 0-1;
 * a single colour tints the whole range.
 */
export function splitTone(frame: Frame, shadow: Rgb, highlight: Rgb, amount: number): void {
  const { pixels } = frame;
  const centre = (rgb: Rgb): Rgb => {
    const mean = (rgb[0] + rgb[1] + rgb[2]) / 3;
    return [rgb[0] - mean, rgb[1] - mean, rgb[2] - mean];
  };
  const low = centre(shadow);
  const high = centre(highlight);
  const lut = [0, 1, 2].map((channel) => {
    const table = new Float32Array(256);
    for (let value = 0; value < 256; value++) {
      const t = value / 255;
      table[value] = (low[channel]! * (1 - t) + high[channel]! * t) * amount * 1.3;
    }
    return table;
  });
  const [red, green, blue] = lut as [Float32Array, Float32Array, Float32Array];
  for (let index = 0; index < pixels.length; index += 4) {
    const lum = (pixels[index]! * 54 + pixels[index + 1]! * 183 + pixels[index + 2]! * 19) >> 8;
    pixels[index] = pixels[index]! + red[lum]!;
    pixels[index + 1] = pixels[index + 1]! + green[lum]!;
    pixels[index + 2] = pixels[index + 2]! + blue[lum]!;
  }
}
