import { renderSketch, SKETCH_MAX_SIDE, SketchRenderError } from '@sym/sketch-renderer';
import type { ImageProvider, ImageRequest } from '../image-provider.ts';
import { ProviderError, type GeneratedMedia, type ProviderCallContext } from '../../provider.ts';

/** The renderer's refusals are the user's input errors; anything else (an abort, a bug) passes through as it is. */
function asProviderError(error: unknown): unknown {
  if (!(error instanceof SketchRenderError)) return error;
  return new ProviderError(error.reason, error.message, { isRetryable: error.isRetryable, cause: error });
}

/**
 * The local image provider: the offline sketch renderer of @sym/sketch-renderer (deterministic compositions of
 * procedural drawings, no AI, no network) behind the image provider interface.
 */
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
        maxSide: SKETCH_MAX_SIDE,
      },
    },
    async generate(request: ImageRequest, context: ProviderCallContext = {}): Promise<GeneratedMedia> {
      try {
        return await renderSketch(request, context);
      } catch (error) {
        throw asProviderError(error);
      }
    },
  };
}
