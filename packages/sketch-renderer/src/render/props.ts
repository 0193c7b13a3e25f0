import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import { css } from './color.ts';
import { ellipse, INK } from './figure-pen.ts';
import { findPhrases, tokenize } from '../scene/scene-text.ts';
import { PROPS } from '@sym/story-analysis';
import { drawPropKind } from './prop-drawings/index.ts';

/** The vocabulary key the words name first (the longest phrase at each place), if any. */
function kindIn(text: string): string | undefined {
  return findPhrases(tokenize(text), PROPS)[0]?.key;
}

/**
 * Which drawing a prop asset calls for: the prop its name names ("Brass Telescope"), else the first its description
 * names, else the generic box (as in shots, where the scene plan reads the same vocabulary).
 */
export function propKindOf(name: string, description: string): string {
  return kindIn(name) ?? kindIn(description) ?? 'box';
}

/** Draw a prop asset `size` px square with its top-left at (x, y); pixels depend only on the prop and the size. */
export function drawProp(
  ctx: SKRSContext2D,
  prop: { name: string; description: string },
  x: number,
  y: number,
  size: number,
): void {
  drawPropKind(ctx, propKindOf(prop.name, prop.description), [prop.name, prop.description], x, y, size);
}

/**
 * Draw the object cut out of a prop's picture into a `size` px square box with its top-left at (x, y), as the prop
 * drawings are: scaled to fit, standing on the base line 96 % down the box, a contact shadow under it on the ground.
 */
export function drawPropCutOut(
  ctx: SKRSContext2D,
  cutOut: Canvas,
  x: number,
  y: number,
  size: number,
  shadow = true,
): void {
  const scale = Math.min((size * 0.9) / cutOut.width, (size * 0.9) / cutOut.height);
  const width = cutOut.width * scale;
  const height = cutOut.height * scale;
  const base = y + size * 0.96;
  if (shadow) {
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(size / 100, size / 100);
    ctx.beginPath();
    ellipse(ctx, 50, 96, Math.min(45, (width / size) * 55), 3.5);
    ctx.fillStyle = css(INK, 0.22);
    ctx.fill();
    ctx.restore();
  }
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(cutOut, x + (size - width) / 2, base - height, width, height);
}
