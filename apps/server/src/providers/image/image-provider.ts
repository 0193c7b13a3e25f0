import type { GeneratedMedia, ProviderCallContext, ProviderInfo } from '../provider.ts';
import type { ScenePlan } from '@sym/contracts';
import type { ShotType } from '../text/text-provider.ts';

/** An asset that should appear in the image, with its reference image when it has one. */
export interface ImageReference {
  /** Stable id: the same id must look the same in every image (character consistency). */
  id: string;
  name: string;
  type: 'character' | 'location' | 'prop' | 'style';
  description: string;
  /** PNG/JPEG/WebP bytes of the asset's primary or reference image. */
  image?: Uint8Array;
}

export interface ImageStyle {
  /** One of the §3 style presets (photorealistic, pencil-sketch, comic-book, watercolor, vintage, anime...). */
  presetId?: string;
  /** Free text ("muted colours, heavy shadows"). */
  text?: string;
  image?: Uint8Array;
  /**
   * The style modules covering the picture, most specific first: their names (for prompts) and presets, drawn
   * together with `presetId` (a module beside a preset adds its look rather than being dropped).
   */
  modules?: { name: string; presetId?: string }[];
}

export interface ImageRequest {
  /** What to draw: the shot or asset description plus modifications. */
  prompt: string;
  width: number;
  height: number;
  /** For shots; absent for asset images. */
  shotType?: ShotType;
  /** Assets in the picture; for an asset image, the asset itself. */
  references: ImageReference[];
  style?: ImageStyle;
  /** Image to start from (image-to-image, modifications). */
  sourceImage?: Uint8Array;
  /** For a modification: its instructions alone (the prompt also holds the description), so a renderer can tell what is new. */
  instructions?: string;
  /** A named view for variant suites ('Reverse Angle', 'Low Angle'...). */
  viewName?: string;
  /** For shots: what the picture shows (setting, figures and their actions, props, framing), planned from the text. */
  scene?: ScenePlan;
}

/** Produces one PNG (or JPEG/WebP) image. */
export interface ImageProvider {
  readonly info: ProviderInfo;
  generate(request: ImageRequest, context?: ProviderCallContext): Promise<GeneratedMedia>;
}
