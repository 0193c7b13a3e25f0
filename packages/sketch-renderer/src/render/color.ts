/** Colours as HSL triples so the drawing code can darken, lighten and re-light them (night, sunset) cheaply. */

export type Hsl = readonly [hue: number, saturation: number, lightness: number];

/** CSS string for an HSL colour, optionally translucent. */
export function css(color: Hsl, alpha = 1): string {
  const [h, s, l] = color;
  const hue = ((h % 360) + 360) % 360;
  const sat = clamp(s, 0, 100);
  const light = clamp(l, 0, 100);
  return alpha >= 1
    ? `hsl(${hue.toFixed(1)},${sat.toFixed(1)}%,${light.toFixed(1)}%)`
    : `hsla(${hue.toFixed(1)},${sat.toFixed(1)}%,${light.toFixed(1)}%,${clamp(alpha, 0, 1).toFixed(3)})`;
}

/** The same hue, darker by `amount` lightness points (ink outlines, shadows). */
export function darker(color: Hsl, amount: number): Hsl {
  return [color[0], color[1], color[2] - amount];
}

/** The same hue, lighter by `amount` lightness points (highlights). */
export function lighter(color: Hsl, amount: number): Hsl {
  return [color[0], color[1], color[2] + amount];
}

/** Linear mix of two colours in RGB space (mixing hues directly would pass through unrelated colours). */
export function mix(a: Hsl, b: Hsl, t: number): Hsl {
  const ra = hslToRgb(a);
  const rb = hslToRgb(b);
  return rgbToHsl([ra[0] + (rb[0] - ra[0]) * t, ra[1] + (rb[1] - ra[1]) * t, ra[2] + (rb[2] - ra[2]) * t]);
}

/** HSL (degrees, percent, percent) to RGB in 0-255. */
export function hslToRgb(color: Hsl): [number, number, number] {
  const h = (((color[0] % 360) + 360) % 360) / 360;
  const s = clamp(color[1], 0, 100) / 100;
  const l = clamp(color[2], 0, 100) / 100;
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (offset: number): number => {
    let t = h + offset;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return [channel(1 / 3) * 255, channel(0) * 255, channel(-1 / 3) * 255];
}

/** RGB in 0-255 to HSL (degrees, percent, percent). */
export function rgbToHsl(rgb: readonly [number, number, number]): Hsl {
  const r = rgb[0] / 255;
  const g = rgb[1] / 255;
  const b = rgb[2] / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l * 100];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s * 100, l * 100];
}

/** Clamp a number into [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return value < min ? min : value > max ? max : value;
}

/** Named colours the descriptions may use ("a red cloak", "grey fur"). */
export const NAMED_COLORS: Readonly<Record<string, Hsl>> = {
  red: [2, 68, 46],
  crimson: [350, 70, 40],
  scarlet: [6, 80, 48],
  blue: [216, 60, 45],
  navy: [225, 55, 26],
  teal: [180, 50, 36],
  green: [122, 40, 38],
  emerald: [145, 55, 36],
  yellow: [48, 85, 56],
  gold: [44, 75, 50],
  golden: [44, 75, 50],
  orange: [26, 85, 52],
  purple: [275, 42, 42],
  violet: [265, 50, 52],
  pink: [335, 60, 70],
  brown: [25, 40, 32],
  black: [230, 10, 14],
  white: [40, 20, 92],
  grey: [220, 6, 55],
  gray: [220, 6, 55],
  silver: [210, 10, 72],
  amber: [38, 90, 52],
  cyan: [186, 70, 50],
  turquoise: [174, 60, 48],
  magenta: [305, 65, 50],
  indigo: [240, 45, 32],
  maroon: [355, 55, 28],
  olive: [65, 40, 35],
  ochre: [36, 70, 45],
  coral: [10, 75, 64],
  lavender: [265, 45, 75],
};

/** The named colours found in a text, in order of appearance. */
export function colorsIn(text: string): Hsl[] {
  const found: { index: number; color: Hsl }[] = [];
  const lower = text.toLowerCase();
  for (const [name, color] of Object.entries(NAMED_COLORS)) {
    const match = new RegExp(`\\b${name}\\b`).exec(lower);
    if (match) found.push({ index: match.index, color });
  }
  return found.sort((a, b) => a.index - b.index).map((entry) => entry.color);
}
