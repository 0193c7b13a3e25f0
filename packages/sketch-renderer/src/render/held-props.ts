import type { SKRSContext2D } from '@napi-rs/canvas';
import { PROPS } from '@sym/story-analysis';
import type { FigurePlacement } from './framing.ts';
import { drawPropKind } from './prop-drawings/index.ts';

/** A prop a character's own words put in its hand ("holding a lantern", "with a brass telescope"). */
export interface HeldProp {
  kind: string;
  /** The words just before the prop's name (its colour or material). */
  traits: string[];
}

const HOLDING = new Set([
  'holding',
  'holds',
  'hold',
  'carrying',
  'carries',
  'carry',
  'clutching',
  'clutches',
  'gripping',
  'grasping',
  'wielding',
  'raising',
  'with',
]);

/** Props held in the words of a variant or a modification, at most one per hand, in the order they are named. */
export function heldPropsIn(text: string): HeldProp[] {
  const tokens = text.toLowerCase().match(/[a-z]+/g) ?? [];
  const found: { at: number; prop: HeldProp }[] = [];
  for (const definition of PROPS) {
    if (definition.size === 'large') continue;
    for (const word of definition.words) {
      const parts = word.split(' ');
      for (let at = 0; at + parts.length <= tokens.length; at++) {
        if (parts.some((part, offset) => tokens[at + offset] !== part)) continue;
        // A holding word shortly before, or another held prop joined by "and" ("a lantern and a map").
        const before = tokens.slice(Math.max(0, at - 4), at);
        const chained = before.includes('and') && found.some((hit) => hit.at < at && hit.at >= at - 6);
        if (!before.some((token) => HOLDING.has(token)) && !chained) continue;
        if (found.some((hit) => hit.at === at || hit.prop.kind === definition.key)) continue;
        found.push({ at, prop: { kind: definition.key, traits: tokens.slice(Math.max(0, at - 2), at) } });
      }
    }
  }
  return found
    .sort((a, b) => a.at - b.at)
    .slice(0, 2)
    .map((hit) => hit.prop);
}

/**
 * Draw held props at a standing figure's hands: the first in its right hand (the viewer's left), the second in the
 * other. Hands hang at about 56 % of the figure's height, a fifth of its height out from its centre line.
 */
export function drawHeldProps(ctx: SKRSContext2D, placement: FigurePlacement, props: readonly HeldProp[]): void {
  if (placement.anchor !== 'feet') return;
  const { heightPx, centerX, anchorY } = placement;
  const top = anchorY - heightPx;
  const size = Math.round(heightPx * 0.26);
  props.forEach((prop, index) => {
    const side = index === 0 ? -1 : 1;
    const handX = centerX + side * heightPx * 0.2;
    const handY = top + heightPx * 0.56;
    drawPropKind(ctx, prop.kind, prop.traits, handX - size / 2, handY - size * 0.3, size, false);
  });
}
