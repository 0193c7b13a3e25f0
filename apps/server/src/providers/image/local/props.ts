import type { SKRSContext2D } from '@napi-rs/canvas';
import { findPhrases, tokenize } from '../scene/scene-text.ts';
import { PROPS } from '../scene/vocabulary-props.ts';
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
