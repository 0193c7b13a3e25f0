import sharp from 'sharp';
import type { ImageRequest } from '../image-provider.ts';
import type { GeneratedMedia, ProviderCallContext } from '../../provider.ts';
import { applyStudioMood } from './studio-mood.ts';
import { composeImage } from './compose-image.ts';
import { tagOwnFigure } from './own-figure.ts';
import type { Frame } from './pixel-ops.ts';
import { hashString } from './prng.ts';
import { prepareRequest } from './request-looks.ts';
import { applyTreatment } from './style-treatments.ts';

/** Draws a checked request and encodes it as PNG, reporting progress from 5 to 100 percent. */
export async function renderLocalImage(request: ImageRequest, context: ProviderCallContext): Promise<GeneratedMedia> {
  const { signal } = context;
  const progress = (percent: number): void => context.onProgress?.(percent);
  const { width, height } = request;
  const prepared = await prepareRequest(request);
  const composition = await composeImage(prepared.compose, { seed: context.seed ?? 0, signal, progress });
  if (prepared.mood) {
    const seed = hashString(prepared.compose.references[0]?.id ?? '', context.seed ?? 0);
    applyStudioMood(composition.canvas.getContext('2d'), width, height, prepared.mood, seed);
  }

  const data = composition.canvas.data();
  const frame: Frame = { pixels: new Uint8ClampedArray(data), width, height };
  await applyTreatment(frame, prepared.treatment);
  signal?.throwIfAborted();
  progress(85);

  const { pixels } = frame;
  const png = await sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.length), {
    raw: { width, height, channels: 4 },
  })
    .removeAlpha()
    .png({ compressionLevel: 3, adaptiveFiltering: false })
    .toBuffer();
  signal?.throwIfAborted();
  const bytes = composition.portraitOf ? tagOwnFigure(png, composition.portraitOf) : new Uint8Array(png);
  progress(100);
  return { bytes, contentType: 'image/png', width, height };
}
