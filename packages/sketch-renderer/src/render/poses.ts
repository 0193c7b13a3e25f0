import type { FigureAction } from '@sym/contracts';

/** Angles of one arm or leg in radians: the upper part from hanging straight down (positive swings toward +x, the way
 * the figure faces), the lower part relative to the upper one. */
export interface Joint {
  upper: number;
  lower: number;
}

/**
 * How a figure holds itself for an action, drawn facing right (+x); a figure facing left is the mirror image.
 * Figure units: head top y = 0, soles y = 100.
 */
export interface Pose {
  action: FigureAction;
  /** [left arm (−x side), right arm (+x side)]. */
  arms: readonly [Joint, Joint];
  /** [left leg, right leg]. */
  legs: readonly [Joint, Joint];
  /** How far the hips and everything above them sink (sitting, kneeling). */
  drop: number;
  /** Forward lean of the upper body about the hips. */
  lean: number;
  /** The whole figure turned about `pivot` (lying, falling, swimming), then moved by `shift`. */
  turn: { angle: number; pivot: readonly [number, number]; shift: readonly [number, number] } | null;
  /** Long coats and dresses end above bent knees. */
  shortHem: boolean;
  /** A seat is drawn under the hips. */
  seat: boolean;
  mouthOpen: boolean;
  /** The hand a held prop is in: 0 left, 1 right. */
  holdingHand: 0 | 1;
  /** Water covers the lower half of the figure. */
  water: boolean;
  /** What a climber climbs: a ladder drawn behind, or steps under the feet. */
  support: 'none' | 'ladder' | 'steps';
}

const REST_LEFT: Joint = { upper: -0.14, lower: 0.02 };
const REST_RIGHT: Joint = { upper: 0.14, lower: -0.02 };
const LEG_LEFT: Joint = { upper: -0.02, lower: 0 };
const LEG_RIGHT: Joint = { upper: 0.02, lower: 0 };

const BASE: Omit<Pose, 'action'> = {
  arms: [REST_LEFT, REST_RIGHT],
  legs: [LEG_LEFT, LEG_RIGHT],
  drop: 0,
  lean: 0,
  turn: null,
  shortHem: false,
  seat: false,
  mouthOpen: false,
  holdingHand: 1,
  water: false,
  support: 'none',
};

const pose = (action: FigureAction, changes: Partial<Omit<Pose, 'action'>> = {}): Pose => ({
  ...BASE,
  ...changes,
  action,
});

/** One pose per scene action (the contract's FIGURE_ACTIONS). */
export const POSES: Readonly<Record<FigureAction, Pose>> = {
  stand: pose('stand'),
  walk: pose('walk', {
    arms: [
      { upper: -0.5, lower: -0.1 },
      { upper: -0.3, lower: 0.15 },
    ],
    legs: [
      { upper: -0.32, lower: -0.2 },
      { upper: 0.36, lower: 0 },
    ],
  }),
  run: pose('run', {
    arms: [
      { upper: -0.7, lower: -1.2 },
      { upper: 0.7, lower: 1.3 },
    ],
    legs: [
      { upper: -0.6, lower: -1.3 },
      { upper: 0.9, lower: -1.5 },
    ],
    lean: 0.25,
    shortHem: true,
  }),
  climb: pose('climb', {
    arms: [
      { upper: -2.5, lower: -0.5 },
      { upper: 2.8, lower: 0.2 },
    ],
    legs: [
      { upper: -0.05, lower: 0 },
      { upper: 1.0, lower: -1.2 },
    ],
    shortHem: true,
    support: 'ladder',
  }),
  sit: pose('sit', {
    arms: [
      { upper: 0.2, lower: 0.9 },
      { upper: 0.5, lower: 0.7 },
    ],
    legs: [
      { upper: 1.4, lower: -1.4 },
      { upper: 1.5, lower: -1.5 },
    ],
    drop: 18,
    shortHem: true,
    seat: true,
  }),
  lie: pose('lie', {
    arms: [
      { upper: -0.1, lower: 0 },
      { upper: 0.1, lower: 0 },
    ],
    turn: { angle: Math.PI / 2, pivot: [0, 50], shift: [0, 33] },
  }),
  hold: pose('hold', { arms: [REST_LEFT, { upper: 0.25, lower: 1.0 }] }),
  point: pose('point', { arms: [REST_LEFT, { upper: 1.5, lower: 0.05 }] }),
  look: pose('look', { arms: [REST_LEFT, { upper: 2.6, lower: 1.8 }], holdingHand: 0 }),
  talk: pose('talk', {
    arms: [
      { upper: -0.3, lower: -0.9 },
      { upper: 0.6, lower: 1.5 },
    ],
    mouthOpen: true,
  }),
  wave: pose('wave', { arms: [REST_LEFT, { upper: 2.5, lower: 0.44 }], holdingHand: 0, mouthOpen: true }),
  fight: pose('fight', {
    arms: [
      { upper: -0.9, lower: -2.0 },
      { upper: 0.9, lower: 2.0 },
    ],
    legs: [
      { upper: -0.4, lower: 0.25 },
      { upper: 0.4, lower: -0.25 },
    ],
    lean: 0.1,
  }),
  fall: pose('fall', {
    arms: [
      { upper: -2.4, lower: -0.4 },
      { upper: 2.6, lower: 0.3 },
    ],
    legs: [
      { upper: -0.2, lower: 0 },
      { upper: 0.5, lower: -0.6 },
    ],
    turn: { angle: -0.95, pivot: [0, 100], shift: [0, -4] },
    shortHem: true,
    mouthOpen: true,
  }),
  swim: pose('swim', {
    arms: [
      { upper: 0.3, lower: 0 },
      { upper: 3.0, lower: 0 },
    ],
    legs: [
      { upper: -0.15, lower: 0 },
      { upper: 0.15, lower: 0 },
    ],
    turn: { angle: Math.PI / 2 - 0.12, pivot: [0, 50], shift: [0, 28] },
    shortHem: true,
    water: true,
  }),
  kneel: pose('kneel', {
    arms: [REST_LEFT, { upper: 0.55, lower: 0.6 }],
    legs: [
      { upper: 0.15, lower: -1.62 },
      { upper: 1.45, lower: -1.45 },
    ],
    drop: 16,
    shortHem: true,
  }),
};

/** Climbing stairs: one foot a step up, arms swinging as in a walk, leaning into the climb. */
export const CLIMB_STAIRS: Pose = pose('climb', {
  arms: [
    { upper: -0.45, lower: -0.2 },
    { upper: 0.35, lower: 0.5 },
  ],
  legs: [
    { upper: -0.2, lower: -0.1 },
    { upper: 0.85, lower: -0.85 },
  ],
  lean: 0.12,
  shortHem: true,
  support: 'steps',
});

/** Looking through something held to the eye (a telescope, a camera): the hand at the eye, the thing pointing ahead. */
export const LOOK_THROUGH: Pose = pose('look', { arms: [REST_LEFT, { upper: 1.9, lower: 2.32 }] });

export const SHOULDER = { x: 11.5, y: 26 } as const;
export const HIP = { x: 4.5, y: 54 } as const;
export const UPPER_ARM = 15;
export const FOREARM = 13;
export const THIGH = 21;
export const SHIN = 21;

type Point = readonly [number, number];

function step(from: Point, angle: number, length: number): Point {
  return [from[0] + Math.sin(angle) * length, from[1] + Math.cos(angle) * length];
}

/** Shoulder, elbow and hand of an arm in the upper body's own frame (before drop, lean and turn). */
export function armPoints(joint: Joint, side: -1 | 1, build: number): [Point, Point, Point] {
  const shoulder: Point = [side * SHOULDER.x * build, SHOULDER.y];
  const elbow = step(shoulder, joint.upper, UPPER_ARM);
  return [shoulder, elbow, step(elbow, joint.upper + joint.lower, FOREARM)];
}

/** Hip, knee and foot of a leg, in the figure frame (after drop, before turn). */
export function legPoints(joint: Joint, side: -1 | 1, build: number, drop: number): [Point, Point, Point] {
  const hip: Point = [side * HIP.x * build, HIP.y + drop];
  const knee = step(hip, joint.upper, THIGH);
  return [hip, knee, step(knee, joint.upper + joint.lower, SHIN)];
}

function rotate(point: Point, pivot: Point, angle: number): Point {
  const dx = point[0] - pivot[0];
  const dy = point[1] - pivot[1];
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return [pivot[0] + dx * cos - dy * sin, pivot[1] + dx * sin + dy * cos];
}

/** A point of the upper body (arms, head, torso) as drawn: leaned about the hips, dropped, then turned. */
export function upperToFigure(pose: Pose, point: Point): Point {
  const leaned = rotate(point, [0, HIP.y], pose.lean);
  return turned(pose, [leaned[0], leaned[1] + pose.drop]);
}

/** A point of the figure frame (legs, seat) after the whole-figure turn. */
export function turned(pose: Pose, point: Point): Point {
  if (!pose.turn) return point;
  const [x, y] = rotate(point, pose.turn.pivot, pose.turn.angle);
  return [x + pose.turn.shift[0], y + pose.turn.shift[1]];
}

/** Where the holding hand is, in figure units, facing right. */
export function holdingHand(pose: Pose, build: number): Point {
  const side = pose.holdingHand === 0 ? -1 : 1;
  const joint = pose.arms[pose.holdingHand];
  return upperToFigure(pose, armPoints(joint, side, build)[2]);
}
