import { css, darker, lighter, type Hsl } from './color.ts';
import { drawBehindBody, drawShadow, drawTorso, WINGED } from './figure-body.ts';
import { drawHead, type FaceLook } from './figure-head.ts';
import { ellipse, INK, limb, shape, type Pen } from './figure-pen.ts';
import type { FigureTraits } from './figure-traits.ts';
import { armPoints, HIP, legPoints, turned, type Pose } from './poses.ts';

/** Extent of a posed figure in figure units: lying and falling figures reach far to the sides. */
export const POSED_BOUNDS = { left: -80, right: 80, top: -30, bottom: 106 } as const;

function legColors(traits: FigureTraits): { leg: Hsl; shoe: Hsl } {
  const leg = traits.outfit === 'fur' ? traits.skin : traits.legColor;
  const shoe = traits.species === 'human' || traits.outfit !== 'fur' ? traits.shoeColor : darker(traits.skin, 12);
  return { leg, shoe };
}

function drawPosedLegs(pen: Pen, traits: FigureTraits, pose: Pose): void {
  const b = traits.build;
  const bird = WINGED.has(traits.species);
  const { leg, shoe } = legColors(traits);
  // The far leg (away from the way the figure faces) first, a shade darker.
  for (const side of [-1, 1] as const) {
    const joint = pose.legs[side < 0 ? 0 : 1];
    const [hip, knee, foot] = legPoints(joint, side, b, pose.drop);
    const shinAngle = joint.upper + joint.lower;
    if (bird) {
      limb(pen, [35, 35, 45], 1.6, [hip, knee, foot]);
      continue;
    }
    const color = side < 0 ? darker(leg, 6) : leg;
    limb(pen, color, 7 * b, [[hip[0], hip[1] - 2], knee, foot]);
    shape(pen, shoe, (c) => ellipse(c, foot[0] + Math.cos(shinAngle) * 1.5, foot[1] + 1, 5.4 * b, 2.9, -shinAngle));
  }
}

function drawPosedArms(pen: Pen, traits: FigureTraits, pose: Pose): void {
  if (WINGED.has(traits.species)) return;
  const b = traits.build;
  const metal: Hsl = [210, 8, 62];
  const sleeve: Hsl =
    traits.outfit === 'fur' || traits.outfit === 'vest'
      ? traits.skin
      : traits.outfit === 'armor'
        ? traits.species === 'robot'
          ? traits.skin
          : metal
        : traits.outfitColor;
  const wide = traits.outfit === 'robe' ? 7.5 : 6;
  for (const side of [-1, 1] as const) {
    const [shoulder, elbow, hand] = armPoints(pose.arms[side < 0 ? 0 : 1], side, b);
    limb(pen, side < 0 ? darker(sleeve, 4) : sleeve, wide, [shoulder, elbow, hand]);
    shape(pen, traits.skin, (c) => ellipse(c, hand[0], hand[1], 3.2, 3.4));
  }
}

/** A stool or crate under a sitting figure's hips. */
function drawSeat(pen: Pen, pose: Pose): void {
  const top = HIP.y + pose.drop + 4;
  const wood: Hsl = [28, 40, 38];
  shape(pen, wood, (c) => c.rect(-12, top, 30, 5));
  for (const x of [-10, 12]) shape(pen, darker(wood, 8), (c) => c.rect(x, top + 5, 4, 100 - top - 5));
}

/** A ladder behind a climbing figure, so the climb reads as one. */
function drawLadder(pen: Pen): void {
  const wood: Hsl = [28, 42, 40];
  for (let y = -6; y < 100; y += 12)
    limb(pen, lighter(wood, 6), 2.2, [
      [-15, y],
      [25, y],
    ]);
  for (const x of [-15, 25])
    limb(pen, wood, 3, [
      [x, -14],
      [x, 100],
    ]);
}

/** The sea around a swimmer: an oval of water over the lower half of the body, rippled at its edge. */
/** Two steps of a staircase under a climber's feet, rising the way the figure faces. */
function drawSteps(pen: Pen): void {
  const stone: Hsl = [30, 18, 55];
  shape(pen, darker(stone, 6), (c) => c.rect(-30, 97, 76, 5));
  shape(pen, stone, (c) => c.rect(6, 92, 40, 5));
  shape(pen, lighter(stone, 8), (c) => c.rect(6, 91, 40, 2));
}

function drawWater(pen: Pen): void {
  const { ctx } = pen;
  const sea: Hsl = [200, 55, 42];
  ctx.beginPath();
  ctx.ellipse(0, 90, 64, 12, 0, 0, Math.PI * 2);
  ctx.fillStyle = css(sea, 0.8);
  ctx.fill();
  ctx.strokeStyle = css(lighter(sea, 40), 0.9);
  ctx.lineWidth = pen.line * 1.2;
  ctx.beginPath();
  for (const [x, y, r] of [
    [-40, 84, 8],
    [-14, 80, 10],
    [16, 80, 9],
    [42, 84, 8],
  ] as const) {
    ctx.moveTo(x - r, y);
    ctx.quadraticCurveTo(x, y - 4, x + r, y);
  }
  ctx.stroke();
}

/**
 * Draw a procedural character in a pose (figure units, facing right; the caller mirrors for facing left).
 * The same traits give the same colours, head and clothes in every pose.
 */
export function drawPosedFigure(pen: Pen, traits: FigureTraits, pose: Pose, gaze: FaceLook['gaze']): void {
  const { ctx } = pen;
  if (!pose.turn) drawShadow(pen, traits, pose.seat ? 24 : 20);
  else if (!pose.water) {
    ctx.save();
    ctx.beginPath();
    ellipse(ctx, 0, 100, 44, 3.2);
    ctx.fillStyle = css(INK, 0.22);
    ctx.fill();
    ctx.restore();
  }
  ctx.save();
  if (pose.turn) {
    const [px, py] = pose.turn.pivot;
    ctx.translate(pose.turn.shift[0], pose.turn.shift[1]);
    ctx.translate(px, py);
    ctx.rotate(pose.turn.angle);
    ctx.translate(-px, -py);
  }
  if (pose.seat) drawSeat(pen, pose);
  if (pose.support === 'ladder') drawLadder(pen);
  if (pose.support === 'steps') drawSteps(pen);
  drawPosedLegs(pen, traits, pose);
  ctx.save();
  ctx.translate(0, pose.drop);
  if (pose.lean !== 0) {
    ctx.translate(0, HIP.y);
    ctx.rotate(pose.lean);
    ctx.translate(0, -HIP.y);
  }
  drawBehindBody(pen, traits, false);
  drawTorso(pen, traits, { arms: false, hemLimit: pose.shortHem ? 64 : 100 });
  drawPosedArms(pen, traits, pose);
  drawHead(pen, traits, { gaze, mouthOpen: pose.mouthOpen });
  ctx.restore();
  ctx.restore();
  if (pose.water) drawWater(pen);
}

/** Where the figure's head centre is after the pose, in figure units (for close-ups of a lying figure). */
export function posedHead(pose: Pose): readonly [number, number] {
  return turned(pose, [0, 10.5 + pose.drop]);
}
