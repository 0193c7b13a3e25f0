import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { SketchRequest } from '../types.ts';
import { drawAnimalPortrait, portraitAnimal } from './animal-portrait.ts';
import { applyMood, drawBackdrop, drawCover, moodOf } from './backdrop.ts';
import { layoutShot, type FigurePlacement, type ShotLayout } from './framing.ts';
import { readOwnFigure, type FigureIdentity } from './own-figure.ts';
import { composePlan } from './plan-compose.ts';
import { hashBytes, hashString } from './prng.ts';
import { decodeCached, figureSource, propCutOut } from './reference-sources.ts';
import { readSetting } from './setting-words.ts';
import { faceFraction, figureExtent, figureSprite, propSprite, type FigureSource } from './sprites.ts';
import { PLACE_VIEWS, type PlaceView } from './scene-setting.ts';
import { applyView, viewKindOf } from './view-transforms.ts';

/** Per-call state: the seed, cancellation and progress reporting. */
export interface ComposeContext {
  seed: number;
  signal?: AbortSignal;
  progress: (percent: number) => void;
}

/** What was drawn, for the caller: the layout and whether the single character was drawn procedurally. */
export interface Composition {
  canvas: Canvas;
  layout: ShotLayout;
  /** Set for character portraits drawn from traits, so the PNG can be tagged for later shots. */
  portraitOf?: FigureIdentity;
}

/** Draw one character where the layout puts it, from a cached sprite so it is pixel-identical in every shot. */
function drawPlacedFigure(
  ctx: SKRSContext2D,
  layout: ShotLayout,
  placement: FigurePlacement,
  source: FigureSource,
): void {
  const { heightPx } = placement;
  const top =
    placement.anchor === 'feet'
      ? placement.anchorY - heightPx
      : placement.anchorY - Math.round(faceFraction(source, heightPx) * heightPx);
  const extent = figureExtent(source, heightPx);
  const band = { top: Math.max(extent.top, -top), bottom: Math.min(extent.bottom, layout.height - top) };
  if (band.bottom <= band.top) return;
  const sprite = figureSprite(source, heightPx, band);
  ctx.drawImage(sprite.canvas, placement.centerX - sprite.originX, top + band.top);
}

function settingText(request: SketchRequest): string {
  const places = request.references
    .filter((reference) => reference.type === 'location')
    .map((reference) => `${reference.name} ${reference.description}`);
  return [...places, request.prompt].join(' ');
}

/** A flat studio backdrop for character portraits: flat so the figure can be cut out again when reused. */
function drawStudio(ctx: SKRSContext2D, width: number, height: number, table: boolean): void {
  ctx.fillStyle = 'rgb(232,228,220)';
  ctx.fillRect(0, 0, width, height);
  if (!table) return;
  const wall = ctx.createRadialGradient(
    width / 2,
    height * 0.4,
    0,
    width / 2,
    height * 0.4,
    Math.max(width, height) * 0.7,
  );
  wall.addColorStop(0, 'rgb(245,240,230)');
  wall.addColorStop(1, 'rgb(196,188,176)');
  ctx.fillStyle = wall;
  ctx.fillRect(0, 0, width, height);
  const tableTop = height * 0.66;
  const surface = ctx.createLinearGradient(0, tableTop, 0, height);
  surface.addColorStop(0, 'rgb(150,112,80)');
  surface.addColorStop(1, 'rgb(110,78,52)');
  ctx.fillStyle = surface;
  ctx.fillRect(0, tableTop, width, height - tableTop);
  ctx.fillStyle = 'rgba(60,40,25,0.5)';
  ctx.fillRect(0, tableTop, width, Math.max(2, height * 0.006));
}

async function drawBase(
  ctx: SKRSContext2D,
  request: SketchRequest,
  layout: ShotLayout,
  context: ComposeContext,
): Promise<void> {
  const { width, height } = request;
  if (request.sourceImage) {
    const source = await decodeCached(request.sourceImage, Math.max(width, height));
    drawCover(ctx, source.canvas, width, height);
    applyMood(ctx, width, height, moodOf(request.prompt), context.seed);
    return;
  }
  if (layout.assetType === 'character' || layout.assetType === 'prop') {
    drawStudio(ctx, width, height, layout.assetType === 'prop');
    return;
  }
  const location = request.references.find((reference) => reference.type === 'location' && reference.image);
  if (location?.image) {
    const image = await decodeCached(location.image, Math.min(2048, Math.max(width, height)));
    const mood = moodOf(request.prompt);
    drawBackdrop(ctx, { ...layout, spec: mood, seed: context.seed, location: image.canvas });
    return;
  }
  const spec = readSetting(settingText(request));
  const anchor = request.references.find((reference) => reference.type === 'location')?.id ?? spec.kind;
  drawBackdrop(ctx, { ...layout, spec, seed: hashString(anchor, context.seed) });
}

/** The camera a suite view name asks of a place, when it is one the place drawings draw as a camera of their own. */
function placeView(viewName: string | undefined): PlaceView | undefined {
  const kind = viewName ? viewKindOf(viewName) : 'other';
  return (PLACE_VIEWS as readonly string[]).includes(kind) ? (kind as PlaceView) : undefined;
}

/**
 * Compose the picture for a request: background, characters, props, then the requested view. A shot with a scene
 * plan is drawn from the plan (every figure and prop it names); asset images and requests without a plan keep the
 * reference-slot composition.
 */
export async function composeImage(request: SketchRequest, context: ComposeContext): Promise<Composition> {
  if (request.scene && !request.sourceImage) {
    const canvas = createCanvas(request.width, request.height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = 'rgb(128,128,128)';
    ctx.fillRect(0, 0, request.width, request.height);
    // A suite view of the place is another camera on it; any other view name reframes the finished picture.
    const view = placeView(request.viewName);
    const { scene, references, width, height } = request;
    const layout = await composePlan(ctx, scene, references, width, height, context, view);
    return { canvas: request.viewName && !view ? applyView(canvas, request.viewName) : canvas, layout };
  }
  const layout = layoutShot(request);
  const byId = new Map(request.references.map((reference) => [reference.id, reference]));
  const canvas = createCanvas(request.width, request.height);
  const ctx = canvas.getContext('2d');
  // An opaque base: transparent reference images must not leave holes in the frame.
  ctx.fillStyle = 'rgb(128,128,128)';
  ctx.fillRect(0, 0, request.width, request.height);

  // Decoding runs while the background is drawn.
  const sources = request.sourceImage
    ? []
    : layout.figures.map((placement) => {
        const reference = byId.get(placement.referenceId);
        return reference ? figureSource(reference) : undefined;
      });
  const propCutOuts = request.sourceImage
    ? []
    : layout.props.map((placement) => {
        const image = byId.get(placement.referenceId)?.image;
        return image ? propCutOut(image) : undefined;
      });
  sources.forEach((promise) => promise?.catch(() => undefined));
  propCutOuts.forEach((promise) => promise?.catch(() => undefined));

  await drawBase(ctx, request, layout, context);
  context.signal?.throwIfAborted();
  context.progress(30);

  let portraitOf: FigureIdentity | undefined;
  if (!request.sourceImage) {
    for (const [index, placement] of layout.figures.entries()) {
      const source = await sources[index];
      if (!source) continue;
      const reference = byId.get(placement.referenceId);
      const identity =
        layout.assetType === 'character' && source.kind === 'procedural' && reference
          ? reference.image
            ? readOwnFigure(reference.image)
            : { id: reference.id, name: reference.name, description: reference.description }
          : undefined;
      // A character that is an animal is drawn as the animal, not as a person with its head.
      const animal = identity ? portraitAnimal(identity) : undefined;
      if (animal) drawAnimalPortrait(ctx, request.width, request.height, animal);
      else drawPlacedFigure(ctx, layout, placement, source);
      if (identity) portraitOf = identity;
    }
    for (const [index, placement] of layout.props.entries()) {
      const reference = byId.get(placement.referenceId);
      if (!reference) continue;
      const cutOut = await propCutOuts[index];
      const sprite = propSprite(
        {
          ...reference,
          key: `${reference.id}:${hashString(reference.name + reference.description)}:${reference.image ? hashBytes(reference.image) : 'p'}`,
        },
        placement.size,
        cutOut,
      );
      ctx.drawImage(sprite.canvas, placement.centerX - sprite.originX, placement.top);
    }
  }
  context.signal?.throwIfAborted();
  context.progress(55);

  const framed = request.viewName ? applyView(canvas, request.viewName) : canvas;
  return { canvas: framed, layout, ...(portraitOf ? { portraitOf } : {}) };
}
