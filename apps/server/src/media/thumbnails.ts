import type Sharp from 'sharp';
import { loadSharp } from './load-sharp.ts';

/** A resized copy of an image, ready to store. */
export interface ImageRendition {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

export interface ImageRenditions {
  /** At most 256 px on its longer side: lists and pickers. */
  thumb: ImageRendition;
  /** At most 640 px on its longer side: cards and previews. */
  small: ImageRendition;
}

export const THUMB_MAX_SIDE = 256;
export const SMALL_MAX_SIDE = 640;
/**
 * Largest picture decoded, in pixels (about 8000 × 6000, a 48 MP photo). A small file can declare huge
 * dimensions, and decoding one would take gigabytes of memory.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 80;

/** The bytes are not an image sharp can decode (corrupt, truncated, too many pixels); the message is user-safe. */
export class ImageProcessingError extends Error {
  override name = 'ImageProcessingError';

  constructor(options?: { cause?: unknown }) {
    super('The image could not be read', options);
  }
}

async function rendition(sharp: typeof Sharp, bytes: Uint8Array, maxSide: number): Promise<ImageRendition> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    // Applies the EXIF orientation of phone photos, then drops the metadata (and with it GPS positions).
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
}

/** WebP renditions of an image (first frame of an animation), upright per its EXIF orientation. */
export async function makeImageRenditions(bytes: Uint8Array): Promise<ImageRenditions> {
  const sharp = await loadSharp();
  try {
    const [thumb, small] = await Promise.all([
      rendition(sharp, bytes, THUMB_MAX_SIDE),
      rendition(sharp, bytes, SMALL_MAX_SIDE),
    ]);
    return { thumb, small };
  } catch (error) {
    throw new ImageProcessingError({ cause: error });
  }
}
