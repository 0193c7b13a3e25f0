import type { SKRSContext2D } from '@napi-rs/canvas';
import type { ScenePlan } from '@sym/contracts';
import type { SketchReference } from '../types.ts';
import { animalPose, animalSpeaks, drawAnimal } from './animals/index.ts';
import { drawBackdrop } from './backdrop.ts';
import { drawPosedFigureAt } from './figures.ts';
import { drawPlanBackdrop, pictureFits, settingOfPlan } from './plan-backdrop.ts';
import type { PlaceView } from './scene-setting.ts';
import { planFigureLook, type FigureLook } from './plan-figures.ts';
import { layoutPlan, type PlacedFigure, type PlacedProp, type PlanLayout } from './plan-layout.ts';
import { readOwnPlace } from './own-place.ts';
import { hashString } from './prng.ts';
import { drawPropKind } from './prop-drawings/index.ts';
import { drawPropCutOut } from './props.ts';
import { decodeCached, figureSource, propCutOut } from './reference-sources.ts';
import { figureExtent, figureSprite, type FigureSource } from './sprites.ts';

/** Per-call state of a plan composition. */
export interface PlanContext {
  seed: number;
  signal?: AbortSignal;
  progress: (percent: number) => void;
}

/** Whether a person is in the plain standing pose that linked characters are drawn in everywhere else (sprite-cached). */
function plainStanding(figure: PlacedFigure): boolean {
  return figure.look.kind === 'person' && figure.pose.action === 'stand' && figure.pose.lean === 0 && figure.gaze === 0;
}

function drawFigure(ctx: SKRSContext2D, placed: PlacedFigure, height: number): void {
  const { look } = placed;
  const top = Math.round(placed.groundY - placed.heightPx);
  const x = Math.round(placed.x);
  if (look.kind === 'animal') {
    const { action } = placed.figure;
    const ground = Math.round(placed.groundY);
    drawAnimal(
      ctx,
      look.species,
      look.traits,
      animalPose(action),
      x,
      ground,
      placed.heightPx,
      placed.facing,
      animalSpeaks(action),
    );
    return;
  }
  if (look.kind === 'person' && !plainStanding(placed)) {
    drawPosedFigureAt(ctx, look.traits, x, top, placed.heightPx, placed.pose, placed.facing, placed.gaze);
    return;
  }
  // Standing characters and pictures come from the sprite cache: the same asset at the same scale is the same pixels.
  const source: FigureSource =
    look.kind === 'image' ? look.source : { kind: 'procedural', key: look.key, traits: look.traits };
  const heightPx = Math.round(placed.heightPx);
  const extent = figureExtent(source, heightPx);
  const band = { top: Math.max(extent.top, -top), bottom: Math.min(extent.bottom, height - top) };
  if (band.bottom <= band.top) return;
  const sprite = figureSprite(source, heightPx, band);
  ctx.drawImage(sprite.canvas, x - sprite.originX, top + band.top);
}

/** The sea over the lower hull of a boat afloat, with a pale ripple along the waterline. */
function drawWaterline(ctx: SKRSContext2D, placed: PlacedProp): void {
  const { x, y, size } = placed;
  const line = y + size * 0.8;
  ctx.save();
  ctx.fillStyle = 'rgba(64,112,150,0.92)';
  ctx.beginPath();
  ctx.ellipse(x + size * 0.5, line + size * 0.06, size * 0.56, size * 0.08, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = 'rgba(235,245,250,0.85)';
  ctx.lineWidth = Math.max(1, size * 0.012);
  ctx.beginPath();
  for (let step = 0; step <= 8; step++) {
    const px = x + size * (0.02 + step * 0.12);
    if (step === 0) ctx.moveTo(px, line);
    else ctx.quadraticCurveTo(px - size * 0.06, line - size * 0.02, px, line);
  }
  ctx.stroke();
  ctx.restore();
}

/**
 * A prop where the layout puts it: the object cut out of a linked prop's picture, else the drawing of its kind
 * coloured from its words. A picture that cannot be cut out (a photo, a preview on its table) is never pasted in.
 */
async function drawProp(ctx: SKRSContext2D, placed: PlacedProp, reference: SketchReference | undefined): Promise<void> {
  const { prop, size } = placed;
  const cutOut = reference?.image ? await propCutOut(reference.image) : undefined;
  const words = [...prop.traits, prop.name, ...(reference ? [reference.description] : [])];
  const draw = (x: number, y: number, shadow: boolean): void => {
    if (cutOut) drawPropCutOut(ctx, cutOut, x, y, size, shadow);
    else drawPropKind(ctx, prop.kind, words, x, y, size, shadow);
  };
  if (placed.afloat) {
    draw(placed.x, placed.y, false);
    drawWaterline(ctx, placed);
    return;
  }
  if (placed.facing === 1) {
    draw(placed.x, placed.y, !placed.held);
    return;
  }
  ctx.save();
  ctx.translate(placed.x + size, placed.y);
  ctx.scale(-1, 1);
  draw(0, 0, !placed.held);
  ctx.restore();
}

async function drawPlace(
  ctx: SKRSContext2D,
  plan: ScenePlan,
  layout: PlanLayout,
  byId: ReadonlyMap<string, SketchReference>,
  seed: number,
  view: PlaceView | undefined,
): Promise<void> {
  const location = plan.setting.assetId ? byId.get(plan.setting.assetId) : undefined;
  // A location picture this renderer drew at another time or in other weather is redrawn, lit for this shot.
  const shown = location?.image ? readOwnPlace(location.image) : undefined;
  if (location?.image && (!shown || pictureFits(plan, shown))) {
    const image = await decodeCached(location.image, Math.min(2048, Math.max(layout.width, layout.height)));
    const spec = settingOfPlan(plan);
    drawBackdrop(ctx, { ...layout, spec, seed, location: image.canvas });
    return;
  }
  drawPlanBackdrop(ctx, plan, layout, seed, view, shown);
}

/**
 * Compose a shot from its scene plan: the place, then every figure (linked assets as in every other shot, figures
 * only named in the text from their name and traits, animals as animals) and every prop (the object cut out of a
 * linked prop's picture or the drawing of its kind), far things first.
 */
export async function composePlan(
  ctx: SKRSContext2D,
  plan: ScenePlan,
  references: readonly SketchReference[],
  width: number,
  height: number,
  context: PlanContext,
  view?: PlaceView,
): Promise<PlanLayout> {
  const byId = new Map(references.map((reference) => [reference.id, reference]));
  const linked = new Map<string, Promise<FigureSource>>();
  for (const figure of plan.figures) {
    const reference = figure.assetId ? byId.get(figure.assetId) : undefined;
    if (reference) linked.set(figure.key, figureSource(reference));
  }
  for (const promise of linked.values()) promise.catch(() => undefined);
  const looks = new Map<string, FigureLook[]>();
  for (const figure of plan.figures) {
    const reference = figure.assetId ? byId.get(figure.assetId) : undefined;
    const source = await linked.get(figure.key);
    const count = figure.kind === 'group' ? figure.count : 1;
    looks.set(
      figure.key,
      Array.from({ length: count }, (_, member) => planFigureLook(figure, member, reference, source)),
    );
  }
  const layout = layoutPlan(plan, looks, width, height);
  await drawPlace(ctx, plan, layout, byId, hashString(plan.setting.place, context.seed), view);
  context.signal?.throwIfAborted();
  context.progress(30);

  // Far things first; at the same distance a big prop stands behind the figure beside it.
  const items = [
    ...layout.placed.map((figure) => ({
      y: figure.groundY,
      order: 1,
      draw: async () => drawFigure(ctx, figure, height),
    })),
    ...layout.placedProps.map((prop) => ({
      y: prop.held ? Number.POSITIVE_INFINITY : prop.y + prop.size * 0.96,
      order: prop.held ? 2 : 0,
      draw: () => drawProp(ctx, prop, prop.prop.assetId ? byId.get(prop.prop.assetId) : undefined),
    })),
  ].sort((a, b) => a.y - b.y || a.order - b.order);
  for (const item of items) await item.draw();
  context.signal?.throwIfAborted();
  context.progress(55);
  return layout;
}
