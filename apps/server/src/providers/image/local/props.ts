import type { SKRSContext2D } from '@napi-rs/canvas';
import { css, type Hsl } from './color.ts';
import { ellipse, INK, type Pen } from './figure-pen.ts';
import { PROP_ICONS } from './prop-icons.ts';
import { hashString } from './prng.ts';
import { wordsOf } from './setting-words.ts';

export const PROP_KINDS = [
  'sword',
  'key',
  'lantern',
  'book',
  'chest',
  'cup',
  'flower',
  'apple',
  'cheese',
  'bread',
  'bag',
  'letter',
  'bottle',
  'crown',
  'umbrella',
  'basket',
  'staff',
  'shield',
  'phone',
  'coin',
  'box',
] as const;
export type PropKind = (typeof PROP_KINDS)[number];

const PROP_WORDS: readonly (readonly [PropKind, readonly string[]])[] = [
  ['sword', ['sword', 'blade', 'dagger', 'knife', 'sabre', 'saber']],
  ['key', ['key', 'keys']],
  ['lantern', ['lantern', 'lamp', 'torch', 'candle', 'light']],
  ['book', ['book', 'diary', 'journal', 'tome', 'notebook', 'spellbook']],
  ['chest', ['chest', 'treasure', 'trunk', 'coffer']],
  ['cup', ['cup', 'mug', 'goblet', 'chalice', 'glass', 'tea', 'coffee']],
  ['flower', ['flower', 'rose', 'flowers', 'bouquet', 'tulip', 'lily']],
  ['apple', ['apple', 'fruit', 'grapes', 'pear']],
  ['cheese', ['cheese']],
  ['bread', ['bread', 'loaf', 'cake', 'pie']],
  ['bag', ['bag', 'sack', 'satchel', 'backpack', 'pouch', 'purse']],
  ['letter', ['letter', 'envelope', 'note', 'message', 'map', 'scroll', 'paper']],
  ['bottle', ['bottle', 'potion', 'flask', 'vial', 'wine']],
  ['crown', ['crown', 'tiara', 'ring', 'jewel', 'necklace', 'amulet', 'gem']],
  ['umbrella', ['umbrella', 'parasol']],
  ['basket', ['basket', 'hamper']],
  ['staff', ['staff', 'wand', 'stick', 'cane', 'rod', 'spear', 'fishing']],
  ['shield', ['shield', 'armor', 'armour']],
  ['phone', ['phone', 'smartphone', 'radio', 'device', 'tablet', 'camera']],
  ['coin', ['coin', 'coins', 'gold', 'money', 'treasure coin']],
];

/** Which icon a prop's name and description call for; a parcel when none fits. */
export function propKindOf(text: string): PropKind {
  const words = wordsOf(text);
  for (const [kind, list] of PROP_WORDS) {
    if (list.some((word) => words.has(word))) return kind;
  }
  return 'box';
}

/** Colour of a prop: the first colour word of its description, else one derived from its id. */
function tintOf(id: string, description: string): Hsl {
  const named = /\b(red|blue|green|yellow|purple|brown|black|white|gold|silver|orange|pink)\b/.exec(
    description.toLowerCase(),
  );
  if (named) {
    const table: Record<string, Hsl> = {
      red: [2, 65, 45],
      blue: [215, 60, 45],
      green: [130, 40, 38],
      yellow: [48, 85, 56],
      purple: [275, 40, 42],
      brown: [25, 45, 35],
      black: [0, 0, 16],
      white: [40, 20, 92],
      gold: [45, 80, 52],
      silver: [210, 10, 75],
      orange: [26, 85, 52],
      pink: [335, 60, 70],
    };
    const hit = table[named[1] ?? ''];
    if (hit) return hit;
  }
  return [hashString(id) % 360, 45, 48];
}

/** Draw a prop icon `size` px square with its top-left at (x, y); pixels depend only on the prop and the size. */
export function drawProp(
  ctx: SKRSContext2D,
  prop: { id: string; name: string; description: string },
  x: number,
  y: number,
  size: number,
): void {
  const kind = propKindOf(`${prop.name} ${prop.description}`);
  const perUnit = size / 100;
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(perUnit, perUnit);
  ctx.beginPath();
  ellipse(ctx, 50, 95, 36, 4);
  ctx.fillStyle = css(INK, 0.2);
  ctx.fill();
  const pen: Pen = { ctx, line: Math.max(1, Math.min(0.9 * perUnit, 1.2 + 0.03 * size)) / perUnit };
  PROP_ICONS[kind](pen, tintOf(prop.id, prop.description));
  ctx.restore();
}
