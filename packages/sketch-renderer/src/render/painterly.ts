import { resample, type Frame } from './pixel-ops.ts';

/**
 * Kuwahara filter: each pixel takes the mean colour of the least varied of its four neighbouring quadrants. Flat
 * areas become daubs of paint while edges stay crisp. Integral images keep it O(pixels) for any radius.
 */
export function kuwahara(frame: Frame, radius: number): void {
  const { width, height, pixels } = frame;
  const stride = width + 1;
  const size = stride * (height + 1);
  // Integer sums fit 32 bits for any frame this renderer draws; only the squares need doubles.
  const sumR = new Int32Array(size);
  const sumG = new Int32Array(size);
  const sumB = new Int32Array(size);
  const sumL = new Int32Array(size);
  const sumL2 = new Float64Array(size);
  for (let y = 0; y < height; y++) {
    let r = 0;
    let g = 0;
    let b = 0;
    let l = 0;
    let l2 = 0;
    const row = (y + 1) * stride + 1;
    const above = y * stride + 1;
    for (let x = 0; x < width; x++) {
      const index = (y * width + x) * 4;
      const pr = pixels[index]!;
      const pg = pixels[index + 1]!;
      const pb = pixels[index + 2]!;
      const lum = (pr * 77 + pg * 150 + pb * 29) >> 8;
      r += pr;
      g += pg;
      b += pb;
      l += lum;
      l2 += lum * lum;
      sumR[row + x] = sumR[above + x]! + r;
      sumG[row + x] = sumG[above + x]! + g;
      sumB[row + x] = sumB[above + x]! + b;
      sumL[row + x] = sumL[above + x]! + l;
      sumL2[row + x] = sumL2[above + x]! + l2;
    }
  }
  const out = new Uint8ClampedArray(pixels.length);
  for (let y = 0; y < height; y++) {
    const rowsTop = [Math.max(0, y - radius), y];
    const rowsBottom = [y + 1, Math.min(height, y + radius + 1)];
    for (let x = 0; x < width; x++) {
      const left = Math.max(0, x - radius);
      const right = Math.min(width, x + radius + 1);
      let best = Infinity;
      let a = 0;
      let b = 0;
      let c = 0;
      let d = 0;
      let count = 1;
      for (let quadrant = 0; quadrant < 4; quadrant++) {
        const x0 = quadrant & 1 ? x : left;
        const x1 = quadrant & 1 ? right : x + 1;
        const half = quadrant >> 1;
        const y0 = rowsTop[half]!;
        const y1 = rowsBottom[half]!;
        const p11 = y1 * stride + x1;
        const p01 = y0 * stride + x1;
        const p10 = y1 * stride + x0;
        const p00 = y0 * stride + x0;
        const n = (x1 - x0) * (y1 - y0);
        const mean = (sumL[p11]! - sumL[p01]! - sumL[p10]! + sumL[p00]!) / n;
        const variance = (sumL2[p11]! - sumL2[p01]! - sumL2[p10]! + sumL2[p00]!) / n - mean * mean;
        if (variance < best) {
          best = variance;
          a = p11;
          b = p01;
          c = p10;
          d = p00;
          count = n;
        }
      }
      const index = (y * width + x) * 4;
      out[index] = (sumR[a]! - sumR[b]! - sumR[c]! + sumR[d]!) / count;
      out[index + 1] = (sumG[a]! - sumG[b]! - sumG[c]! + sumG[d]!) / count;
      out[index + 2] = (sumB[a]! - sumB[b]! - sumB[c]! + sumB[d]!) / count;
      out[index + 3] = 255;
    }
  }
  pixels.set(out);
}

/** Run `work` on a copy shrunk by `shrink` (bigger strokes for a quarter of the cost), then scale it back. */
export async function atReducedSize(
  frame: Frame,
  shrink: number,
  work: (small: Frame) => Promise<void> | void,
): Promise<void> {
  const width = Math.max(8, Math.round(frame.width / shrink));
  const height = Math.max(8, Math.round(frame.height / shrink));
  const small: Frame = { width, height, pixels: resample(frame.pixels, frame.width, frame.height, width, height) };
  await work(small);
  frame.pixels.set(resample(small.pixels, width, height, frame.width, frame.height));
}

/** Colour bleeds past edges while lightness stays put, like pigment spreading in wet paper. */
export function bleed(frame: Frame, soft: Uint8ClampedArray | Buffer, amount: number): void {
  const { pixels } = frame;
  for (let index = 0; index < pixels.length; index += 4) {
    const lum = pixels[index]! * 0.299 + pixels[index + 1]! * 0.587 + pixels[index + 2]! * 0.114;
    const softLum = soft[index]! * 0.299 + soft[index + 1]! * 0.587 + soft[index + 2]! * 0.114;
    const shift = lum - softLum;
    for (let channel = 0; channel < 3; channel++) {
      const bled = soft[index + channel]! + shift;
      pixels[index + channel] = pixels[index + channel]! * (1 - amount) + bled * amount;
    }
  }
}
