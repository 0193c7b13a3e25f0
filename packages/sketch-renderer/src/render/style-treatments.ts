import type { StylePreset } from '@sym/contracts';
import type { SketchStyle } from '../types.ts';
import { transferPalette, splitTone, type ColorStats } from './palette.ts';
import { applyGrade, type Frame, type Grade } from './pixel-ops.ts';
import { RECIPES } from './style-recipes.ts';
import { resolvePreset, textAdjustments, tonesOf, type Tones } from './style-words.ts';

export { resolvePreset, textAdjustments, tonesOf } from './style-words.ts';

/** A preset plus what free text and reference pictures ask of the colours. */
export interface Treatment {
  preset: StylePreset | 'none';
  /** Free-text adjustments ("muted colours", "heavy shadows", "warmer"). */
  adjust: Grade;
  /** Colours the text names ("teal and amber"). */
  tones?: Tones;
  /** A reference picture's colours the frame moves toward (style image, uploaded reference, modification image). */
  palettes?: { stats: ColorStats; amount: number }[];
  /** Presets of style modules drawn beside the preset: each is laid over the preset's look (see layerPreset). */
  layers?: StylePreset[];
}

/** How strongly a module's preset shows over the preset it is drawn beside: both stay recognisable. */
const LAYER_AMOUNT = 0.55;

/** The module presets to lay over `preset`: each once, none that is the preset itself. */
export function layersOf(style: SketchStyle | undefined, preset: StylePreset | 'none'): StylePreset[] {
  const layers: StylePreset[] = [];
  for (const module of style?.modules ?? []) {
    const layer = module.presetId ? resolvePreset({ presetId: module.presetId }) : 'none';
    if (layer !== 'none' && layer !== preset && !layers.includes(layer)) layers.push(layer);
  }
  return layers;
}

/** Which treatment a request's style asks for (its image's palette is added by the caller, which decodes it). */
export function treatmentFor(style: SketchStyle | undefined): Treatment {
  const text = style?.text ?? '';
  const tones = tonesOf(text);
  const preset = resolvePreset(style);
  const layers = layersOf(style, preset);
  // With no preset of its own, the first module's preset is the look and the others are laid over it.
  const [base = preset, ...rest] = preset === 'none' ? layers : [preset, ...layers];
  return {
    preset: base,
    adjust: textAdjustments(text),
    ...(tones ? { tones } : {}),
    ...(rest.length > 0 ? { layers: rest } : {}),
  };
}

/** Lays a preset's look over the frame: the recipe drawn on a copy, mixed back in at LAYER_AMOUNT. */
async function layerPreset(frame: Frame, preset: StylePreset): Promise<void> {
  const copy: Frame = { ...frame, pixels: new Uint8ClampedArray(frame.pixels) };
  await RECIPES[preset](copy);
  const { pixels } = frame;
  for (let index = 0; index < pixels.length; index++) {
    pixels[index] = pixels[index]! + (copy.pixels[index]! - pixels[index]!) * LAYER_AMOUNT;
  }
}

/** Apply a style treatment to a composed frame, in place: palette first, so the preset's own look stays on top. */
export async function applyTreatment(frame: Frame, treatment: Treatment): Promise<void> {
  for (const palette of treatment.palettes ?? []) transferPalette(frame, palette.stats, palette.amount);
  if (treatment.preset !== 'none') await RECIPES[treatment.preset](frame);
  for (const layer of treatment.layers ?? []) await layerPreset(frame, layer);
  if (Object.keys(treatment.adjust).length > 0) applyGrade(frame, treatment.adjust);
  if (treatment.tones) splitTone(frame, treatment.tones.shadow, treatment.tones.highlight, 0.45);
}
