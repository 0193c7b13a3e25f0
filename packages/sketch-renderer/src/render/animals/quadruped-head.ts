import { css, darker, type Hsl } from '../color.ts';
import { ellipse, INK, limb, shape, type Pen } from '../figure-pen.ts';
import type { QuadrupedLook } from './quadruped-looks.ts';
import { place, type BodyFrame } from './quadruped-frame.ts';

/** The head of a four-legged animal, turned and lowered with its body's frame. */
export function drawHead(pen: Pen, look: QuadrupedLook, frame: BodyFrame, mouthOpen: boolean): void {
  const { ctx } = pen;
  const { head, fur, body } = look;
  const [hx, hy] = place(frame, [head.x, head.y]);
  const r = head.r;
  const neckBase = place(frame, [body.x + body.rx * 0.62, body.y - body.ry * 0.35]);
  const neckLow = place(frame, [body.x + body.rx * 0.8, body.y + body.ry * 0.3]);
  if (look.features.includes('mane')) {
    for (let index = 0; index < 14; index++) {
      const angle = (index / 14) * Math.PI * 2;
      shape(pen, [28, 55, 34], (c) =>
        ellipse(c, hx - 3 + Math.cos(angle) * r * 1.1, hy + Math.sin(angle) * r * 1.15, r * 0.55, r * 0.55),
      );
    }
  }
  // Neck: a band from the shoulders up to the skull.
  shape(pen, fur, (c) => {
    c.moveTo(neckBase[0] - look.neckWidth * 0.3, neckBase[1]);
    c.lineTo(hx - r * 0.3, hy - r * 0.5);
    c.lineTo(hx + r * 0.2, hy + r * 0.7);
    c.lineTo(neckLow[0] + 2, neckLow[1]);
    c.closePath();
  });
  if (look.features.includes('horse-mane')) {
    shape(pen, darker(fur, 16), (c) => {
      c.moveTo(hx - r * 0.2, hy - r * 0.9);
      c.lineTo(neckBase[0] - look.neckWidth * 0.5, neckBase[1] + 2);
      c.lineTo(neckBase[0] - look.neckWidth * 0.1, neckBase[1] - 4);
      c.lineTo(hx + r * 0.2, hy - r * 0.6);
      c.closePath();
    });
  }
  drawEars(pen, look, hx, hy, true);
  shape(pen, fur, (c) => ellipse(c, hx, hy, r, r * 0.95));
  const snoutX = hx + r * 0.7 + look.snout.length / 2;
  const snoutY = hy + r * 0.3;
  if (look.snout.length > 0) {
    shape(pen, look.features.includes('mask') ? look.belly : fur, (c) =>
      ellipse(c, snoutX, snoutY, look.snout.length / 2 + r * 0.3, look.snout.height / 2, 0.12),
    );
  }
  if (look.features.includes('mask'))
    shape(pen, look.belly, (c) => ellipse(c, hx + r * 0.2, hy + r * 0.45, r * 0.55, r * 0.35), false);
  drawEars(pen, look, hx, hy, false);
  const noseX = snoutX + look.snout.length / 2 + r * 0.25;
  if (look.features.includes('snout-disc')) {
    shape(pen, darker(fur, 8), (c) => ellipse(c, noseX, snoutY, 2.6, look.snout.height / 2));
    for (const dy of [-1.6, 1.6])
      shape(pen, darker(fur, 30), (c) => ellipse(c, noseX + 0.4, snoutY + dy, 0.7, 1), false);
  } else if (!look.features.includes('trunk')) {
    shape(pen, INK, (c) => ellipse(c, noseX - 0.8, snoutY - look.snout.height * 0.3, 2.2, 1.8), false);
  }
  // Eye with a glint, and the mouth line.
  const eyeX = hx + r * 0.35;
  const eyeY = hy - r * 0.18;
  shape(pen, INK, (c) => ellipse(c, eyeX, eyeY, Math.max(1.5, r * 0.16), Math.max(1.6, r * 0.18)), false);
  shape(pen, [0, 0, 100], (c) => ellipse(c, eyeX + r * 0.05, eyeY - r * 0.06, r * 0.05, r * 0.05), false);
  if (mouthOpen) {
    // Barking, growling, roaring: the jaw drops open under the muzzle.
    const jawY = snoutY + look.snout.height * 0.25;
    const h = look.snout.height;
    shape(pen, [355, 45, 25], (c) => {
      c.moveTo(snoutX - look.snout.length * 0.5, jawY);
      c.lineTo(noseX, jawY - 0.5);
      c.lineTo(noseX - 1, jawY + h * 0.7);
      c.closePath();
    });
    shape(pen, look.features.includes('mask') ? look.belly : look.fur, (c) =>
      ellipse(c, snoutX + look.snout.length * 0.1, jawY + h * 0.7, look.snout.length * 0.45 + r * 0.15, h * 0.2, 0.3),
    );
  }
  ctx.strokeStyle = css(INK, 0.8);
  ctx.lineWidth = pen.line;
  ctx.beginPath();
  ctx.moveTo(noseX - 2, snoutY + look.snout.height * 0.3);
  ctx.quadraticCurveTo(
    snoutX,
    snoutY + look.snout.height * 0.45,
    snoutX - look.snout.length * 0.3,
    snoutY + look.snout.height * 0.2,
  );
  ctx.stroke();
  if (look.features.includes('whiskers')) {
    ctx.lineWidth = pen.line * 0.6;
    ctx.beginPath();
    for (const dy of [-1.5, 1.5]) {
      ctx.moveTo(noseX - 3, snoutY);
      ctx.lineTo(noseX + 10, snoutY + dy * 2.5);
    }
    ctx.stroke();
  }
  if (look.features.includes('trunk')) {
    limb(pen, fur, r * 0.4, [
      [hx + r * 0.8, hy + r * 0.2],
      [hx + r * 1.3, hy + r * 1.1],
      [hx + r * 1.2, hy + r * 2.2],
      [hx + r * 1.6, hy + r * 2.7],
    ]);
    shape(pen, [40, 30, 92], (c) => {
      c.moveTo(hx + r * 0.7, hy + r * 0.7);
      c.quadraticCurveTo(hx + r * 1.1, hy + r * 1.2, hx + r * 1.5, hy + r * 1.0);
      c.lineTo(hx + r * 0.9, hy + r * 0.6);
      c.closePath();
    });
  }
  if (look.features.includes('horns')) {
    for (const dx of [-0.3, 0.15]) {
      limb(pen, [40, 25, 85], Math.max(1.6, r * 0.18), [
        [hx + dx * r, hy - r * 0.8],
        [hx + dx * r - r * 0.2, hy - r * 1.4],
        [hx + dx * r + r * 0.2, hy - r * 1.7],
      ]);
    }
  }
  if (look.features.includes('antlers')) {
    ctx.strokeStyle = css([30, 35, 35]);
    ctx.lineCap = 'round';
    ctx.lineWidth = 1.8;
    ctx.beginPath();
    for (const dx of [-3, 1]) {
      const bx = hx + dx;
      const by = hy - r * 0.8;
      ctx.moveTo(bx, by);
      ctx.lineTo(bx - 6, by - 18);
      ctx.moveTo(bx - 3, by - 9);
      ctx.lineTo(bx + 4, by - 15);
      ctx.moveTo(bx - 5, by - 15);
      ctx.lineTo(bx - 12, by - 20);
      ctx.moveTo(bx - 6, by - 18);
      ctx.lineTo(bx - 2, by - 24);
    }
    ctx.stroke();
    ctx.lineCap = 'butt';
  }
}

function drawEars(pen: Pen, look: QuadrupedLook, hx: number, hy: number, behind: boolean): void {
  const { fur, head } = look;
  const r = head.r;
  // The ear on the viewer's side shows a colour the words give it ("one white ear").
  const near = (color: Hsl): Hsl => look.marks?.ear ?? color;
  const inner: Hsl = [350, 45, 72];
  switch (look.ears) {
    case 'pointed':
      if (!behind) return;
      for (const dx of [-0.45, 0]) {
        shape(pen, dx < 0 ? darker(fur, 8) : near(fur), (c) => {
          c.moveTo(hx + dx * r - r * 0.3, hy - r * 0.6);
          c.lineTo(hx + dx * r - r * 0.05, hy - r * 1.55);
          c.lineTo(hx + dx * r + r * 0.35, hy - r * 0.7);
          c.closePath();
        });
      }
      return;
    case 'small':
      if (!behind) return;
      shape(pen, near(fur), (c) => {
        c.moveTo(hx - r * 0.5, hy - r * 0.6);
        c.lineTo(hx - r * 0.4, hy - r * 1.5);
        c.lineTo(hx, hy - r * 0.8);
        c.closePath();
      });
      return;
    case 'round':
      if (!behind) return;
      for (const dx of [-0.55, 0.1]) {
        shape(pen, dx > 0 ? near(fur) : fur, (c) => ellipse(c, hx + dx * r, hy - r * 0.8, r * 0.42, r * 0.42));
        shape(pen, inner, (c) => ellipse(c, hx + dx * r, hy - r * 0.8, r * 0.24, r * 0.24), false);
      }
      return;
    case 'long':
      if (!behind) return;
      for (const [dx, tilt] of [
        [-0.5, -0.35],
        [-0.1, -0.15],
      ] as const) {
        shape(pen, dx > -0.3 ? near(fur) : fur, (c) =>
          ellipse(c, hx + dx * r - 3, hy - r * 1.7, r * 0.32, r * 1.2, tilt),
        );
        shape(pen, inner, (c) => ellipse(c, hx + dx * r - 3, hy - r * 1.7, r * 0.15, r * 0.9, tilt), false);
      }
      return;
    case 'floppy':
      if (behind) return;
      shape(pen, near(darker(fur, 14)), (c) => ellipse(c, hx - r * 0.35, hy + r * 0.2, r * 0.35, r * 0.8, 0.25));
      return;
    case 'cow':
      if (behind) return;
      shape(pen, near(fur), (c) => ellipse(c, hx - r * 0.75, hy - r * 0.35, r * 0.7, r * 0.3, -0.3));
      return;
    case 'fan':
      if (behind) return;
      shape(pen, near(darker(fur, 4)), (c) => {
        c.moveTo(hx - r * 0.2, hy - r * 0.8);
        c.bezierCurveTo(hx - r * 1.6, hy - r * 1.2, hx - r * 1.6, hy + r * 1.2, hx - r * 0.4, hy + r * 1.1);
        c.closePath();
      });
      return;
    case 'none':
      return;
  }
}

/** A frog's wide head: a bulging eye on top and a long mouth. */
export function drawFrogHead(pen: Pen, look: QuadrupedLook): void {
  const { head, fur, belly } = look;
  shape(pen, fur, (c) => ellipse(c, head.x + 6, head.y + 6, head.r, head.r * 0.7));
  shape(pen, belly, (c) => ellipse(c, head.x + 8, head.y + 14, head.r * 0.8, head.r * 0.3), false);
  shape(pen, fur, (c) => ellipse(c, head.x + 6, head.y - 10, 8, 8));
  shape(pen, [50, 80, 60], (c) => ellipse(c, head.x + 8, head.y - 10, 5.5, 5.5), false);
  shape(pen, INK, (c) => ellipse(c, head.x + 9, head.y - 10, 2.5, 4), false);
  const { ctx } = pen;
  ctx.strokeStyle = css(INK, 0.8);
  ctx.lineWidth = pen.line;
  ctx.beginPath();
  ctx.moveTo(head.x - 8, head.y + 8);
  ctx.quadraticCurveTo(head.x + 14, head.y + 14, head.x + head.r + 4, head.y + 4);
  ctx.stroke();
}
