import type { FigureAction, ScenePlan, SceneProp } from '@sym/contracts';
import { propDefinition } from '@sym/story-analysis';
import { animalBodyCentre, animalFace, animalHalfWidth, animalHeadRadius } from './animals/index.ts';
import { FIGURE_FACE } from './figures.ts';
import { roundBox, type Box, type FigurePlacement, type ShotLayout } from './framing.ts';
import { lookHeight, type FigureLook } from './plan-figures.ts';
import { holderOf, inHand, onGround, propPlacement, seatFigures, underSitter } from './plan-prop-layout.ts';
import { clampX, SLOT_X, stageOf, type PlacedFigure, type PlacedProp, type Stage } from './plan-stage.ts';
import { CLIMB_STAIRS, LOOK_THROUGH, POSES, upperToFigure, type Pose } from './poses.ts';
import { faceFraction } from './sprites.ts';

export type { PlacedFigure, PlacedProp };

export interface PlanLayout extends ShotLayout {
  placed: PlacedFigure[];
  placedProps: PlacedProp[];
}

// Places whose climbing is up stairs rather than a ladder (inside them, for the buildings).
const STAIRWAYS = new Set(['stairs', 'lighthouse', 'castle', 'palace', 'temple']);

function stairway(plan: ScenePlan): boolean {
  return plan.setting.place === 'stairs' || (plan.setting.interior && STAIRWAYS.has(plan.setting.place));
}
// Things held to the eye when the holder looks.
const EYEPIECES = new Set(['telescope', 'camera']);
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
