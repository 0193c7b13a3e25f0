import { STYLE_PRESETS, type StyleModuleView, type StylePreset } from '@sym/contracts';
import type { StyleDraft } from '../api/styleTypes';

/** A new module starts on the first preset of the catalogue. */
export const EMPTY_STYLE_DRAFT: StyleDraft = {
  name: '',
  description: '',
  preset: STYLE_PRESETS[0],
  referenceImageUrl: '',
};

export function styleDraftOf(module: StyleModuleView): StyleDraft {
  return {
    name: module.name,
    description: module.description ?? '',
    preset: module.preset ?? null,
    referenceImageUrl: module.referenceImageUrl ?? '',
  };
}

/** A reference image link must be a full http(s) URL; empty means none. */
export function isReferenceUrlValid(value: string): boolean {
  const trimmed = value.trim();
  return trimmed === '' || (/^https?:\/\//i.test(trimmed) && URL.canParse(trimmed));
}

export function isStylePreset(value: string): value is StylePreset {
  return (STYLE_PRESETS as readonly string[]).includes(value);
}
