import type { ScenePlan, ShotType } from '@sym/contracts';

/** An asset that should appear in the picture, with its reference image when it has one. */
export interface SketchReference {
  /** Stable id: the same id must look the same in every picture (character consistency). */
  id: string;
  name: string;
  type: 'character' | 'location' | 'prop' | 'style';
  description: string;
  /** PNG/JPEG/WebP bytes of the asset's primary or reference image. */
  image?: Uint8Array;
}

export interface SketchStyle {
  /** One of the style presets of @sym/contracts (photorealistic, pencil-sketch, comic-book, watercolor...). */
  presetId?: string;
  /** Free text ("muted colours, heavy shadows"). */
  text?: string;
  image?: Uint8Array;
  /**
   * The style modules covering the picture, most specific first: their names and presets, drawn together with
   * `presetId` (a module beside a preset adds its look rather than being dropped).
   */
  modules?: { name: string; presetId?: string }[];
}

export interface SketchRequest {
  /** What to draw: the shot or asset description plus modifications. */
  prompt: string;
  width: number;
  height: number;
  /** For shots; absent for asset pictures. */
  shotType?: ShotType;
  /** Assets in the picture; for an asset picture, the asset itself. */
  references: SketchReference[];
  style?: SketchStyle;
  /** Image to start from (image-to-image, modifications). */
  sourceImage?: Uint8Array;
  /** For a modification: its instructions alone (the prompt also holds the description), so it can tell what is new. */
  instructions?: string;
  /** A named view for variant suites ('Reverse Angle', 'Low Angle'...). */
  viewName?: string;
  /** For shots: what the picture shows (setting, figures and their actions, props, framing), from `planScene`. */
  scene?: ScenePlan;
}

/** Cancellation, progress 0-100 and the seed: same seed + same request → same pixels. */
export interface SketchOptions {
  signal?: AbortSignal;
  onProgress?: (percent: number) => void;
  seed?: number;
}

/** A drawn picture. */
export interface SketchImage {
  bytes: Uint8Array;
  contentType: 'image/png';
  width: number;
  height: number;
}
