import sharp from 'sharp';
import type { ImageRequest } from '../image-provider.ts';
import type { GeneratedMedia, ProviderCallContext } from '../../provider.ts';
import { composeImage } from './compose-image.ts';
import { tagOwnFigure } from './own-figure.ts';
import type { Frame } from './pixel-ops.ts';
import { applyTreatment, resolvePreset, textAdjustments, treatmentFor, type Treatment } from './style-treatments.ts';

/** The style treatment; for modifications of an existing image the prompt may also name a style or a colour change. */
function treatmentOf(request: ImageRequest): Treatment {
  const treatment = treatmentFor(request.style);
  if (!request.sourceImage) return treatment;
  const preset = treatment.preset === 'none' ? resolvePreset({ text: request.prompt }) : treatment.preset;
  return { preset, adjust: { ...textAdjustments(request.prompt), ...treatment.adjust } };
}

/** Draws a checked request and encodes it as PNG, reporting progress from 5 to 100 percent. */
export async function renderLocalImage(request: ImageRequest, context: ProviderCallContext): Promise<GeneratedMedia> {
  const { signal } = context;
  const progress = (percent: number): void => context.onProgress?.(percent);
  const { width, height } = request;
  const composition = await composeImage(request, { seed: context.seed ?? 0, signal, progress });

  const data = composition.canvas.data();
  const frame: Frame = { pixels: new Uint8ClampedArray(data), width, height };
  await applyTreatment(frame, treatmentOf(request));
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
