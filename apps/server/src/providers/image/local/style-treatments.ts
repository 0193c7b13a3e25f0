import type { StylePreset } from '@sym/contracts';
import type { ImageStyle } from '../image-provider.ts';
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
}

/** Which treatment a request's style asks for (its image's palette is added by the caller, which decodes it). */
export function treatmentFor(style: ImageStyle | undefined): Treatment {
  const text = style?.text ?? '';
  const tones = tonesOf(text);
  return { preset: resolvePreset(style), adjust: textAdjustments(text), ...(tones ? { tones } : {}) };
}

/** Apply a style treatment to a composed frame, in place: palette first, so the preset's own look stays on top. */
export async function applyTreatment(frame: Frame, treatment: Treatment): Promise<void> {
  for (const palette of treatment.palettes ?? []) transferPalette(frame, palette.stats, palette.amount);
  if (treatment.preset !== 'none') await RECIPES[treatment.preset](frame);
  if (Object.keys(treatment.adjust).length > 0) applyGrade(frame, treatment.adjust);
  if (treatment.tones) splitTone(frame, treatment.tones.shadow, treatment.tones.highlight, 0.45);
}
