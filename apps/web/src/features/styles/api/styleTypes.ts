import type { StylePreset } from '@sym/contracts';

/** The style editor's fields as typed; empty strings stand for "none". */
export interface StyleDraft {
  name: string;
  description: string;
  preset: StylePreset | null;
  referenceImageUrl: string;
}
