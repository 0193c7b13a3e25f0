import { css, darker, lighter } from '../color.ts';
import { ellipse, INK, limb, shape } from '../figure-pen.ts';
import { DARK, STEEL, WOOD, type PropDrawings } from './prop-drawing.ts';

function wheel(pen: Parameters<typeof shape>[0], x: number, y: number, r: number, spokes: boolean): void {
  shape(pen, DARK, (c) => ellipse(c, x, y, r, r));
  shape(pen, STEEL, (c) => ellipse(c, x, y, r * 0.45, r * 0.45));
  if (!spokes) return;
  const { ctx } = pen;
  shape(
    pen,
    lighter(STEEL, 10),
    (c) => {
      ellipse(c, x, y, r * 0.85, r * 0.85);
      ellipse(c, x, y, r * 0.75, r * 0.75);
    },
    false,
  );
  ctx.strokeStyle = css(STEEL);
  ctx.lineWidth = pen.line * 0.7;
  ctx.beginPath();
  for (let index = 0; index < 8; index++) {
    const angle = (index / 8) * Math.PI;
    ctx.moveTo(x + Math.cos(angle) * r * 0.8, y + Math.sin(angle) * r * 0.8);
    ctx.lineTo(x - Math.cos(angle) * r * 0.8, y - Math.sin(angle) * r * 0.8);
  }
  ctx.stroke();
}

/** Things with wheels: a car, a bicycle, a cart. */
export const VEHICLE_PROPS: PropDrawings = {
  car: {
    color: [2, 65, 45],
    scale: 2.4,
    grip: [30, 60],
    draw(pen, tint) {
      shape(pen, tint, (c) => {
        c.moveTo(4, 86);
        c.lineTo(4, 72);
        c.quadraticCurveTo(6, 64, 18, 62);
        c.lineTo(30, 50);
        c.quadraticCurveTo(34, 46, 42, 46);
        c.lineTo(66, 46);
        c.quadraticCurveTo(72, 46, 76, 52);
        c.lineTo(84, 62);
        c.quadraticCurveTo(96, 64, 96, 74);
        c.lineTo(96, 86);
        c.closePath();
      });
      for (const [a, b] of [
        [34, 54],
        [57, 75],
      ] as const) {
        shape(pen, [200, 45, 75], (c) => {
          c.moveTo(a + (a < 50 ? 0 : 0), 62);
          c.lineTo(a + (a < 50 ? 4 : 0), 51);
          c.lineTo(b - (a < 50 ? 0 : 6), 51);
          c.lineTo(b, 62);
          c.closePath();
        });
      }
      shape(pen, darker(tint, 12), (c) => c.rect(4, 78, 92, 4), false);
      shape(pen, [50, 90, 70], (c) => ellipse(c, 94, 70, 2, 3));
      for (const x of [22, 78]) wheel(pen, x, 86, 9, false);
    },
  },
  bicycle: {
    color: [200, 60, 40],
    scale: 0.95,
    grip: [70, 42],
    draw(pen, tint) {
      for (const x of [22, 78]) wheel(pen, x, 76, 18, true);
      limb(pen, tint, 2.6, [
        [22, 76],
        [44, 48],
        [72, 48],
        [50, 76],
        [22, 76],
      ]);
      limb(pen, tint, 2.6, [
        [44, 48],
        [50, 76],
      ]);
      limb(pen, tint, 2.6, [
        [78, 76],
        [70, 38],
      ]);
      limb(pen, DARK, 2.4, [
        [64, 38],
        [74, 36],
      ]);
      shape(pen, DARK, (c) => c.roundRect(36, 40, 16, 5, 2));
      shape(pen, STEEL, (c) => ellipse(c, 50, 76, 4, 4));
    },
  },
  cart: {
    color: WOOD,
    scale: 1.3,
    grip: [96, 58],
    draw(pen, tint) {
      limb(pen, darker(tint, 10), 2.6, [
        [70, 66],
        [98, 56],
      ]);
      shape(pen, tint, (c) => {
        c.moveTo(6, 40);
        c.lineTo(74, 40);
        c.lineTo(70, 72);
        c.lineTo(10, 72);
        c.closePath();
      });
      const { ctx } = pen;
      ctx.strokeStyle = css(INK, 0.45);
      ctx.lineWidth = pen.line;
      ctx.beginPath();
      for (const y of [50, 61]) {
        ctx.moveTo(8, y);
        ctx.lineTo(72, y);
      }
      ctx.stroke();
      for (const [x, hue] of [
        [24, 30],
        [40, 48],
        [56, 20],
      ] as const) {
        shape(pen, [hue, 55, 52], (c) => ellipse(c, x, 38, 9, 6));
      }
      wheel(pen, 40, 76, 18, true);
    },
  },
};
