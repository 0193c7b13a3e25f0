import { resample, type Frame } from './pixel-ops.ts';

/**
 * Kuwahara filter: each pixel takes the mean colour of the least varied of its four neighbouring quadrants. Flat
 * areas become daubs of paint while edges stay crisp. Integral images keep it O(pixels) for any radius.
 */
export function kuwahara(frame: Frame, radius: number): void {
  const { width, height, pixels } = frame;
  const stride = width + 1;
  const size = stride * (height + 1);
  const sumR = new Float64Array(size);
  const sumG = new Float64Array(size);
  const sumB = new Float64Array(size);
  const sumL = new Float64Array(size);
  const sumL2 = new Float64Array(size);
  for (let y = 0; y < height; y++) {
    let r = 0;
    let g = 0;
    let b = 0;
    let l = 0;
    let l2 = 0;
    for (let x = 0; x < width; x++) {
      const index = (y * width + x) * 4;
      const pr = pixels[index]!;
      const pg = pixels[index + 1]!;
      const pb = pixels[index + 2]!;
      const lum = pr * 0.299 + pg * 0.587 + pb * 0.114;
      r += pr;
      g += pg;
      b += pb;
      l += lum;
      l2 += lum * lum;
      const at = (y + 1) * stride + x + 1;
      const above = y * stride + x + 1;
      sumR[at] = sumR[above]! + r;
      sumG[at] = sumG[above]! + g;
      sumB[at] = sumB[above]! + b;
      sumL[at] = sumL[above]! + l;
      sumL2[at] = sumL2[above]! + l2;
    }
  }
  const box = (table: Float64Array, x0: number, y0: number, x1: number, y1: number): number =>
    table[y1 * stride + x1]! - table[y0 * stride + x1]! - table[y1 * stride + x0]! + table[y0 * stride + x0]!;
  const out = new Uint8ClampedArray(pixels.length);
  for (let y = 0; y < height; y++) {
    const top = Math.max(0, y - radius);
    const bottom = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x++) {
      const left = Math.max(0, x - radius);
      const right = Math.min(width, x + radius + 1);
      let best = Infinity;
      let bx0 = 0;
      let by0 = 0;
      let bx1 = 0;
      let by1 = 0;
      for (let quadrant = 0; quadrant < 4; quadrant++) {
        const x0 = quadrant & 1 ? x : left;
        const x1 = quadrant & 1 ? right : x + 1;
        const y0 = quadrant & 2 ? y : top;
        const y1 = quadrant & 2 ? bottom : y + 1;
        const count = (x1 - x0) * (y1 - y0);
        const mean = box(sumL, x0, y0, x1, y1) / count;
        const variance = box(sumL2, x0, y0, x1, y1) / count - mean * mean;
        if (variance < best) {
          best = variance;
          bx0 = x0;
          by0 = y0;
          bx1 = x1;
          by1 = y1;
        }
      }
      const count = (bx1 - bx0) * (by1 - by0);
      const index = (y * width + x) * 4;
      out[index] = box(sumR, bx0, by0, bx1, by1) / count;
      out[index + 1] = box(sumG, bx0, by0, bx1, by1) / count;
      out[index + 2] = box(sumB, bx0, by0, bx1, by1) / count;
      out[index + 3] = 255;
    }
  }
  pixels.set(out);
}

/** Kuwahara at reduced resolution (bigger daubs, a quarter of the work), scaled back to the frame. */
export function paintDaubs(frame: Frame, shrink: number, radius: number): void {
  const width = Math.max(8, Math.round(frame.width / shrink));
  const height = Math.max(8, Math.round(frame.height / shrink));
  const small: Frame = { width, height, pixels: resample(frame.pixels, frame.width, frame.height, width, height) };
  kuwahara(small, radius);
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

/** Light from the top-left across the paint's own relief (impasto). */
export function impasto(frame: Frame, strength: number): void {
  const { width, height, pixels } = frame;
  const lum = new Float32Array(width * height);
  for (let pixel = 0; pixel < lum.length; pixel++) {
    const index = pixel * 4;
    lum[pixel] = pixels[index]! * 0.299 + pixels[index + 1]! * 0.587 + pixels[index + 2]! * 0.114;
  }
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const pixel = y * width + x;
      const slope = (lum[pixel - width - 1]! - lum[pixel + width + 1]!) * strength;
      const index = pixel * 4;
      pixels[index] = pixels[index]! + slope;
      pixels[index + 1] = pixels[index + 1]! + slope;
      pixels[index + 2] = pixels[index + 2]! + slope;
    }
  }
}
