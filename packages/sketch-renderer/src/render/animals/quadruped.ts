import type { SKRSContext2D } from '@napi-rs/canvas';
import { css, darker, lighter, type Hsl } from '../color.ts';
import { ellipse, INK, limb, shape, type Pen } from '../figure-pen.ts';
import { drawFrogHead, drawHead } from './quadruped-head.ts';
import { frameFor, place, type AnimalPose, type BodyFrame, type Point } from './quadruped-frame.ts';
import type { QuadrupedLook } from './quadruped-looks.ts';

export type { AnimalPose };

/** Hip, knee and foot of one leg for the pose; `front` legs are at the head end, `near` ones on the viewer's side. */
function legPoints(look: QuadrupedLook, frame: BodyFrame, pose: AnimalPose, front: boolean, near: boolean): Point[] {
  const { body, legSpread } = look;
  const hipX = body.x + (front ? legSpread : -legSpread) + (near ? 0 : -4);
  const hip = place(frame, [hipX, body.y + body.ry * 0.4]);
  const hoofed = look.features.includes('hooves');
  let foot: Point = [hipX, 100];
  let bend = front ? 2 : hoofed ? -5 : -3;
  if (pose === 'walk') foot = [hipX + (near === front ? 9 : -9), 100];
  if (pose === 'run') {
    foot = front ? [hip[0] + (near ? 26 : 18), 86] : [hip[0] - (near ? 26 : 18), 90];
    bend = front ? -6 : 6;
  }
  if (pose === 'sit') {
    if (front) foot = [hip[0] + 2, 100];
    else return [hip, [hip[0] + 14, 98], [hip[0] + 4, 100]];
  }
  if (pose === 'lie') return [hip, [hip[0] + 10, 99], [hip[0] + (front ? 22 : 14), 99]];
  if (pose === 'rear' && front) return [hip, [hip[0] + 10, hip[1] + 10], [hip[0] + (near ? 16 : 10), hip[1] - 2]];
  const knee: Point = [(hip[0] + foot[0]) / 2 + bend, (hip[1] + foot[1]) / 2];
  return [hip, knee, foot];
}

function drawLeg(pen: Pen, look: QuadrupedLook, points: Point[], color: Hsl): void {
  limb(pen, color, look.legWidth, points);
  const foot = points[points.length - 1] as Point;
  const hoofed = look.features.includes('hooves');
  shape(pen, hoofed ? [25, 20, 18] : (look.marks?.paws ?? darker(color, 8)), (c) =>
    ellipse(c, foot[0] + 1.5, foot[1] - 1, look.legWidth * 0.62, look.legWidth * (hoofed ? 0.45 : 0.35)),
  );
}

function drawTail(pen: Pen, look: QuadrupedLook, frame: BodyFrame): void {
  const { body } = look;
  const fur = look.marks?.tail ?? look.fur;
  const raw: Point = [body.x - body.rx * 0.92, body.y - body.ry * 0.3];
  const base = place(frame, raw);
  const at = (dx: number, dy: number): Point => place(frame, [raw[0] + dx, raw[1] + dy]);
  const [bx, by] = base;
  switch (look.tail) {
    case 'bushy': {
      const tip = at(-34, 22);
      shape(pen, fur, (c) => {
        c.moveTo(bx, by);
        c.bezierCurveTo(bx - 20, by - 10, tip[0] - 8, tip[1] - 10, tip[0], tip[1]);
        c.bezierCurveTo(tip[0] + 10, tip[1] + 2, bx - 6, by + 16, bx + 2, by + 8);
        c.closePath();
      });
      shape(pen, look.belly, (c) => ellipse(c, tip[0] + 3, tip[1] - 2, 5, 4, 0.5));
      return;
    }
    case 'thin':
      limb(pen, fur, 3, [base, at(-14, -8), at(-20, -24), at(-14, -32)]);
      return;
    case 'long':
      limb(pen, [350, 40, 75], 2.2, [base, at(-22, 14), at(-44, 24), at(-64, 20)]);
      return;
    case 'tuft': {
      const end = at(-10, 34);
      limb(pen, fur, 2.6, [base, at(-8, 14), end]);
      shape(pen, darker(fur, 20), (c) => ellipse(c, end[0], end[1] + 2, 3.2, 4.5));
      return;
    }
    case 'short':
      limb(pen, fur, 4, [base, at(-8, -10), at(-10, -18)]);
      return;
    case 'curly': {
      const { ctx } = pen;
      ctx.beginPath();
      ctx.arc(bx - 5, by - 2, 4, 0, Math.PI * 1.7);
      ctx.lineWidth = 2.2;
      ctx.strokeStyle = css(darker(fur, 10));
      ctx.stroke();
      return;
    }
    case 'stub':
      shape(pen, look.features.includes('wool') ? fur : lighter(fur, 10), (c) => ellipse(c, bx - 2, by + 2, 5, 4));
      return;
    case 'horse':
      shape(pen, darker(fur, 16), (c) => {
        c.moveTo(bx + 2, by - 2);
        c.bezierCurveTo(bx - 16, by, bx - 16, by + 30, bx - 10, by + 44);
        c.lineTo(bx - 2, by + 36);
        c.bezierCurveTo(bx - 4, by + 22, bx - 2, by + 10, bx + 2, by + 6);
        c.closePath();
      });
      return;
    case 'spiked': {
      const tip = at(-60, 40);
      shape(pen, fur, (c) => {
        c.moveTo(bx + 4, by - 4);
        c.bezierCurveTo(bx - 30, by - 4, tip[0] + 20, tip[1] - 6, tip[0], tip[1]);
        c.bezierCurveTo(tip[0] + 24, tip[1] - 2, bx - 20, by + 14, bx + 4, by + 12);
        c.closePath();
      });
      shape(pen, [2, 65, 45], (c) => {
        c.moveTo(tip[0], tip[1]);
        c.lineTo(tip[0] - 6, tip[1] - 8);
        c.lineTo(tip[0] + 4, tip[1] - 6);
        c.lineTo(tip[0] - 2, tip[1] + 6);
        c.closePath();
      });
      return;
    }
  }
}

function drawBody(pen: Pen, look: QuadrupedLook, frame: BodyFrame): void {
  const { ctx } = pen;
  const { body, fur, belly } = look;
  const centre = place(frame, [body.x, body.y]);
  const wool = look.features.includes('wool');
  if (look.features.includes('wings')) drawWing(pen, look, frame, darker(fur, 10), -6);
  shape(pen, fur, (c) => ellipse(c, centre[0], centre[1], body.rx, body.ry, frame.angle));
  ctx.save();
  ctx.beginPath();
  ellipse(ctx, centre[0], centre[1], body.rx, body.ry, frame.angle);
  ctx.clip();
  if (!wool && !look.features.includes('shell')) {
    ctx.fillStyle = css(belly);
    ctx.beginPath();
    ellipse(ctx, centre[0], centre[1] + body.ry * 0.85, body.rx * 0.8, body.ry * 0.45, frame.angle);
    ctx.fill();
  }
  if (look.features.includes('spots')) {
    ctx.fillStyle = css([0, 0, 14]);
    for (const [dx, dy, r] of [
      [-16, -6, 8],
      [8, 2, 10],
      [24, -10, 6],
      [-28, 8, 6],
    ] as const) {
      const [x, y] = place(frame, [body.x + dx, body.y + dy]);
      ctx.beginPath();
      ellipse(ctx, x, y, r, r * 0.75, 0.4);
      ctx.fill();
    }
  }
  if (look.features.includes('stripes')) {
    ctx.strokeStyle = css(darker(fur, 14));
    ctx.lineWidth = 2.5;
    ctx.beginPath();
    for (let dx = -22; dx <= 18; dx += 8) {
      const [x, y] = place(frame, [body.x + dx, body.y - body.ry]);
      ctx.moveTo(x, y);
      ctx.lineTo(x - 3, y + body.ry * 0.9);
    }
    ctx.stroke();
  }
  // Shade the far side of the belly a little for volume.
  ctx.fillStyle = css(INK, 0.1);
  ctx.fillRect(centre[0] - body.rx, centre[1] + body.ry * 0.5, body.rx * 2, body.ry);
  ctx.restore();
  if (wool) {
    for (let index = 0; index < 14; index++) {
      const angle = (index / 14) * Math.PI * 2;
      const [x, y] = place(frame, [
        body.x + Math.cos(angle) * body.rx * 0.95,
        body.y + Math.sin(angle) * body.ry * 0.92,
      ]);
      shape(pen, fur, (c) => ellipse(c, x, y, 7, 7));
    }
    shape(pen, fur, (c) => ellipse(c, centre[0], centre[1], body.rx * 0.9, body.ry * 0.85, frame.angle), false);
  }
  if (look.features.includes('shell')) {
    shape(pen, belly, (c) => {
      const [x, y] = centre;
      c.moveTo(x - body.rx, y + body.ry * 0.5);
      c.bezierCurveTo(x - body.rx, y - body.ry * 1.3, x + body.rx, y - body.ry * 1.3, x + body.rx, y + body.ry * 0.5);
      c.closePath();
    });
    ctx.strokeStyle = css(lighter(belly, 18));
    ctx.lineWidth = 2;
    ctx.beginPath();
    const [x, y] = centre;
    for (const dx of [-0.45, 0, 0.45]) {
      ctx.moveTo(x + dx * body.rx - 8, y - body.ry * 0.1);
      ctx.lineTo(x + dx * body.rx + 8, y - body.ry * 0.1);
      ctx.lineTo(x + dx * body.rx + 10, y + body.ry * 0.45);
    }
    ctx.stroke();
  }
  if (look.features.includes('spikes')) {
    for (let dx = -26; dx <= 20; dx += 9) {
      const [x, y] = place(frame, [body.x + dx, body.y - body.ry * 0.95]);
      shape(pen, [2, 65, 45], (c) => {
        c.moveTo(x - 4, y + 2);
        c.lineTo(x, y - 8);
        c.lineTo(x + 4, y + 2);
        c.closePath();
      });
    }
  }
  if (look.features.includes('wings')) drawWing(pen, look, frame, lighter(fur, 4), 0);
}

function drawWing(pen: Pen, look: QuadrupedLook, frame: BodyFrame, color: Hsl, shift: number): void {
  const { body } = look;
  const root = place(frame, [body.x + 6 + shift, body.y - body.ry * 0.6]);
  const [x, y] = root;
  shape(pen, color, (c) => {
    c.moveTo(x, y);
    c.lineTo(x - 10, y - 44);
    c.lineTo(x - 20, y - 34);
    c.quadraticCurveTo(x - 26, y - 22, x - 40, y - 20);
    c.quadraticCurveTo(x - 36, y - 8, x - 44, y);
    c.quadraticCurveTo(x - 26, y - 2, x - 22, y + 6);
    c.closePath();
  });
  limb(pen, darker(color, 10), 1.4, [
    [x, y],
    [x - 10, y - 44],
  ]);
}

function drawFrogLegs(pen: Pen, look: QuadrupedLook, near: boolean): void {
  const color = near ? look.fur : darker(look.fur, 10);
  const dx = near ? 0 : -6;
  // A folded hind leg (thigh up along the body, foot forward on the ground) and a short front leg.
  shape(pen, color, (c) => ellipse(c, -22 + dx, 80, 18, 12, -0.3));
  limb(pen, color, 7, [
    [-14 + dx, 90],
    [6 + dx, 97],
  ]);
  shape(pen, color, (c) => ellipse(c, 10 + dx, 98, 8, 2.5));
  limb(pen, color, 6, [
    [18 + dx, 72],
    [24 + dx, 97],
  ]);
  shape(pen, color, (c) => ellipse(c, 28 + dx, 98, 6, 2.5));
}

/** Paint a four-legged animal of `look` in `pose` (animal units, facing right). */
export function drawQuadruped(
  ctx: SKRSContext2D,
  pen: Pen,
  look: QuadrupedLook,
  pose: AnimalPose,
  frog: boolean,
  mouthOpen = false,
): void {
  const frame = frameFor(look, frog ? 'stand' : pose);
  ctx.beginPath();
  ellipse(ctx, look.body.x, 100, look.body.rx * 1.1, 3.5);
  ctx.fillStyle = css(INK, 0.22);
  ctx.fill();
  if (frog) {
    drawFrogLegs(pen, look, false);
  } else {
    for (const front of [true, false])
      drawLeg(pen, look, legPoints(look, frame, pose, front, false), darker(look.fur, 12));
  }
  drawTail(pen, look, frame);
  drawBody(pen, look, frame);
  if (frog) {
    drawFrogLegs(pen, look, true);
    drawFrogHead(pen, look);
    return;
  }
  for (const front of [true, false]) drawLeg(pen, look, legPoints(look, frame, pose, front, true), look.fur);
  drawHead(pen, look, frame, mouthOpen);
}
