import type { BrandColors } from './entities/brand.ts';

/** WCAG 2.x level AA for normal text: below this ratio, text is hard to read for many people. */
export const MINIMUM_TEXT_CONTRAST = 4.5;

/** The colour pairs whose contrast a brand is checked for: its text on its background, and on its primary. */
export const CONTRAST_PAIRS = ['text-background', 'text-primary'] as const;
export type ContrastPair = (typeof CONTRAST_PAIRS)[number];

export interface ContrastCheck {
  pair: ContrastPair;
  foreground: string;
  background: string;
  /** Rounded down to two decimals, so a shown 4.49 is never a pass. */
  ratio: number;
  minimum: number;
}

/** One sRGB channel (0-255) as linear light (WCAG relative luminance). */
function linearChannel(value: number): number {
  const channel = value / 255;
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}

/** The relative luminance of a #rrggbb colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [red, green, blue] = match.slice(1).map((part) => linearChannel(Number.parseInt(part, 16)));
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
}

/** The WCAG contrast ratio of two #rrggbb colours, from 1 (none) to 21 (black on white), rounded down to 0.01. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  const ratio = (lighter! + 0.05) / (darker! + 0.05);
  return Math.floor(ratio * 100 + 1e-9) / 100;
}

/** Both checked pairs of a brand's colours, with their ratios. */
export function contrastChecks(colors: BrandColors): ContrastCheck[] {
  const pairs: Array<[ContrastPair, string, string]> = [
    ['text-background', colors.text, colors.background],
    ['text-primary', colors.text, colors.primary],
  ];
  return pairs.map(([pair, foreground, background]) => ({
    pair,
    foreground,
    background,
    ratio: contrastRatio(foreground, background),
    minimum: MINIMUM_TEXT_CONTRAST,
  }));
}

/** The checked pairs whose contrast is below the minimum: warnings, never errors (a brand may choose them). */
export function lowContrastPairs(colors: BrandColors): ContrastCheck[] {
  return contrastChecks(colors).filter((check) => check.ratio < check.minimum);
}
