import type { FigureAction, SceneFigure, ScenePlan, SceneProp } from '@sym/contracts';
import { propDefinition } from '../scene/vocabulary-props.ts';
import { animalBodyCentre, animalFace, animalHalfWidth, animalHeadRadius } from './animals/index.ts';
import { FIGURE_FACE } from './figures.ts';
import { RULES, roundBox, type Box, type FigurePlacement, type PropPlacement, type ShotLayout } from './framing.ts';
import { lookHeight, type FigureLook } from './plan-figures.ts';
import { CLIMB_STAIRS, holdingHand, LOOK_THROUGH, POSES, upperToFigure, type Pose } from './poses.ts';
import { propDrawing } from './prop-drawings/index.ts';
import { faceFraction } from './sprites.ts';

/** One drawn member of a plan figure, where it stands and how. */
export interface PlacedFigure {
  figure: SceneFigure;
  member: number;
  look: FigureLook;
  /** Frame x of its centre line and y of the ground under it. */
  x: number;
  groundY: number;
  /** Standing height of a person, or an animal's height, in pixels. */
  heightPx: number;
  facing: 1 | -1;
  gaze: -1 | 0 | 1;
  pose: Pose;
}

export interface PlacedProp {
  prop: SceneProp;
  /** Top-left of the drawing's square box and its side. */
  x: number;
  y: number;
  size: number;
  /** Held props are drawn in the holder's hand, mirrored with the holder. */
  held: boolean;
  /** A boat out on the water: its hull sits in it. */
  afloat?: boolean;
  facing: 1 | -1;
}

export interface PlanLayout extends ShotLayout {
  placed: PlacedFigure[];
  placedProps: PlacedProp[];
}

const DEPTH_SCALE = { front: 1.18, middle: 1, back: 0.5 } as const;
const WATERCRAFT = new Set(['boat']);
// Props a sitting figure sits on.
const SEATS = new Set(['chair']);
// Places whose climbing is up stairs rather than a ladder (inside them, for the buildings).
const STAIRWAYS = new Set(['stairs', 'lighthouse', 'castle', 'palace', 'temple']);

function stairway(plan: ScenePlan): boolean {
  return plan.setting.place === 'stairs' || (plan.setting.interior && STAIRWAYS.has(plan.setting.place));
}
const WATERSIDE = new Set(['lighthouse', 'harbour', 'beach', 'sea', 'cliff', 'ship-deck', 'river', 'bridge']);
// Things held to the eye when the holder looks.
const EYEPIECES = new Set(['telescope', 'camera']);
const SLOT_X = { left: 0.27, center: 0.5, right: 0.73 } as const;
const MAX_MEMBERS = 12;
// Actions that have a direction: the figure turns toward the middle of the frame (or what it looks at).
const DIRECTED = new Set<FigureAction>([
  'walk',
  'run',
  'climb',
  'sit',
  'lie',
  'hold',
  'point',
  'look',
  'talk',
  'fight',
  'fall',
  'swim',
  'kneel',
]);

/** The pose of a person for an action; old people stoop a little; on a staircase a climber takes the steps. */
function poseFor(action: FigureAction, stoop: boolean, eyepiece = false, stairs = false): Pose {
  const pose =
    action === 'look' && eyepiece ? LOOK_THROUGH : action === 'climb' && stairs ? CLIMB_STAIRS : POSES[action];
  return stoop && !pose.turn ? { ...pose, lean: pose.lean + 0.12 } : pose;
}

interface Stage {
  width: number;
  height: number;
  unit: number;
  rule: (typeof RULES)[keyof typeof RULES];
  /** Standing adult height and ground line at each depth. */
  personAt: (depth: SceneFigure['depth']) => { heightPx: number; groundY: number };
}

function stageOf(plan: ScenePlan, width: number, height: number): Stage {
  const rule = RULES[plan.framing.shotType];
  const unit = Math.min(height, width * rule.widthCap);
  const horizon = height * rule.horizonRatio;
  return {
    width,
    height,
    unit,
    rule,
    personAt(depth) {
      const heightPx = unit * rule.figure * DEPTH_SCALE[depth];
      if (rule.headLine !== undefined) {
        const top = depth === 'back' ? height * 0.3 : depth === 'front' ? height * 0.06 : height * rule.headLine;
        return { heightPx, groundY: top + heightPx };
      }
      const line = height * rule.line;
      const groundY =
        depth === 'front' ? line + (height - line) * 0.6 : depth === 'back' ? horizon + (line - horizon) * 0.35 : line;
      return { heightPx, groundY };
    },
  };
}

function clampX(x: number, width: number): number {
  return Math.min(width * 0.95, Math.max(width * 0.05, x));
}

/** Lay out the members of every figure on the stage (wide, establishing and medium shots). */
function placeOnStage(plan: ScenePlan, looks: ReadonlyMap<string, FigureLook[]>, stage: Stage): PlacedFigure[] {
  const { width, height } = stage;
  const placed: PlacedFigure[] = [];
  const perSlot = new Map<string, number>();
  const slotCount = new Map<string, number>();
  for (const figure of plan.figures)
    slotCount.set(`${figure.position}|${figure.depth}`, (slotCount.get(`${figure.position}|${figure.depth}`) ?? 0) + 1);
  for (const figure of plan.figures) {
    const members = looks.get(figure.key) ?? [];
    const slot = `${figure.position}|${figure.depth}`;
    const index = perSlot.get(slot) ?? 0;
    perSlot.set(slot, index + 1);
    const person = stage.personAt(figure.depth);
    const shared = slotCount.get(slot) ?? 1;
    const slotX = width * SLOT_X[figure.position] + (index - (shared - 1) / 2) * person.heightPx * 0.55;
    for (const [member, look] of members.entries()) {
      if (placed.length >= MAX_MEMBERS) break;
      const back = members.length > 1 && member % 2 === 1;
      const scale = back ? 0.93 : 1;
      const spacing = person.heightPx * (look.kind === 'animal' ? 0.5 : 0.32);
      let x = clampX(slotX + (member - (members.length - 1) / 2) * spacing, width);
      if (look.kind === 'animal') {
        // Keep most of a long animal's body inside the frame.
        const half = (animalHalfWidth(look.species) / 100) * person.heightPx * lookHeight(look) * 0.7;
        if (half * 2 < width) x = Math.min(width - half, Math.max(half, x));
      }
      // A dragon or an elephant still fits the frame (scaled down a little when it would not).
      const natural = person.heightPx * scale * lookHeight(look);
      const heightPx = look.kind === 'animal' ? Math.min(natural, height * 0.75) : natural;
      let groundY = person.groundY - (back ? person.heightPx * 0.05 : 0);
      // Waist-up framing would hide a dog or a small child below the frame: they stand on its lower edge instead
      // (never so high that the head leaves the frame). A child whose head shows beside the grown-ups stays put.
      const hidden = groundY - heightPx > height * 0.75;
      if (stage.rule.headLine !== undefined && hidden && (look.kind === 'animal' || lookHeight(look) < 0.8)) {
        groundY = Math.min(groundY, Math.max(height * 0.98, heightPx + height * 0.05));
      }
      const action = figure.action;
      const eyepiece = plan.props.some(
        (prop) => EYEPIECES.has(prop.kind) && (prop.heldBy === figure.key || figure.holds === prop.key),
      );
      const pose =
        look.kind === 'person' ? poseFor(action, look.stoop, eyepiece && member === 0, stairway(plan)) : POSES[action];
      // Whole pixels: the same figure at the same scale is then the same pixels wherever it stands.
      placed.push({
        figure,
        member,
        look,
        x: Math.round(x),
        groundY: Math.round(groundY),
        heightPx: Math.round(heightPx),
        facing: 1,
        gaze: 0,
        pose,
      });
    }
  }
  return placed;
}

/** The single figure of a close-up or extreme close-up: its face (or an animal's head) where the shot rule puts it. */
function placeFace(plan: ScenePlan, looks: ReadonlyMap<string, FigureLook[]>, stage: Stage): PlacedFigure[] {
  const subject = plan.figures.find((figure) => figure.key === plan.framing.subject) ?? plan.figures[0];
  const look = subject ? looks.get(subject.key)?.[0] : undefined;
  if (!subject || !look) return [];
  const { width, height, unit, rule } = stage;
  const faceX = width / 2;
  const faceY = height * rule.line;
  const pose =
    look.kind === 'person' ? poseFor(subject.action, look.stoop, false, stairway(plan)) : POSES[subject.action];
  if (look.kind === 'animal') {
    const heightPx = (unit * rule.figure * (FIGURE_FACE.radius / 100)) / (animalHeadRadius(look.species) / 100);
    const [hx, hy] = animalFace(look.species);
    const perUnit = heightPx / 100;
    return [
      {
        figure: subject,
        member: 0,
        look,
        x: Math.round(faceX - hx * perUnit),
        groundY: Math.round(faceY + (100 - hy) * perUnit),
        heightPx: Math.round(heightPx),
        facing: 1,
        gaze: 0,
        pose,
      },
    ];
  }
  const heightPx = Math.round(unit * rule.figure);
  const perUnit = heightPx / 100;
  const [hx, hy] =
    look.kind === 'person' ? upperToFigure(pose, [0, FIGURE_FACE.y]) : [0, faceFraction(look.source, heightPx) * 100];
  return [
    {
      figure: subject,
      member: 0,
      look,
      x: Math.round(faceX - hx * perUnit),
      groundY: Math.round(faceY + (100 - hy) * perUnit),
      heightPx,
      facing: 1,
      gaze: 0,
      pose,
    },
  ];
}

/** Turn figures toward what they look at, or toward the middle of the frame when their action has a direction. */
function turnFigures(placed: PlacedFigure[], props: readonly SceneProp[], width: number): void {
  const xOf = (key: string): number | undefined => {
    const figure = placed.find((other) => other.figure.key === key);
    if (figure) return figure.x;
    const prop = props.find((other) => other.key === key);
    return prop ? width * SLOT_X[prop.position] : undefined;
  };
  for (const figure of placed) {
    const target = figure.figure.lookAt ? xOf(figure.figure.lookAt) : undefined;
    if (target !== undefined && Math.abs(target - figure.x) > 1) {
      figure.facing = target > figure.x ? 1 : -1;
      figure.gaze = 1;
    } else if (DIRECTED.has(figure.figure.action) || figure.look.kind === 'animal') {
      figure.facing = figure.x > width * 0.55 ? -1 : 1;
      figure.gaze = figure.figure.action === 'look' || figure.figure.action === 'talk' ? 1 : 0;
    }
  }
}

function holderOf(prop: SceneProp, placed: readonly PlacedFigure[]): PlacedFigure | undefined {
  return (
    placed.find((figure) => figure.member === 0 && figure.figure.key === prop.heldBy) ??
    placed.find((figure) => figure.member === 0 && figure.figure.holds === prop.key)
  );
}

/** A held prop's box: its grip on the holder's hand (people), in the mouth (animals) or beside the body (pictures). */
function inHand(prop: SceneProp, holder: PlacedFigure, height: number): PlacedProp {
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

function onGround(prop: SceneProp, stage: Stage, placed: readonly PlacedFigure[], plan: ScenePlan): PlacedProp {
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
function seatFigures(plan: ScenePlan, placed: PlacedFigure[]): Map<string, PlacedFigure> {
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
function underSitter(prop: SceneProp, sitter: PlacedFigure): PlacedProp {
  const drawing = propDrawing(prop.kind);
  const size = drawing.scale * (sitter.heightPx / lookHeight(sitter.look)) * lookHeight(sitter.look);
  const centreX = sitter.x - sitter.facing * sitter.heightPx * 0.02;
  // Sorted by its base line: a hair above the sitter's, so it is drawn first.
  const base = sitter.groundY - 0.5;
  return { prop, x: centreX - size * 0.52, y: base - size * 0.96, size, held: false, facing: sitter.facing };
}

function figurePlacement(figure: PlacedFigure, anchor: 'feet' | 'face'): FigurePlacement {
  const perUnit = figure.heightPx / 100;
  const top = figure.groundY - figure.heightPx;
  let focus: Box;
  if (figure.look.kind === 'animal') {
    const [bx, by] = animalBodyCentre(figure.look.species);
    const [fx, fy] = anchor === 'face' ? animalFace(figure.look.species) : [bx, by];
    focus = {
      x: figure.x + figure.facing * fx * perUnit - 4 * perUnit,
      y: top + fy * perUnit - 4 * perUnit,
      width: 8 * perUnit,
      height: 8 * perUnit,
    };
  } else if (anchor === 'face') {
    focus = {
      x: figure.x - 5 * perUnit,
      y: top + (FIGURE_FACE.y - 5) * perUnit,
      width: 10 * perUnit,
      height: 10 * perUnit,
    };
  } else {
    focus = {
      x: figure.x - 5 * perUnit,
      y: top + (28 + figure.pose.drop) * perUnit,
      width: 10 * perUnit,
      height: 12 * perUnit,
    };
  }
  const half = figure.look.kind === 'animal' ? animalHalfWidth(figure.look.species) : 37;
  return {
    referenceId: figure.member === 0 ? figure.figure.key : `${figure.figure.key}#${figure.member}`,
    heightPx: Math.round(figure.heightPx),
    centerX: Math.round(figure.x),
    anchor,
    anchorY: Math.round(anchor === 'feet' ? figure.groundY : top + FIGURE_FACE.y * perUnit),
    box: roundBox({
      x: figure.x - half * perUnit,
      y: top - 27 * perUnit,
      width: 2 * half * perUnit,
      height: 131 * perUnit,
    }),
    focusBox: roundBox(focus),
  };
}

/**
 * Where everything of a scene plan goes in a width × height frame: the shot type decides the scale (as for linked
 * assets), position and depth decide x and the ground line, the subject decides close framing (a prop subject of a
 * close or extreme close-up fills the frame; otherwise the subject's face does).
 */
export function layoutPlan(
  plan: ScenePlan,
  looks: ReadonlyMap<string, FigureLook[]>,
  width: number,
  height: number,
): PlanLayout {
  const { shotType, subject } = plan.framing;
  const stage = stageOf(plan, width, height);
  const { rule } = stage;
  const base = { width, height, shotType, horizonRatio: rule.horizonRatio, zoom: rule.zoom, softness: rule.softness };
  const close = shotType === 'close' || shotType === 'extreme_close';
  const heroProp = close ? plan.props.find((prop) => prop.key === subject) : undefined;
  if (heroProp) {
    const size = Math.min(width, height) * (shotType === 'extreme_close' ? 0.92 : 0.7);
    const x = width / 2 - size / 2;
    const y = height / 2 - size * 0.55;
    const placedProps: PlacedProp[] = [{ prop: heroProp, x, y, size, held: false, facing: 1 }];
    return { ...base, placed: [], placedProps, figures: [], props: placedProps.map(propPlacement) };
  }
  const placed = close ? placeFace(plan, looks, stage) : placeOnStage(plan, looks, stage);
  turnFigures(placed, plan.props, width);
  const placedProps: PlacedProp[] = [];
  const seated = close ? new Map<string, PlacedFigure>() : seatFigures(plan, placed);
  for (const prop of plan.props) {
    const holder = holderOf(prop, placed);
    const large = propDefinition(prop.kind)?.size === 'large';
    const sitter = seated.get(prop.key);
    if (sitter) placedProps.push(underSitter(prop, sitter));
    else if (holder && !large && !close) placedProps.push(inHand(prop, holder, height));
    else if (close && (shotType === 'extreme_close' || !holder)) continue;
    else placedProps.push(onGround(prop, stage, placed, plan));
  }
  const anchor = close ? 'face' : 'feet';
  return {
    ...base,
    placed,
    placedProps,
    figures: placed.map((figure) => figurePlacement(figure, anchor)),
    props: placedProps.map(propPlacement),
  };
}

function propPlacement(placed: PlacedProp): PropPlacement {
  const centerX = Math.round(placed.x + placed.size / 2);
  return {
    referenceId: placed.prop.key,
    size: Math.round(placed.size),
    centerX,
    top: Math.round(placed.y),
    box: roundBox({ x: placed.x, y: placed.y, width: placed.size, height: placed.size }),
  };
}
