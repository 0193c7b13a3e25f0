import type { AspectRatio, Shot, StoryboardPanelCount } from '@sym/contracts';
import { loadSharp } from '../../../media/load-sharp.ts';
import { MAX_INPUT_PIXELS } from '../../../media/thumbnails.ts';
import { mediaKeyOfUrl, type MediaStorage } from '../../../media/media-storage.ts';
import type { ShotPictures } from './storyboard-pdf.builder.ts';
import type { Size } from './storyboard-grid.ts';
import { readStream } from '../../../media/read-stream.ts';

/**
 * Longest side of a picture in the PDF, in pixels, by panels a page: sharp when printed (about 150 dpi at the
 * panel's size) without making a many-page file heavy.
 */
const LONGEST_SIDE: Record<StoryboardPanelCount, number> = { 1: 1600, 2: 1200, 3: 1000, 4: 960, 6: 800, 9: 640 };

/** The pixel size of a panel's picture: the episode's aspect ratio at the panel count's resolution. */
export function pictureSize(panels: StoryboardPanelCount, ratio: AspectRatio): Size {
  const side = LONGEST_SIDE[panels];
  const short = Math.round((side * 9) / 16);
  if (ratio === 'landscape') return { width: side, height: short };
  if (ratio === 'portrait') return { width: short, height: side };
  return { width: side, height: side };
}

/** A stored picture cropped to the panel's size as a JPEG; undefined for outside URLs and unreadable files. */
async function pictureOf(media: Pick<MediaStorage, 'get'>, imageUrl: string | null | undefined, size: Size) {
  const key = mediaKeyOfUrl(imageUrl);
  if (!key) return undefined;
  const stored = await media.get(key);
  if (!stored) return undefined;
  const sharp = await loadSharp();
  try {
    // Cropped to the frame (centred), as a storyboard frames a picture of another shape; a small picture is
    // enlarged so that it still fills its frame.
    const bytes = await sharp(await readStream(stored.stream), { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(size.width, size.height, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
    return { bytes: new Uint8Array(bytes), format: 'jpg' as const };
  } catch {
    // A file sharp cannot decode leaves its panel with the "No picture" frame rather than failing the download.
    return undefined;
  }
}

/** The PDF's pictures of the shots that show a stored image (each shot's current picture). */
export async function storyboardPictures(
  media: Pick<MediaStorage, 'get'>,
  shots: readonly Shot[],
  size: Size,
): Promise<ShotPictures> {
  const pictures = new Map<string, { bytes: Uint8Array; format: 'jpg' }>();
  // One at a time: decoding many large images at once would spike memory for one download.
  for (const shot of shots) {
    const picture = await pictureOf(media, shot.imageUrl, size);
    if (picture) pictures.set(shot.id, picture);
  }
  return pictures;
}
