import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { drawFigure, FIGURE_BOUNDS, FIGURE_FACE, type FigureTraits } from './figures.ts';
import { drawProp, drawPropCutOut } from './props.ts';
import type { CutOut } from './reference-images.ts';

/** What a character is drawn from: its procedural traits or its reference image. */
export type FigureSource =
  { kind: 'procedural'; key: string; traits: FigureTraits } | { kind: 'image'; key: string; cutOut: CutOut };

/** A pre-rendered character or prop; (originX, originY) is the figure's head-top centre inside the canvas. */
export interface Sprite {
  canvas: Canvas;
  originX: number;
  originY: number;
}

// Sprites are cached across calls: the same asset at the same scale is always the same pixels, and re-drawing a
// 4000-pixel-wide extreme close-up per frame would waste the frame budget. The budget bounds memory (~64 MB).
const PIXEL_BUDGET = 16_000_000;
const cache = new Map<string, Sprite>();
let cachedPixels = 0;

function remember(key: string, make: () => Sprite): Sprite {
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const sprite = make();
  cache.set(key, sprite);
  cachedPixels += sprite.canvas.width * sprite.canvas.height;
  for (const [oldKey, old] of cache) {
    if (cachedPixels <= PIXEL_BUDGET || oldKey === key) break;
    cache.delete(oldKey);
    cachedPixels -= old.canvas.width * old.canvas.height;
  }
  return sprite;
}

/** Horizontal extent and face height of an image figure drawn `heightPx` tall, in pixels from its head-top centre. */
function imageGeometry(cutOut: CutOut, heightPx: number): { width: number; height: number; offsetY: number } {
  const aspect = cutOut.canvas.width / cutOut.canvas.height;
  const width = Math.min(heightPx * aspect, heightPx * 0.9);
  const height = width / aspect;
  return { width, height, offsetY: heightPx - height };
}

/** Vertical extent of a figure drawn `heightPx` tall, relative to its head top. */
export function figureExtent(source: FigureSource, heightPx: number): { top: number; bottom: number } {
  if (source.kind === 'image') return { top: 0, bottom: Math.ceil(heightPx) };
  return {
    top: Math.floor((FIGURE_BOUNDS.top * heightPx) / 100),
    bottom: Math.ceil((FIGURE_BOUNDS.bottom * heightPx) / 100),
  };
}

/** Height of the face centre below the head top, as a fraction of the figure's height. */
export function faceFraction(source: FigureSource, heightPx: number): number {
  if (source.kind === 'procedural') return FIGURE_FACE.y / 100;
  const geometry = imageGeometry(source.cutOut, heightPx);
  return (geometry.offsetY + source.cutOut.faceFraction * geometry.height) / heightPx;
}

/** The rows `band.top`..`band.bottom` (relative to the head top) of a figure drawn `heightPx` tall. */
export function figureSprite(source: FigureSource, heightPx: number, band: { top: number; bottom: number }): Sprite {
  const key = `${source.key}|${heightPx}|${band.top}|${band.bottom}`;
  return remember(key, () => {
    const rows = Math.max(1, band.bottom - band.top);
    if (source.kind === 'procedural') {
      const originX = Math.round((-FIGURE_BOUNDS.left * heightPx) / 100);
      const width = Math.max(1, Math.ceil(((FIGURE_BOUNDS.right - FIGURE_BOUNDS.left) * heightPx) / 100));
      const canvas = createCanvas(width, rows);
      drawFigure(canvas.getContext('2d'), source.traits, originX, -band.top, heightPx);
      return { canvas, originX, originY: -band.top };
    }
    const geometry = imageGeometry(source.cutOut, heightPx);
    const width = Math.max(1, Math.ceil(geometry.width));
    const originX = Math.round(width / 2);
    const canvas = createCanvas(width, rows);
    const ctx = canvas.getContext('2d');
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(
      source.cutOut.canvas,
      originX - geometry.width / 2,
      geometry.offsetY - band.top,
      geometry.width,
      geometry.height,
    );
    return { canvas, originX, originY: -band.top };
  });
}

/**
 * A prop `size` px square: the object cut out of its picture, else the drawing of its kind coloured from its words.
 * Nothing of its name is printed: a picture never carries a label.
 */
export function propSprite(
  prop: { name: string; description: string; key: string },
  size: number,
  cutOut: Canvas | undefined,
): Sprite {
  return remember(`${prop.key}|prop|${size}`, () => {
    const canvas = createCanvas(size, size);
    const ctx = canvas.getContext('2d');
    if (cutOut) drawPropCutOut(ctx, cutOut, 0, 0, size);
    else drawProp(ctx, prop, 0, 0, size);
    return { canvas, originX: Math.round(size / 2), originY: 0 };
  });
}

/** Forget every cached sprite (tests use it to prove rendering does not depend on the cache). */
export function clearSpriteCache(): void {
  cache.clear();
  cachedPixels = 0;
}
