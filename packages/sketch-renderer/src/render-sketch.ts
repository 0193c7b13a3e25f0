import { SketchRenderError } from './errors.ts';
import type * as imageRenderer from './render/render-image.ts';
import type { SketchImage, SketchOptions, SketchRequest } from './types.ts';

/** The largest side, in pixels, the renderer draws. */
export const SKETCH_MAX_SIDE = 4096;

function validate(request: SketchRequest): void {
  const { width, height } = request;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 16 || height < 16) {
    throw new SketchRenderError(
      'input',
      `Image size must be whole pixels of at least 16 × 16 (got ${width} × ${height}).`,
    );
  }
  if (width > SKETCH_MAX_SIDE || height > SKETCH_MAX_SIDE) {
    throw new SketchRenderError('input', `The local renderer draws at most ${SKETCH_MAX_SIDE} pixels per side.`);
  }
}

type ImageRenderer = typeof imageRenderer;

let renderer: Promise<ImageRenderer> | undefined;

/**
 * The drawing modules, @napi-rs/canvas and sharp load on the first picture rather than with this package: they are
 * a good share of a server's start time, and @napi-rs/canvas starts a Tokio runtime with worker threads on load
 * that a process which never draws does not need.
 */
function loadRenderer(): Promise<ImageRenderer> {
  renderer ??= import('./render/render-image.ts');
  return renderer;
}

/**
 * Draws one PNG storyboard picture: a deterministic composition of procedural drawings (no AI, no network, no model
 * weights). Rejects with SketchRenderError for a request it cannot draw, and with the signal's reason when aborted.
 */
export async function renderSketch(request: SketchRequest, options: SketchOptions = {}): Promise<SketchImage> {
  options.signal?.throwIfAborted();
  validate(request);
  options.onProgress?.(5);
  const { renderImage } = await loadRenderer();
  options.signal?.throwIfAborted();
  return renderImage(request, options);
}
