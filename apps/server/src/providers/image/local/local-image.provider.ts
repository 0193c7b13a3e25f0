import type { ImageProvider, ImageRequest } from '../image-provider.ts';
import { ProviderError, type GeneratedMedia, type ProviderCallContext } from '../../provider.ts';
import type * as localImageRenderer from './render-local-image.ts';

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

type LocalImageRenderer = typeof localImageRenderer;

let renderer: Promise<LocalImageRenderer> | undefined;

/**
 * The renderer (its drawing modules, @napi-rs/canvas and sharp) loads on the first image rather than at start: it is
 * a good share of the server's start time, and @napi-rs/canvas starts a Tokio runtime with worker threads on load
 * that a server which never draws does not need.
 */
function loadRenderer(): Promise<LocalImageRenderer> {
  renderer ??= import('./render-local-image.ts');
  return renderer;
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
      context.signal?.throwIfAborted();
      validate(request);
      context.onProgress?.(5);
      const { renderLocalImage } = await loadRenderer();
      context.signal?.throwIfAborted();
      return renderLocalImage(request, context);
    },
  };
}
