import type { SKRSContext2D } from '@napi-rs/canvas';
import type { FigureAction } from '@sym/contracts';
import { animalDefinition } from '@sym/story-analysis';
import type { Hsl } from '../color.ts';
import type { Pen } from '../figure-pen.ts';
import { readCoat, type AnimalCoat } from './animal-marks.ts';
import { drawQuadruped, type AnimalPose } from './quadruped.ts';
import { QUADRUPED_LOOKS, type QuadrupedLook } from './quadruped-looks.ts';
import { BIRD_LOOKS, drawBird, drawFish, drawInsect, drawSerpent } from './small-creatures.ts';

export type { AnimalPose } from './quadruped.ts';

const SERPENT: Hsl = [95, 40, 36];
const FISH: Hsl = [205, 25, 55];
const BEE: Hsl = [45, 90, 55];

/** The key drawn for an animal: an animal the vocabulary does not know gets the generic four-legged shape (a dog's). */
function drawnKey(key: string): string {
  return animalDefinition(key) ? key : 'dog';
}

/** Every animal key of the vocabulary that has its own drawing (a test checks the vocabulary against it). */
export function hasAnimalDrawing(key: string): boolean {
  const body = animalDefinition(key)?.body;
  if (body === 'quadruped') return key in QUADRUPED_LOOKS;
  if (body === 'bird') return key in BIRD_LOOKS;
  return body === 'serpent' || body === 'fish' || body === 'insect';
}

/** Whether an animal's action opens its mouth (the planner files barks, growls and roars under 'talk'). */
export function animalSpeaks(action: FigureAction): boolean {
  return action === 'talk' || action === 'fight';
}

/** How an animal does a scene action: four legs walk, run, sit, lie or rear; birds fly when they move. */
export function animalPose(action: FigureAction): AnimalPose {
  switch (action) {
    case 'walk':
    case 'climb':
      return 'walk';
    case 'run':
    case 'fall':
      return 'run';
    case 'sit':
    case 'kneel':
      return 'sit';
    case 'lie':
    case 'swim':
      return 'lie';
    case 'fight':
      return 'rear';
    default:
      return 'stand';
  }
}

function quadrupedLook(key: string, coat: AnimalCoat): QuadrupedLook {
  const base = QUADRUPED_LOOKS[key] ?? (QUADRUPED_LOOKS.dog as QuadrupedLook);
  const { fur, marks } = coat;
  return {
    ...base,
    ...(fur ? { fur } : {}),
    ...(marks.belly ? { belly: marks.belly } : {}),
    ...(Object.keys(marks).length > 0 ? { marks } : {}),
  };
}

/** Horizontal half-extent of an animal's drawing in animal units (100 = its height). */
export function animalHalfWidth(key: string): number {
  key = drawnKey(key);
  const body = animalDefinition(key)?.body;
  if (body === 'quadruped') return QUADRUPED_LOOKS[key]?.halfWidth ?? 80;
  if (body === 'serpent' || body === 'fish') return 80;
  return 60;
}

/** Radius of the head in animal units, to frame an animal's face like a person's in close-ups. */
export function animalHeadRadius(key: string): number {
  key = drawnKey(key);
  const look = QUADRUPED_LOOKS[key];
  if (look) return key === 'frog' ? 14 : look.head.r;
  const body = animalDefinition(key)?.body;
  if (body === 'bird') return key === 'owl' ? 20 : 13;
  return 14;
}

/** Where the body's middle is in animal units (facing right). */
export function animalBodyCentre(key: string): readonly [number, number] {
  key = drawnKey(key);
  const look = QUADRUPED_LOOKS[key];
  if (look) return [look.body.x, look.body.y];
  const body = animalDefinition(key)?.body;
  if (body === 'bird') return [0, 58];
  if (body === 'serpent') return [20, 70];
  if (body === 'fish') return [0, 50];
  return [-4, 56];
}

/** Where the head is in animal units (facing right), for close-ups of an animal. */
export function animalFace(key: string): readonly [number, number] {
  key = drawnKey(key);
  const look = QUADRUPED_LOOKS[key];
  if (look) return [look.head.x + look.head.r * 0.4, look.head.y];
  const body = animalDefinition(key)?.body;
  if (body === 'bird') return key === 'owl' ? [4, 22] : [24, 28];
  if (body === 'serpent') return [42, 24];
  if (body === 'fish') return [30, 46];
  return [34, 52];
}

/**
 * Draw an animal with its feet on the ground at (x, groundY), `heightPx` tall, facing right (facing 1) or left (-1).
 * The pixels depend only on the key, the traits' colour words (the coat, and parts such as "one white ear"), the
 * pose and the size.
 */
export function drawAnimal(
  ctx: SKRSContext2D,
  key: string,
  traits: readonly string[],
  pose: AnimalPose,
  x: number,
  groundY: number,
  heightPx: number,
  facing: 1 | -1,
  mouthOpen = false,
): void {
  key = drawnKey(key);
  const perUnit = heightPx / 100;
  ctx.save();
  ctx.translate(x, groundY - heightPx);
  ctx.scale(perUnit * facing, perUnit);
  const pen: Pen = { ctx, line: Math.max(0.8, Math.min(0.9 * perUnit, 1.2 + 0.3 * perUnit)) / perUnit };
  const body = animalDefinition(key)?.body ?? 'quadruped';
  const read = readCoat(traits);
  const coat = read.fur;
  if (body === 'quadruped') drawQuadruped(ctx, pen, quadrupedLook(key, read), pose, key === 'frog', mouthOpen);
  else if (body === 'bird') {
    const look = BIRD_LOOKS[key] ?? BIRD_LOOKS.bird;
    if (look) drawBird(ctx, pen, coat ? { ...look, plumage: coat } : look, pose === 'walk' || pose === 'run');
  } else if (body === 'serpent') drawSerpent(ctx, pen, coat ?? SERPENT);
  else if (body === 'fish') drawFish(ctx, pen, coat ?? FISH);
  else drawInsect(ctx, pen, coat ?? BEE);
  ctx.restore();
}
