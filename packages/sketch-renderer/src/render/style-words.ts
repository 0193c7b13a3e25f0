import { STYLE_PRESETS, type StylePreset } from '@sym/contracts';
import { colorsIn } from './color.ts';
import type { SketchStyle } from '../types.ts';
import { rgbOf, type Rgb } from './palette.ts';
import type { Grade } from './pixel-ops.ts';
import { wordsOf } from './setting-words.ts';

// Checked in order; the first family whose words appear in the style text wins.
const PRESET_WORDS: readonly (readonly [StylePreset, readonly string[]])[] = [
  ['pencil-sketch', ['pencil', 'sketch', 'charcoal', 'graphite', 'drawing', 'storyboard', 'hatching']],
  ['comic-book', ['comic', 'comics', 'halftone', 'graphic novel', 'pop art']],
  ['watercolor', ['watercolor', 'watercolour', 'aquarelle', 'wash']],
  ['oil-painting', ['oil', 'painterly', 'impasto', 'canvas', 'brushstrokes', 'oil painting', 'oil-painting']],
  ['anime', ['anime', 'manga', 'ghibli', 'cel']],
  ['3d-animation', ['3d', 'pixar', 'cgi', 'clay', 'render', 'rendered']],
  ['2d-animation', ['2d', 'cartoon', 'animated', 'flat animation']],
  ['vintage', ['vintage', 'sepia', 'retro', 'old film', 'faded', 'antique', 'nostalgic']],
  ['gritty-realism', ['gritty', 'noir', 'grim', 'bleak', 'gritty realism', 'harsh']],
  ['sci-fi', ['sci-fi', 'scifi', 'science fiction', 'cyberpunk', 'futuristic', 'neon', 'space age']],
  ['fantasy-art', ['fantasy', 'magical', 'ethereal', 'mythical', 'enchanted', 'fairy tale']],
  ['minimalist', ['minimalist', 'minimal', 'simple shapes', 'flat']],
  ['abstract', ['abstract', 'geometric', 'cubist', 'surreal', 'pixel art', 'pixelated', '8-bit']],
  ['photorealistic', ['photorealistic', 'photo', 'photographic', 'realistic', 'cinematic', 'live action']],
];

function mentions(text: string, words: Set<string>, term: string): boolean {
  return term.includes(' ') || term.includes('-') ? text.includes(term) : words.has(term);
}

/** The preset named by id, or the one the free text describes best; 'none' when neither says anything. */
export function resolvePreset(style: SketchStyle | undefined): StylePreset | 'none' {
  const id = style?.presetId?.toLowerCase().trim();
  if (id && (STYLE_PRESETS as readonly string[]).includes(id)) return id as StylePreset;
  // Display names ("Oil Painting", "3D Animation") name the same presets as their ids.
  const named = id?.replace(/\s+/g, '-');
  if (named && (STYLE_PRESETS as readonly string[]).includes(named)) return named as StylePreset;
  const text = `${style?.presetId ?? ''} ${style?.text ?? ''}`.toLowerCase();
  const words = wordsOf(text.replace(/\b3d\b/g, 'threed').replace(/\b2d\b/g, 'twod'));
  const normalised = new Set([...words].map((word) => (word === 'threed' ? '3d' : word === 'twod' ? '2d' : word)));
  for (const [preset, terms] of PRESET_WORDS) {
    if (terms.some((term) => mentions(text, normalised, term))) return preset;
  }
  return 'none';
}

const any = (words: Set<string>, list: readonly string[]): boolean => list.some((word) => words.has(word));

/**
 * Colour adjustments described in free text: muted, vivid, warm(er), cool(er), dark(er), bright(er), stormy, black and
 * white. "light" alone is not read as brightness: "storm light", "candle light" describe a light, not a level.
 */
export function textAdjustments(text: string): Grade {
  const lower = text.toLowerCase();
  const words = wordsOf(lower);
  const grade: Grade = {};
  if (any(words, ['muted', 'desaturated', 'washed', 'pastel', 'subdued', 'faded'])) grade.saturation = 0.6;
  if (any(words, ['vibrant', 'vivid', 'saturated', 'colorful', 'colourful', 'bold', 'punchy'])) grade.saturation = 1.35;
  if (any(words, ['warm', 'warmer', 'warmth', 'golden', 'sunny', 'cosy', 'cozy'])) grade.tint = [1.1, 1.0, 0.84];
  if (any(words, ['cool', 'cooler', 'cold', 'colder', 'icy', 'wintry'])) grade.tint = [0.88, 0.98, 1.12];
  if (any(words, ['storm', 'stormy', 'overcast', 'brooding'])) {
    grade.saturation = Math.min(grade.saturation ?? 1, 0.78);
    grade.contrast = 1.18;
    grade.brightness = -14;
  }
  if (any(words, ['dark', 'darker', 'moody', 'shadows', 'shadowy', 'gloomy', 'dim', 'dimmer'])) {
    grade.contrast = 1.22;
    grade.brightness = -20;
  }
  if (any(words, ['bright', 'brighter', 'airy', 'luminous', 'lighter', 'sunlit'])) grade.brightness = 18;
  if (lower.includes('high contrast') || any(words, ['contrasty', 'punchy'])) grade.contrast = 1.4;
  if (lower.includes('low contrast') || any(words, ['soft', 'softer', 'hazy'])) grade.contrast = 0.85;
  if (
    lower.includes('black and white') ||
    lower.includes('black & white') ||
    any(words, ['monochrome', 'greyscale', 'grayscale', 'b&w', 'noir'])
  ) {
    grade.saturation = 0;
    grade.tint = undefined;
  }
  if (grade.tint === undefined) delete grade.tint;
  return grade;
}

/** Colours a text names for the grade ("teal and amber"): shadows toward the first, highlights toward the last. */
export interface Tones {
  shadow: Rgb;
  highlight: Rgb;
}

export function tonesOf(text: string): Tones | undefined {
  const colors = colorsIn(text);
  const first = colors[0];
  const last = colors[colors.length - 1];
  if (!first || !last) return undefined;
  return { shadow: rgbOf(first), highlight: rgbOf(last) };
}
