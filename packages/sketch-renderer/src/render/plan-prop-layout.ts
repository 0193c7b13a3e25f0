import type { ScenePlan, SceneProp } from '@sym/contracts';
import { propDefinition } from '@sym/story-analysis';
import { animalFace, animalHeadRadius } from './animals/index.ts';
import { roundBox, type PropPlacement } from './framing.ts';
import { lookHeight } from './plan-figures.ts';
import { clampX, SLOT_X, type PlacedFigure, type PlacedProp, type Stage } from './plan-stage.ts';
import { holdingHand } from './poses.ts';
import { propDrawing } from './prop-drawings/index.ts';

// Where the props of a plan go: in a hand, under a sitter, on the ground or afloat.

const WATERCRAFT = new Set(['boat']);
// Props a sitting figure sits on.
const SEATS = new Set(['chair']);
// Places by the water, where a boat is afloat.
const WATERSIDE = new Set(['lighthouse', 'harbour', 'beach', 'sea', 'cliff', 'ship-deck', 'river', 'bridge']);

/** The placed figure holding a prop, if any. */
export function holderOf(prop: SceneProp, placed: readonly PlacedFigure[]): PlacedFigure | undefined {
  return (
    placed.find((figure) => figure.member === 0 && figure.figure.key === prop.heldBy) ??
    placed.find((figure) => figure.member === 0 && figure.figure.holds === prop.key)
  );
}

/** A held prop's box: its grip on the holder's hand (people), in the mouth (animals) or beside the body (pictures). */
export function inHand(prop: SceneProp, holder: PlacedFigure, height: number): PlacedProp {
  const drawing = propDrawing(prop.kind);
  const standing = holder.look.kind === 'animal' ? holder.heightPx / lookHeight(holder.look) : holder.heightPx;
  const size = Math.min(height * 0.45, drawing.scale * standing * 1.25);
  const perUnit = holder.heightPx / 100;
  const top = holder.groundY - holder.heightPx;
  let hand: readonly [number, number];
  if (holder.look.kind === 'person') hand = holdingHand(holder.pose, holder.look.traits.build);
  else if (holder.look.kind === 'animal') {
    const [fx, fy] = animalFace(holder.look.species);
    hand = [fx + animalHeadRadius(holder.look.species) * 1.2, fy + animalHeadRadius(holder.look.species) * 0.6];
  } else hand = [22, 55];
  const handX = holder.x + holder.facing * hand[0] * perUnit;
  const handY = top + hand[1] * perUnit;
  // The box is placed so that the grip lands on the hand; a left-facing holder holds the mirror image.
  const gripX = holder.facing === 1 ? drawing.grip[0] / 100 : 1 - drawing.grip[0] / 100;
  return {
    prop,
    x: handX - gripX * size,
    y: handY - (drawing.grip[1] / 100) * size,
    size,
    held: true,
    facing: holder.facing,
  };
}

/** A prop not held: at its slot and depth, a small one beside a figure in its way, a distant boat afloat by the water. */
export function onGround(prop: SceneProp, stage: Stage, placed: readonly PlacedFigure[], plan: ScenePlan): PlacedProp {
  const drawing = propDrawing(prop.kind);
  const kind = propDefinition(prop.kind)?.size ?? 'small';
  const { width, height } = stage;
  const waistUp = stage.rule.headLine !== undefined;
  const depth = waistUp && kind === 'large' ? 'back' : prop.depth;
  const person = stage.personAt(depth);
  let size = Math.min(width * 0.85, drawing.scale * person.heightPx * (kind === 'small' ? 1.3 : 1));
  let groundY = person.groundY;
  if (waistUp && kind !== 'large') {
    size = Math.min(size, height * 0.32);
    groundY = height * 0.985;
  }
  if (plan.framing.shotType === 'close') {
    size = height * 0.3;
    groundY = height * 0.98;
  }
  // A boat far off in a place by the water floats out on it, near the horizon, rather than on the land.
  const afloat = WATERCRAFT.has(prop.kind) && prop.depth === 'back' && WATERSIDE.has(plan.setting.place) && !waistUp;
  if (afloat) {
    const horizon = height * stage.rule.horizonRatio;
    size *= 0.5;
    groundY = horizon + height * 0.02 + size * 0.1;
  }
  size = Math.max(size, stage.unit * 0.03);
  let x = width * SLOT_X[prop.position];
  // Keep small things beside the figure standing in the same place rather than hidden behind it.
  const blocking = placed.find(
    (figure) => Math.abs(figure.x - x) < figure.heightPx * 0.3 && figure.figure.depth === prop.depth,
  );
  if (blocking && kind !== 'large') {
    const away = x >= width / 2 ? -1 : 1;
    x = blocking.x + away * (blocking.heightPx * (blocking.look.kind === 'animal' ? 0.6 : 0.26) + size * 0.45);
  }
  if (plan.framing.shotType === 'close') x = width * 0.84;
  x = clampX(x, width);
  return {
    prop,
    x: x - size / 2,
    y: groundY - size * 0.96,
    size,
    held: false,
    facing: 1,
    ...(afloat ? { afloat } : {}),
  };
}

/** Chairs the plan has for its sitting people: each sitter gets one (the first free chair), instead of a stool. */
export function seatFigures(plan: ScenePlan, placed: PlacedFigure[]): Map<string, PlacedFigure> {
  const seats = plan.props.filter((prop) => SEATS.has(prop.kind) && !prop.heldBy);
  const seated = new Map<string, PlacedFigure>();
  for (const figure of placed) {
    if (figure.look.kind !== 'person' || !figure.pose.seat) continue;
    const seat = seats.find((prop) => !seated.has(prop.key));
    if (!seat) break;
    seated.set(seat.key, figure);
    figure.pose = { ...figure.pose, seat: false };
  }
  return seated;
}

/** A chair under a sitting figure's hips, its back behind them, drawn just before the figure. */
export function underSitter(prop: SceneProp, sitter: PlacedFigure): PlacedProp {
  const drawing = propDrawing(prop.kind);
  const size = drawing.scale * (sitter.heightPx / lookHeight(sitter.look)) * lookHeight(sitter.look);
  const centreX = sitter.x - sitter.facing * sitter.heightPx * 0.02;
  // Sorted by its base line: a hair above the sitter's, so it is drawn first.
  const base = sitter.groundY - 0.5;
  return { prop, x: centreX - size * 0.52, y: base - size * 0.96, size, held: false, facing: sitter.facing };
}

/** What the framing needs of a placed prop. */
export function propPlacement(placed: PlacedProp): PropPlacement {
  const centerX = Math.round(placed.x + placed.size / 2);
  return {
    referenceId: placed.prop.key,
    size: Math.round(placed.size),
    centerX,
    top: Math.round(placed.y),
    box: roundBox({ x: placed.x, y: placed.y, width: placed.size, height: placed.size }),
  };
}
