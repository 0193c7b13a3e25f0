import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawBehindBody, drawLegs, drawTorso } from './figure-body.ts';
import { drawHead, type FaceLook } from './figure-head.ts';
import type { Pen } from './figure-pen.ts';
import { drawPosedFigure } from './figure-posed.ts';
import type { FigureTraits } from './figure-traits.ts';
import type { Pose } from './poses.ts';

export { figureTraits, speciesOf, type FigureTraits } from './figure-traits.ts';

/** Extent of any figure in figure units (head top at 0, soles at 100), hats, ears, tails and shadow included. */
export const FIGURE_BOUNDS = { left: -37, right: 37, top: -27, bottom: 104 } as const;

/** Where the face sits in figure units, for close-up framing. */
export const FIGURE_FACE = { x: 0, y: 10.5, radius: 9.5 } as const;

/** Outline width in pixels for a figure drawn `heightPx` tall: thin on small figures, bolder but not crude on huge ones. */
export function outlinePx(heightPx: number): number {
  const perUnit = heightPx / 100;
  return Math.max(1, Math.min(0.9 * perUnit, 1.4 + 0.34 * perUnit));
}

/**
 * Draw a procedural character with its head top at (x, y), `heightPx` from head top to soles.
 * Only the traits, the position and the height decide the pixels.
 */
export function drawFigure(ctx: SKRSContext2D, traits: FigureTraits, x: number, y: number, heightPx: number): void {
  const perUnit = heightPx / 100;
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(perUnit, perUnit);
  const pen: Pen = { ctx, line: outlinePx(heightPx) / perUnit };
  drawBehindBody(pen, traits);
  drawLegs(pen, traits);
  drawTorso(pen, traits);
  drawHead(pen, traits);
  ctx.restore();
}

/**
 * Draw a procedural character in a pose with its head top (standing) at (x, y), `heightPx` tall, facing right (1) or
 * left (-1, the mirror image). `gaze` turns the face toward what the figure looks at.
 */
export function drawPosedFigureAt(
  ctx: SKRSContext2D,
  traits: FigureTraits,
  x: number,
  y: number,
  heightPx: number,
  pose: Pose,
  facing: 1 | -1,
  gaze: FaceLook['gaze'],
): void {
  const perUnit = heightPx / 100;
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(perUnit * facing, perUnit);
  const pen: Pen = { ctx, line: outlinePx(heightPx) / perUnit };
  drawPosedFigure(pen, traits, pose, gaze);
  ctx.restore();
}
