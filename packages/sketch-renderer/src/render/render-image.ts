import type { Canvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import type { SketchImage, SketchOptions, SketchRequest } from '../types.ts';
import { applyStudioMood } from './studio-mood.ts';
import { composeImage } from './compose-image.ts';
import { drawHeldProps } from './held-props.ts';
import { tagOwnFigure } from './own-figure.ts';
import { tagOwnPlace } from './own-place.ts';
import { drawPlaceView } from './place-views.ts';
import type { Frame } from './pixel-ops.ts';
import { hashString } from './prng.ts';
import { prepareRequest } from './request-looks.ts';
import { applyTreatment } from './style-treatments.ts';
import { applyTake, takeOf } from './take-variation.ts';
import { applyView } from './view-transforms.ts';

/** Draws a checked request and encodes it as PNG, reporting progress from 5 to 100 percent. */
export async function renderImage(request: SketchRequest, context: SketchOptions): Promise<SketchImage> {
  const { signal } = context;
  const progress = (percent: number): void => context.onProgress?.(percent);
  const { width, height } = request;
  const prepared = await prepareRequest(request);
  let canvas: Canvas;
  let tag = (png: Uint8Array): Uint8Array => png;
  if (prepared.place) {
    // A location drawn as a place: its suite views are other cameras on it, other view names a re-framing.
    const { drawing, identity } = prepared.place;
    canvas = drawPlaceView(drawing, width, height);
    if (request.viewName && !drawing.view) canvas = applyView(canvas, request.viewName);
    tag = (png) => tagOwnPlace(png, identity);
    progress(55);
  } else {
    const composition = await composeImage(prepared.compose, { seed: context.seed ?? 0, signal, progress });
    canvas = composition.canvas;
    const figure = composition.layout.figures[0];
    if (prepared.held && figure && !request.viewName) drawHeldProps(canvas.getContext('2d'), figure, prepared.held);
    if (prepared.mood) {
      const seed = hashString(prepared.compose.references[0]?.id ?? '', context.seed ?? 0);
      applyStudioMood(canvas.getContext('2d'), width, height, prepared.mood, seed);
    }
    const portrait = composition.portraitOf;
    if (portrait) tag = (png) => tagOwnFigure(png, portrait);
  }

  // A picture of one asset is the same subject in every take; its seed moves the camera and the light. (A shot's
  // seed already places its setting and figures anew.)
  const take = !request.scene && !request.shotType ? takeOf(context.seed ?? 0) : undefined;
  if (take) canvas = applyTake(canvas, take);

  const data = canvas.data();
  const frame: Frame = { pixels: new Uint8ClampedArray(data), width, height };
  await applyTreatment(frame, prepared.treatment);
  signal?.throwIfAborted();
  progress(85);

  const { pixels } = frame;
  const png = await sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.length), {
    raw: { width, height, channels: 4 },
  })
    .removeAlpha()
    // Textured styles (grain, strokes, paper) barely compress: a lighter effort saves ~20 ms for a few % in size.
    .png({ compressionLevel: prepared.treatment.preset === 'none' ? 3 : 1, adaptiveFiltering: false })
    .toBuffer();
  signal?.throwIfAborted();
  const bytes = tag(new Uint8Array(png));
  progress(100);
  return { bytes, contentType: 'image/png', width, height };
}
