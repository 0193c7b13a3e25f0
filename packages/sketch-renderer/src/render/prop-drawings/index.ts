import type { SKRSContext2D } from '@napi-rs/canvas';
import { colorsIn, css, darker, mix, type Hsl } from '../color.ts';
import { ellipse, INK, type Pen } from '../figure-pen.ts';
import { CONTAINER_PROPS } from './containers.ts';
import { DEVICE_PROPS } from './devices.ts';
import { FOOD_PROPS } from './food.ts';
import { FURNITURE_PROPS } from './furniture.ts';
import { PAPER_PROPS } from './paper.ts';
import { PLAY_PROPS } from './play.ts';
import type { PropDrawing } from './prop-drawing.ts';
import { SEA_PROPS } from './sea.ts';
import { TRINKET_PROPS } from './trinkets.ts';
import { VEHICLE_PROPS } from './vehicles.ts';
import { WEAPON_PROPS } from './weapons.ts';

export type { PropDrawing } from './prop-drawing.ts';

/** One drawing per prop key of the vocabulary (PROPS of @sym/story-analysis); a test checks none is missing. */
export const PROP_DRAWINGS: Readonly<Record<string, PropDrawing>> = {
  ...SEA_PROPS,
  ...PAPER_PROPS,
  ...CONTAINER_PROPS,
  ...WEAPON_PROPS,
  ...TRINKET_PROPS,
  ...DEVICE_PROPS,
  ...FOOD_PROPS,
  ...FURNITURE_PROPS,
  ...VEHICLE_PROPS,
  ...PLAY_PROPS,
};

/** The drawing of a prop key; an unknown key is drawn as the generic box, as the vocabulary promises. */
export function propDrawing(kind: string): PropDrawing {
  return PROP_DRAWINGS[kind] ?? (PROP_DRAWINGS.box as PropDrawing);
}

// Materials the text gives a prop ("a brass telescope", "a rusty key", "a tin box").
const MATERIALS: Readonly<Record<string, Hsl>> = {
  brass: [42, 70, 50],
  bronze: [32, 55, 40],
  copper: [20, 65, 45],
  rusty: [18, 62, 34],
  rust: [18, 62, 34],
  tin: [210, 8, 68],
  iron: [220, 6, 36],
  steel: [210, 10, 70],
  metal: [210, 8, 60],
  wooden: [28, 45, 36],
  wood: [28, 45, 36],
  oak: [30, 45, 40],
  leather: [24, 45, 30],
  paper: [44, 45, 86],
  glass: [190, 40, 76],
  stone: [30, 6, 55],
};

/** The colour of a prop: a colour word of its traits, else a material word, else the drawing's own colour. */
export function propTint(kind: string, traits: readonly string[]): Hsl {
  const text = traits.join(' ').toLowerCase();
  const own = propDrawing(kind).color;
  const named = colorsIn(text)[0];
  const material = (text.match(/[a-z]+/g) ?? []).map((word) => MATERIALS[word]).find((hit) => hit !== undefined);
  let tint = named ?? material ?? own;
  // Rust and age darken and dull whatever colour the thing has.
  if (named && material && /\brust/.test(text)) tint = mix(named, MATERIALS.rusty as Hsl, 0.5);
  if (/\b(old|worn|battered|faded)\b/.test(text)) tint = darker(mix(tint, [35, 20, 45], 0.25), 4);
  return tint;
}

/**
 * Draw a prop into a `size` px square box with its top-left at (x, y): its base line is 96 % down the box.
 * `shadow` puts a contact shadow under things standing on the ground (not under held ones).
 */
export function drawPropKind(
  ctx: SKRSContext2D,
  kind: string,
  traits: readonly string[],
  x: number,
  y: number,
  size: number,
  shadow = true,
): void {
  const perUnit = size / 100;
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(perUnit, perUnit);
  if (shadow) {
    ctx.beginPath();
    ellipse(ctx, 50, 96, 40, 3.5);
    ctx.fillStyle = css(INK, 0.22);
    ctx.fill();
  }
  const pen: Pen = { ctx, line: Math.max(1, Math.min(0.9 * perUnit, 1.1 + 0.025 * size)) / perUnit };
  propDrawing(kind).draw(pen, propTint(kind, traits));
  ctx.restore();
}
