import sharp from 'sharp';
import type { ImageProvider, ImageRequest } from '../image-provider.ts';
import { ProviderError, type GeneratedMedia, type ProviderCallContext } from '../../provider.ts';
import { composeImage } from './compose-image.ts';
import { tagOwnFigure } from './own-figure.ts';
import type { Frame } from './pixel-ops.ts';
import { applyTreatment, resolvePreset, textAdjustments, treatmentFor, type Treatment } from './style-treatments.ts';

export { layoutShot, type FigurePlacement, type PropPlacement, type ShotLayout, type Box } from './framing.ts';

const MAX_SIDE = 4096;

function validate(request: ImageRequest): void {
  const { width, height } = request;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 16 || height < 16) {
    throw new ProviderError('input', `Image size must be whole pixels of at least 16 × 16 (got ${width} × ${height}).`);
  }
  if (width > MAX_SIDE || height > MAX_SIDE) {
    throw new ProviderError('input', `The local renderer draws at most ${MAX_SIDE} pixels per side.`);
  }
}

/** The style treatment; for modifications of an existing image the prompt may also name a style or a colour change. */
function treatmentOf(request: ImageRequest): Treatment {
  const treatment = treatmentFor(request.style);
  if (!request.sourceImage) return treatment;
  const preset = treatment.preset === 'none' ? resolvePreset({ text: request.prompt }) : treatment.preset;
  return { preset, adjust: { ...textAdjustments(request.prompt), ...treatment.adjust } };
}

/** The local image provider: a deterministic storyboard renderer that composes procedural drawings (no AI, no network). */
export function createLocalImageProvider(): ImageProvider {
  return {
    info: {
      id: 'local',
      name: 'Local storyboard renderer (sketch compositing, no AI)',
      kind: 'image',
      isLocal: true,
      creditsPerUnit: 1,
      capabilities: {
        referenceImages: true,
        imageToImage: true,
        stylePresets: true,
        viewVariants: true,
        deterministic: true,
        maxSide: MAX_SIDE,
      },
    },
    async generate(request: ImageRequest, context: ProviderCallContext = {}): Promise<GeneratedMedia> {
      const { signal } = context;
      const progress = (percent: number): void => context.onProgress?.(percent);
      signal?.throwIfAborted();
      validate(request);
      progress(5);
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
    },
  };
}
