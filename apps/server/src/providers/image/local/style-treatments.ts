import { STYLE_PRESETS, type StylePreset } from '@sym/contracts';
import type { ImageStyle } from '../image-provider.ts';
import {
  applyGrade,
  blurred,
  boxBlur,
  edgeStrength,
  inkEdges,
  luminance,
  posterize,
  screen,
  simplified,
  type Frame,
  type Grade,
} from './pixel-ops.ts';
import { grain, halftone, paperTexture, scanlines, vignette } from './textures.ts';
import { atReducedSize, bleed, impasto, kuwahara } from './painterly.ts';
import { wordsOf } from './setting-words.ts';

/** A preset plus free-text adjustments ("muted colours", "heavy shadows") read from the style. */
export interface Treatment {
  preset: StylePreset | 'none';
  adjust: Grade;
}

// Checked in order; the first family whose words appear in the style text wins.
const PRESET_WORDS: readonly (readonly [StylePreset, readonly string[]])[] = [
  ['pencil-sketch', ['pencil', 'sketch', 'charcoal', 'graphite', 'drawing', 'storyboard']],
  ['comic-book', ['comic', 'comics', 'halftone', 'graphic novel', 'pop art']],
  ['watercolor', ['watercolor', 'watercolour', 'aquarelle', 'wash']],
  ['oil-painting', ['oil', 'painterly', 'impasto', 'canvas', 'brushstrokes']],
  ['anime', ['anime', 'manga', 'ghibli', 'cel']],
  ['3d-animation', ['3d', 'pixar', 'cgi', 'clay', 'render', 'rendered']],
  ['2d-animation', ['2d', 'cartoon', 'animated', 'flat animation']],
  ['vintage', ['vintage', 'sepia', 'retro', 'old film', 'faded', 'antique', 'nostalgic']],
  ['gritty-realism', ['gritty', 'noir', 'grim', 'bleak', 'gritty realism', 'harsh']],
  ['sci-fi', ['sci-fi', 'scifi', 'science fiction', 'cyberpunk', 'futuristic', 'neon', 'space age']],
  ['fantasy-art', ['fantasy', 'magical', 'ethereal', 'mythical', 'enchanted', 'fairy tale']],
  ['minimalist', ['minimalist', 'minimal', 'simple shapes', 'flat']],
  ['abstract', ['abstract', 'geometric', 'cubist', 'surreal']],
  ['photorealistic', ['photorealistic', 'photo', 'photographic', 'realistic', 'cinematic', 'live action']],
];

function mentions(text: string, words: Set<string>, term: string): boolean {
  return term.includes(' ') || term.includes('-') ? text.includes(term) : words.has(term);
}

/** The preset named by id, or the one the free text describes best; 'none' when neither says anything. */
export function resolvePreset(style: ImageStyle | undefined): StylePreset | 'none' {
  const id = style?.presetId?.toLowerCase().trim();
  if (id && (STYLE_PRESETS as readonly string[]).includes(id)) return id as StylePreset;
  const text = `${style?.presetId ?? ''} ${style?.text ?? ''}`.toLowerCase();
  const words = wordsOf(text.replace(/\b3d\b/g, 'threed').replace(/\b2d\b/g, 'twod'));
  const normalised = new Set([...words].map((word) => (word === 'threed' ? '3d' : word === 'twod' ? '2d' : word)));
  for (const [preset, terms] of PRESET_WORDS) {
    if (terms.some((term) => mentions(text, normalised, term))) return preset;
  }
  return 'none';
}

/** Colour adjustments described in free text: muted, vivid, warm, cool, dark, bright, black and white. */
export function textAdjustments(text: string): Grade {
  const lower = text.toLowerCase();
  const words = wordsOf(lower);
  const grade: Grade = {};
  if (['muted', 'desaturated', 'washed', 'pastel', 'subdued'].some((word) => words.has(word))) grade.saturation = 0.6;
  if (['vibrant', 'vivid', 'saturated', 'colorful', 'colourful', 'bold'].some((word) => words.has(word)))
    grade.saturation = 1.3;
  if (
    lower.includes('black and white') ||
    ['monochrome', 'greyscale', 'grayscale', 'b&w'].some((word) => words.has(word))
  ) {
    grade.saturation = 0;
  }
  if (['warm', 'golden', 'sunny'].some((word) => words.has(word))) grade.tint = [1.08, 1.0, 0.88];
  if (['cool', 'cold', 'icy', 'blue'].some((word) => words.has(word))) grade.tint = [0.9, 0.98, 1.1];
  if (['dark', 'moody', 'shadows', 'shadowy', 'gloomy'].some((word) => words.has(word))) {
    grade.contrast = 1.2;
    grade.brightness = -18;
  }
  if (['bright', 'airy', 'light', 'luminous'].some((word) => words.has(word))) grade.brightness = 16;
  return grade;
}

/** Which treatment a request's style asks for. */
export function treatmentFor(style: ImageStyle | undefined): Treatment {
  return { preset: resolvePreset(style), adjust: textAdjustments(style?.text ?? '') };
}

/** Edge plane used for outlines: computed on a slightly blurred luminance so lines follow shapes, not noise. */
function outlines(frame: Frame, blurRadius: number): Uint8Array {
  return edgeStrength(boxBlur(luminance(frame), frame.width, frame.height, blurRadius), frame.width, frame.height);
}

type Recipe = (frame: Frame) => Promise<void> | void;

const RECIPES: Readonly<Record<StylePreset, Recipe>> = {
  photorealistic(frame) {
    applyGrade(frame, { saturation: 1.06, contrast: 1.06 });
    vignette(frame, 0.18);
  },
  '2d-animation': async (frame) => {
    frame.pixels.set(await blurred(frame, 1.2));
    applyGrade(frame, { saturation: 1.35, contrast: 1.1, brightness: 4 });
    posterize(frame, 6);
    inkEdges(frame, outlines(frame, 1), 70, 0.85, 60);
  },
  '3d-animation': async (frame) => {
    frame.pixels.set(await blurred(frame, 1.1));
    applyGrade(frame, { saturation: 1.3, contrast: 1.12, brightness: 4, gamma: 1.05 });
    screen(frame, await blurred(frame, 10), 0.15);
    vignette(frame, 0.28);
  },
  anime: async (frame) => {
    frame.pixels.set(await blurred(frame, 1));
    applyGrade(frame, { saturation: 1.45, contrast: 1.15, brightness: 6 });
    posterize(frame, 5);
    inkEdges(frame, outlines(frame, 0), 90, 0.75, 30);
  },
  'gritty-realism'(frame) {
    applyGrade(frame, { saturation: 0.42, contrast: 1.45, brightness: -14, tint: [0.95, 1.0, 1.04] });
    grain(frame, 26);
    vignette(frame, 0.55);
  },
  watercolor: async (frame) => {
    await atReducedSize(frame, 2, async (small) => {
      kuwahara(small, 2);
      bleed(small, await blurred(small, 2.5), 0.7);
    });
    applyGrade(frame, { saturation: 1.05, contrast: 0.78, brightness: 26 });
    inkEdges(frame, outlines(frame, 1), 30, 0.3, 90);
    paperTexture(frame, 0.38);
  },
  'oil-painting': async (frame) => {
    await atReducedSize(frame, 2, (small) => kuwahara(small, 3));
    applyGrade(frame, { saturation: 1.25, contrast: 1.12, tint: [1.05, 1.0, 0.9] });
    impasto(frame, 0.35);
    paperTexture(frame, 0.16);
    vignette(frame, 0.25);
  },
  'pencil-sketch'(frame) {
    const { width, height, pixels } = frame;
    const lum = luminance(frame);
    const edges = edgeStrength(boxBlur(lum, width, height, 1), width, height);
    for (let pixel = 0, index = 0; pixel < lum.length; pixel++, index += 4) {
      // A light graphite wash, cross-hatched where the picture is darkest.
      const tone = 138 + lum[pixel]! * 0.46;
      const x = pixel % width;
      const y = (pixel / width) | 0;
      let value = tone;
      // Hatching fades in with darkness so gradients do not turn into hard bands.
      const dark = lum[pixel]!;
      if ((x + y) % 6 === 0) value -= 75 * Math.min(1, Math.max(0, (125 - dark) / 45));
      if ((x - y + 4096) % 6 === 0) value -= 65 * Math.min(1, Math.max(0, (75 - dark) / 35));
      const edge = edges[pixel]!;
      if (edge > 40) value -= Math.min(170, (edge - 40) * 1.6);
      pixels[index] = value + 4;
      pixels[index + 1] = value + 2;
      pixels[index + 2] = value;
    }
    paperTexture(frame, 0.3);
  },
  'comic-book'(frame) {
    const edges = outlines(frame, 1);
    applyGrade(frame, { saturation: 1.55, contrast: 1.25, brightness: 10 });
    posterize(frame, 4);
    halftone(frame, Math.max(5, Math.round(frame.height / 110)), 0.35);
    inkEdges(frame, edges, 55, 0.95, 25);
  },
  'fantasy-art': async (frame) => {
    applyGrade(frame, { saturation: 1.3, contrast: 1.08, tint: [1.05, 0.96, 1.08] });
    screen(frame, await blurred(frame, 9), 0.38);
    vignette(frame, 0.32);
  },
  'sci-fi': async (frame) => {
    applyGrade(frame, { saturation: 1.2, contrast: 1.2, tint: [0.85, 1.02, 1.15], brightness: -6 });
    screen(frame, await blurred(frame, 7), 0.3);
    scanlines(frame, 3, 0.14);
    vignette(frame, 0.38);
  },
  vintage(frame) {
    applyGrade(frame, { sepia: 0.85, contrast: 0.88, brightness: 4, lift: 28 });
    grain(frame, 22);
    vignette(frame, 0.6);
  },
  minimalist: async (frame) => {
    frame.pixels.set(await simplified(frame, 6, { median: 5 }));
    applyGrade(frame, { saturation: 0.7, contrast: 0.8, brightness: 20 });
    posterize(frame, 3);
  },
  abstract: async (frame) => {
    frame.pixels.set(await simplified(frame, Math.max(12, Math.round(frame.height / 30)), { nearest: true }));
    applyGrade(frame, { saturation: 1.7, hueRotate: 40, contrast: 1.15 });
    inkEdges(frame, outlines(frame, 0), 20, 0.5, 20);
  },
};

/** Apply a style treatment to a composed frame, in place. */
export async function applyTreatment(frame: Frame, treatment: Treatment): Promise<void> {
  if (treatment.preset !== 'none') await RECIPES[treatment.preset](frame);
  if (Object.keys(treatment.adjust).length > 0) applyGrade(frame, treatment.adjust);
}
