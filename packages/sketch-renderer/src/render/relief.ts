import { boxBlur, luminance, type Frame } from './pixel-ops.ts';
import { Rng } from './prng.ts';

/**
 * Light across a heavily blurred copy of the picture, as if each flat shape were a rounded surface lit from the
 * top-left: positive where a shape's edge faces the light, negative where it turns away. The procedural drawings
 * are flat, so this is what gives them volume (3D animation) or cel shadows (anime).
 */
export function shapeRelief(frame: Frame, radius: number): { relief: Int16Array; lum: Uint8Array; soft: Uint8Array } {
  const { width, height } = frame;
  const lum = luminance(frame);
  // The blur runs on a half-size plane: it is wide anyway, and this quarters its cost.
  const hw = width >> 1;
  const hh = height >> 1;
  const half = new Uint8Array(hw * hh);
  for (let y = 0; y < hh; y++) {
    for (let x = 0; x < hw; x++) {
      const at = y * 2 * width + x * 2;
      half[y * hw + x] = (lum[at]! + lum[at + 1]! + lum[at + width]! + lum[at + width + 1]!) >> 2;
    }
  }
  const r = Math.max(1, Math.round(radius / 2));
  const blurredHalf = boxBlur(boxBlur(half, hw, hh, r), hw, hh, r);
  const soft = new Uint8Array(width * height);
  const out = new Int16Array(width * height);
  const offset = Math.max(1, Math.round(r * 0.7));
  for (let y = 0; y < height; y++) {
    const hy = Math.min(hh - 1, y >> 1);
    const above = Math.max(0, hy - offset) * hw;
    const below = Math.min(hh - 1, hy + offset) * hw;
    for (let x = 0; x < width; x++) {
      const hx = Math.min(hw - 1, x >> 1);
      soft[y * width + x] = blurredHalf[hy * hw + hx]!;
      out[y * width + x] =
        blurredHalf[above + Math.max(0, hx - offset)]! - blurredHalf[below + Math.min(hw - 1, hx + offset)]!;
    }
  }
  return { relief: out, lum, soft };
}

/** Smooth shading from the relief: highlights on lit edges, soft shadow on the others (rounded, rendered look). */
export function pillowShade(frame: Frame, relief: Int16Array, strength: number): void {
  const { pixels } = frame;
  for (let pixel = 0, index = 0; pixel < relief.length; pixel++, index += 4) {
    const light = relief[pixel]! * strength;
    pixels[index] = pixels[index]! + light;
    pixels[index + 1] = pixels[index + 1]! + light;
    pixels[index + 2] = pixels[index + 2]! + light;
  }
}

/**
 * Hard two-tone cel shading: a cool shadow band inside each shape where it turns away from the light (only on the
 * shape's own side of its outline), a flat highlight where it faces the light.
 */
export function celShade(
  frame: Frame,
  shape: { relief: Int16Array; lum: Uint8Array; soft: Uint8Array },
  threshold: number,
): void {
  const { pixels } = frame;
  const { relief, lum, soft } = shape;
  for (let pixel = 0, index = 0; pixel < relief.length; pixel++, index += 4) {
    const value = relief[pixel]!;
    const inside = lum[pixel]! < soft[pixel]! - 3;
    if (value < -threshold && inside) {
      pixels[index] = pixels[index]! * 0.72;
      pixels[index + 1] = pixels[index + 1]! * 0.74;
      pixels[index + 2] = pixels[index + 2]! * 0.86;
    } else if (value > threshold * 1.6 && lum[pixel]! > soft[pixel]! + 3) {
      pixels[index] = pixels[index]! + 26;
      pixels[index + 1] = pixels[index + 1]! + 26;
      pixels[index + 2] = pixels[index + 2]! + 30;
    }
  }
}

/**
 * Depth of field: rows away from the focus line take more of the blurred copy (the sky and the foreground soften,
 * the subject's band stays sharp).
 */
export function depthOfField(frame: Frame, soft: Uint8ClampedArray | Buffer, focusY: number, depth: number): void {
  const { width, height, pixels } = frame;
  for (let y = 0; y < height; y++) {
    const distance = Math.abs(y / height - focusY);
    const amount = Math.min(1, Math.max(0, (distance - 0.12) * depth));
    if (amount <= 0) continue;
    const end = (y + 1) * width * 4;
    for (let index = y * width * 4; index < end; index++) {
      pixels[index] = pixels[index]! + (soft[index]! - pixels[index]!) * amount;
    }
  }
}

/**
 * Soft light from above (sky, window): the top of the frame is brightened toward the light's colour and the bottom
 * falls off. It depends on the row only, so a character keeps the same light wherever it stands across the frame.
 */
export function softLight(frame: Frame, warmth: readonly [number, number, number]): void {
  const { width, height, pixels } = frame;
  for (let y = 0; y < height; y++) {
    const falloff = 1 - y / height;
    const lift = falloff * falloff * 0.24;
    const keep = 0.88 + 0.12 * falloff;
    const end = (y + 1) * width * 4;
    for (let index = y * width * 4; index < end; index += 4) {
      for (let channel = 0; channel < 3; channel++) {
        const value = pixels[index + channel]!;
        pixels[index + channel] = (value + (255 - value) * lift * warmth[channel]!) * keep;
      }
    }
  }
}

/** Red and blue channels pulled apart towards the edges (a lens's chromatic aberration, a screen's colour fringes). */
export function chromaticFringe(frame: Frame, shift: number): void {
  const { width, height, pixels } = frame;
  const source = new Uint8ClampedArray(pixels);
  const cx = width / 2;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = Math.round(((x - cx) / cx) * shift);
      const red = Math.min(width - 1, Math.max(0, x - offset));
      const blue = Math.min(width - 1, Math.max(0, x + offset));
      const index = (y * width + x) * 4;
      pixels[index] = source[(y * width + red) * 4]!;
      pixels[index + 2] = source[(y * width + blue) * 4 + 2]!;
    }
  }
}

/** Glowing motes of light (fantasy dust), placed by the seed so the same frame always gets the same ones. */
export function motes(frame: Frame, count: number, seed: number): void {
  const { width, height, pixels } = frame;
  const rng = new Rng(seed);
  const unit = Math.max(1, height / 360);
  for (let mote = 0; mote < count; mote++) {
    const mx = rng.next() * width;
    const my = rng.next() * height * 0.85;
    const radius = rng.range(1.2, 3.6) * unit;
    const reach = Math.ceil(radius * 2.5);
    for (let y = Math.max(0, (my - reach) | 0); y < Math.min(height, my + reach); y++) {
      for (let x = Math.max(0, (mx - reach) | 0); x < Math.min(width, mx + reach); x++) {
        const d = Math.hypot(x - mx, y - my) / radius;
        const glow = Math.exp(-d * d) * 0.85;
        if (glow < 0.02) continue;
        const index = (y * width + x) * 4;
        pixels[index] = pixels[index]! + (255 - pixels[index]!) * glow;
        pixels[index + 1] = pixels[index + 1]! + (240 - pixels[index + 1]!) * glow;
        pixels[index + 2] = pixels[index + 2]! + (190 - pixels[index + 2]!) * glow;
      }
    }
  }
}

/** Old film damage: thin vertical scratches and dust specks at fixed, seeded places. */
export function filmDamage(frame: Frame, seed: number): void {
  const { width, height, pixels } = frame;
  const rng = new Rng(seed);
  for (let scratch = 0; scratch < 7; scratch++) {
    const x0 = rng.next() * width;
    const drift = rng.range(-0.02, 0.02);
    const top = rng.next() * height * 0.5;
    const bottom = top + rng.range(0.3, 1) * height;
    const bright = rng.chance(0.5);
    for (let y = top | 0; y < Math.min(height, bottom); y++) {
      const x = Math.round(x0 + (y - top) * drift);
      if (x < 0 || x >= width) continue;
      const index = (y * width + x) * 4;
      for (let channel = 0; channel < 3; channel++)
        pixels[index + channel] = bright ? pixels[index + channel]! * 0.5 + 120 : pixels[index + channel]! * 0.55;
    }
  }
  const unit = Math.max(1, Math.round(height / 500));
  for (let speck = 0; speck < 90; speck++) {
    const sx = (rng.next() * (width - unit)) | 0;
    const sy = (rng.next() * (height - unit)) | 0;
    const shade = rng.chance(0.7) ? 30 : 235;
    for (let y = sy; y < sy + unit; y++) {
      for (let x = sx; x < sx + unit; x++) {
        const index = (y * width + x) * 4;
        pixels[index] = shade;
        pixels[index + 1] = shade;
        pixels[index + 2] = shade;
      }
    }
  }
}
