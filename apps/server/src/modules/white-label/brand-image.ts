import { WHITE_LABEL_LIMITS, type BrandImage } from '@sym/contracts';
import { sniffImage } from '../../media/image-sniff.ts';
import { loadSharp } from '../../media/load-sharp.ts';
import { MAX_INPUT_PIXELS } from '../../media/thumbnails.ts';

/** A brand's picture as it is stored: a PNG made by the encoder, and its size. */
export interface EncodedBrandImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/** The uploads a brand takes, recognised from their bytes: never SVG (a script can hide in one), never GIF. */
const ACCEPTED = new Set(['png', 'jpg', 'webp']);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Decodes an uploaded logo or favicon (PNG, JPEG or WebP, told from its bytes) and encodes it again as a fresh PNG
 * at a bounded size, like every upload (media/upload-decode.ts): metadata, trailing bytes and chunks no decoder
 * reads are gone. A logo fits inside 512x512 (never enlarged); a favicon is exactly 64x64, the picture centred
 * on transparent margins. Turned upright by its EXIF orientation first; an animation keeps its first frame.
 * Undefined when the bytes are no such image or do not decode (corrupt, truncated, over MAX_INPUT_PIXELS).
 */
export async function encodeBrandImage(bytes: Uint8Array, image: BrandImage): Promise<EncodedBrandImage | undefined> {
  const sniffed = sniffImage(bytes);
  if (!sniffed || !ACCEPTED.has(sniffed.extension)) return undefined;
  const sharp = await loadSharp();
  try {
    const decoded = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const resized =
      image === 'favicon'
        ? decoded.resize(WHITE_LABEL_LIMITS.faviconSide, WHITE_LABEL_LIMITS.faviconSide, {
            fit: 'contain',
            background: { r: 0, g: 0, b: 0, alpha: 0 },
          })
        : decoded.resize(WHITE_LABEL_LIMITS.logoMaxSide, WHITE_LABEL_LIMITS.logoMaxSide, {
            fit: 'inside',
            withoutEnlargement: true,
          });
    const { data, info } = await resized.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true });
    if (!data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return undefined;
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    return undefined;
  }
}
