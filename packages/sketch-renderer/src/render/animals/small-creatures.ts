import type { SKRSContext2D } from '@napi-rs/canvas';
import { css, darker, lighter, type Hsl } from '../color.ts';
import { ellipse, INK, limb, shape, type Pen } from '../figure-pen.ts';

/** A bird's colours and shape, side view facing right, in animal units (ground y = 100, head top about 0). */
export interface BirdLook {
  plumage: Hsl;
  breast: Hsl;
  beak: Hsl;
  /** 'upright' owls, 'round' hens, 'slim' songbirds and crows, 'raptor' eagles. */
  shape: 'upright' | 'round' | 'slim' | 'raptor';
}

export const BIRD_LOOKS: Readonly<Record<string, BirdLook>> = {
  bird: { plumage: [25, 35, 40], breast: [18, 80, 55], beak: [40, 30, 25], shape: 'slim' },
  crow: { plumage: [230, 15, 14], breast: [230, 12, 22], beak: [230, 10, 10], shape: 'slim' },
  owl: { plumage: [28, 40, 38], breast: [38, 40, 78], beak: [40, 50, 45], shape: 'upright' },
  eagle: { plumage: [24, 45, 26], breast: [24, 40, 30], beak: [45, 90, 55], shape: 'raptor' },
  chicken: { plumage: [40, 25, 94], breast: [40, 20, 88], beak: [40, 90, 55], shape: 'round' },
};

/** Paint a bird standing, or with its wings spread when `flying`. */
export function drawBird(ctx: SKRSContext2D, pen: Pen, look: BirdLook, flying: boolean): void {
  const upright = look.shape === 'upright';
  const round = look.shape === 'round';
  const raptor = look.shape === 'raptor';
  const bodyY = upright ? 58 : round ? 58 : 56;
  const bodyRx = upright ? 22 : round ? 32 : 28;
  const bodyRy = upright ? 32 : round ? 26 : 18;
  const tilt = upright ? 0 : round ? -0.1 : -0.35;
  const head = upright ? { x: 4, y: 22, r: 20 } : round ? { x: 24, y: 24, r: 13 } : { x: 24, y: 28, r: 12 };
  ctx.beginPath();
  ellipse(ctx, 0, 100, bodyRx, 3);
  ctx.fillStyle = css(INK, 0.2);
  ctx.fill();
  // A bird on the move is in the air above its shadow.
  if (flying) ctx.translate(0, -30);
  if (!flying) {
    for (const dx of [-6, 4]) {
      limb(pen, [40, 70, 50], 2.2, [
        [dx, bodyY + bodyRy * 0.7],
        [dx + 2, 98],
      ]);
      limb(pen, [40, 70, 50], 1.6, [
        [dx - 3, 99],
        [dx + 8, 99],
      ]);
    }
  }
  // Tail feathers behind the body.
  shape(pen, darker(look.plumage, 6), (c) => {
    const tx = -bodyRx * 0.8;
    const ty = bodyY + (upright ? bodyRy * 0.6 : 0);
    c.moveTo(tx + 6, ty - 6);
    c.lineTo(tx - (round ? 14 : 24), ty + (round ? -26 : upright ? 16 : 10));
    c.lineTo(tx - (round ? 4 : 20), ty + (round ? -4 : upright ? 22 : 18));
    c.lineTo(tx + 8, ty + 6);
    c.closePath();
  });
  if (flying) drawSpreadWing(pen, look, -2, bodyY - bodyRy * 0.4, darker(look.plumage, 10));
  shape(pen, look.plumage, (c) => ellipse(c, 0, bodyY, bodyRx, bodyRy, tilt));
  shape(
    pen,
    look.breast,
    (c) => ellipse(c, bodyRx * 0.35, bodyY + bodyRy * 0.25, bodyRx * 0.55, bodyRy * 0.6, tilt),
    false,
  );
  if (flying) drawSpreadWing(pen, look, 4, bodyY - bodyRy * 0.3, look.plumage);
  else
    shape(pen, darker(look.plumage, 8), (c) =>
      ellipse(c, -bodyRx * 0.15, bodyY - 2, bodyRx * 0.7, bodyRy * 0.6, tilt + (upright ? 0.2 : 0.1)),
    );
  shape(pen, raptor ? [40, 20, 94] : look.plumage, (c) => ellipse(c, head.x, head.y, head.r, head.r));
  if (round) {
    shape(pen, [2, 75, 48], (c) => {
      for (const dx of [-6, 0, 6]) ellipse(c, head.x + dx, head.y - head.r * 0.9, 3.5, 4.5);
    });
    shape(pen, [2, 75, 48], (c) => ellipse(c, head.x + head.r * 0.75, head.y + head.r * 0.75, 3, 4.5));
  }
  if (upright) {
    for (const dx of [-12, 12]) {
      shape(pen, look.plumage, (c) => {
        c.moveTo(head.x + dx - 5, head.y - 12);
        c.lineTo(head.x + dx * 1.1, head.y - 26);
        c.lineTo(head.x + dx + 4, head.y - 12);
        c.closePath();
      });
    }
    shape(pen, look.breast, (c) => ellipse(c, head.x, head.y + 2, head.r * 0.85, head.r * 0.72), false);
    for (const dx of [-8, 8]) {
      shape(pen, [40, 20, 96], (c) => ellipse(c, head.x + dx, head.y, 6.5, 6.5));
      shape(pen, [38, 90, 50], (c) => ellipse(c, head.x + dx, head.y, 4.4, 4.4), false);
      shape(pen, INK, (c) => ellipse(c, head.x + dx, head.y, 2.4, 2.4), false);
    }
    shape(pen, look.beak, (c) => {
      c.moveTo(head.x - 3, head.y + 5);
      c.lineTo(head.x + 3, head.y + 5);
      c.lineTo(head.x, head.y + 12);
      c.closePath();
    });
    return;
  }
  const bx = head.x + head.r * 0.8;
  const by = head.y + 1;
  shape(pen, look.beak, (c) => {
    c.moveTo(bx - 1, by - 4);
    c.lineTo(bx + (raptor ? 12 : 14), by + (raptor ? 1 : 1));
    if (raptor) c.quadraticCurveTo(bx + 14, by + 8, bx + 9, by + 7);
    c.lineTo(bx - 1, by + 4);
    c.closePath();
  });
  shape(pen, INK, (c) => ellipse(c, head.x + head.r * 0.3, head.y - head.r * 0.2, 2.2, 2.4), false);
  shape(pen, [0, 0, 100], (c) => ellipse(c, head.x + head.r * 0.36, head.y - head.r * 0.28, 0.7, 0.7), false);
}

function drawSpreadWing(pen: Pen, look: BirdLook, x: number, y: number, color: Hsl): void {
  shape(pen, color, (c) => {
    c.moveTo(x + 10, y + 4);
    c.quadraticCurveTo(x - 4, y - 40, x - 34, y - 54);
    c.lineTo(x - 30, y - 44);
    c.lineTo(x - 40, y - 42);
    c.lineTo(x - 32, y - 32);
    c.lineTo(x - 40, y - 28);
    c.quadraticCurveTo(x - 20, y - 8, x - 10, y + 6);
    c.closePath();
  });
  limb(pen, lighter(look.plumage, 10), 1, [
    [x + 6, y],
    [x - 30, y - 48],
  ]);
}

/** A snake coiled on the ground with its head raised, facing right. */
export function drawSerpent(ctx: SKRSContext2D, pen: Pen, color: Hsl): void {
  ctx.beginPath();
  ellipse(ctx, 0, 100, 70, 4);
  ctx.fillStyle = css(INK, 0.2);
  ctx.fill();
  const path: [number, number][] = [
    [-70, 94],
    [-50, 84],
    [-30, 94],
    [-8, 100],
    [14, 92],
    [26, 70],
    [22, 44],
    [34, 28],
  ];
  limb(pen, color, 13, path);
  ctx.save();
  ctx.setLineDash([4, 6]);
  ctx.strokeStyle = css(darker(color, 16));
  ctx.lineWidth = 6;
  ctx.beginPath();
  path.forEach(([x, y], index) => (index === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.stroke();
  ctx.restore();
  shape(pen, color, (c) => ellipse(c, 42, 24, 14, 9, 0.1));
  shape(pen, INK, (c) => ellipse(c, 44, 20, 2.2, 2.4), false);
  shape(pen, [45, 90, 60], (c) => ellipse(c, 44, 20, 0.8, 2), false);
  limb(pen, [350, 70, 50], 1.2, [
    [55, 28],
    [64, 30],
    [67, 27],
  ]);
  limb(pen, [350, 70, 50], 1.2, [
    [64, 30],
    [67, 33],
  ]);
}

/** A fish seen from the side with a dorsal fin and a forked tail, facing right. */
export function drawFish(ctx: SKRSContext2D, pen: Pen, color: Hsl): void {
  shape(pen, darker(color, 8), (c) => {
    c.moveTo(-40, 50);
    c.lineTo(-70, 22);
    c.lineTo(-62, 50);
    c.lineTo(-70, 78);
    c.closePath();
  });
  shape(pen, darker(color, 8), (c) => {
    c.moveTo(-10, 30);
    c.lineTo(8, 6);
    c.lineTo(16, 32);
    c.closePath();
  });
  shape(pen, color, (c) => {
    c.moveTo(-46, 50);
    c.bezierCurveTo(-20, 16, 30, 16, 56, 46);
    c.quadraticCurveTo(58, 52, 52, 56);
    c.bezierCurveTo(30, 82, -20, 80, -46, 50);
    c.closePath();
  });
  shape(
    pen,
    lighter(color, 22),
    (c) => {
      c.moveTo(-36, 56);
      c.bezierCurveTo(-10, 76, 30, 74, 52, 56);
      c.bezierCurveTo(30, 66, -10, 66, -36, 56);
      c.closePath();
    },
    false,
  );
  shape(pen, darker(color, 10), (c) => ellipse(c, 8, 60, 10, 4, 0.4));
  shape(pen, [0, 0, 98], (c) => ellipse(c, 36, 42, 4.5, 4.5));
  shape(pen, INK, (c) => ellipse(c, 37, 42, 2.5, 2.5), false);
  ctx.strokeStyle = css(darker(color, 20), 0.8);
  ctx.lineWidth = pen.line;
  ctx.beginPath();
  ctx.arc(24, 48, 10, -0.8, 0.8);
  ctx.stroke();
}

/** A bee in flight: striped body, two wings, antennae, facing right. */
export function drawInsect(ctx: SKRSContext2D, pen: Pen, color: Hsl): void {
  for (const [dx, tilt] of [
    [-10, -0.5],
    [4, -0.2],
  ] as const) {
    shape(pen, [200, 40, 92], (c) => ellipse(c, dx, 26, 14, 24, tilt));
  }
  shape(pen, color, (c) => ellipse(c, -4, 56, 34, 22));
  ctx.save();
  ctx.beginPath();
  ellipse(ctx, -4, 56, 34, 22);
  ctx.clip();
  ctx.fillStyle = css([0, 0, 10]);
  for (const x of [-28, -12, 4]) ctx.fillRect(x, 30, 8, 60);
  ctx.restore();
  shape(pen, [0, 0, 12], (c) => ellipse(c, 36, 52, 14, 14));
  shape(pen, [0, 0, 95], (c) => ellipse(c, 40, 48, 3, 3), false);
  limb(pen, [0, 0, 12], 1.6, [
    [40, 40],
    [46, 22],
    [52, 18],
  ]);
  shape(pen, [0, 0, 12], (c) => {
    c.moveTo(-38, 54);
    c.lineTo(-50, 58);
    c.lineTo(-38, 62);
    c.closePath();
  });
  for (const x of [-14, 0, 14]) {
    limb(pen, [0, 0, 12], 1.4, [
      [x, 76],
      [x - 4, 90],
    ]);
  }
}
