import { css, darker, lighter } from '../color.ts';
import { ellipse, INK, limb, shape } from '../figure-pen.ts';
import type { PropDrawings } from './prop-drawing.ts';

const LEAF = [110, 50, 38] as const;

/** Food and flowers: a flower, an apple, a loaf, a wedge of cheese, an egg. */
export const FOOD_PROPS: PropDrawings = {
  flower: {
    color: [350, 70, 55],
    scale: 0.22,
    grip: [50, 80],
    draw(pen, tint) {
      limb(pen, LEAF, 3, [
        [50, 36],
        [52, 94],
      ]);
      shape(pen, LEAF, (c) => ellipse(c, 62, 68, 10, 4, -0.5));
      shape(pen, LEAF, (c) => ellipse(c, 40, 78, 10, 4, 0.5));
      for (let index = 0; index < 6; index++) {
        const angle = (index / 6) * Math.PI * 2;
        shape(pen, tint, (c) => ellipse(c, 50 + Math.cos(angle) * 12, 28 + Math.sin(angle) * 12, 9, 9));
      }
      shape(pen, [45, 90, 55], (c) => ellipse(c, 50, 28, 7, 7));
    },
  },
  apple: {
    color: [2, 72, 46],
    scale: 0.08,
    grip: [50, 66],
    draw(pen, tint) {
      shape(pen, tint, (c) => {
        c.moveTo(50, 36);
        c.bezierCurveTo(18, 18, 8, 80, 36, 92);
        c.quadraticCurveTo(50, 96, 64, 92);
        c.bezierCurveTo(92, 80, 82, 18, 50, 36);
        c.closePath();
      });
      shape(pen, lighter(tint, 25), (c) => ellipse(c, 34, 54, 5, 9, 0.3), false);
      limb(pen, [25, 40, 25], 3, [
        [50, 38],
        [54, 20],
      ]);
      shape(pen, LEAF, (c) => ellipse(c, 64, 26, 10, 4, -0.4));
    },
  },
  bread: {
    color: [32, 65, 50],
    scale: 0.2,
    grip: [50, 70],
    draw(pen, tint) {
      shape(pen, tint, (c) => {
        c.moveTo(8, 86);
        c.quadraticCurveTo(6, 44, 50, 42);
        c.quadraticCurveTo(94, 44, 92, 86);
        c.closePath();
      });
      shape(pen, darker(tint, 10), (c) => c.rect(8, 80, 84, 6), false);
      for (const x of [28, 46, 64]) {
        limb(pen, lighter(tint, 22), 3, [
          [x, 56],
          [x + 8, 72],
        ]);
      }
    },
  },
  cheese: {
    color: [48, 85, 60],
    scale: 0.14,
    grip: [50, 70],
    draw(pen, tint) {
      shape(pen, darker(tint, 6), (c) => {
        c.moveTo(12, 88);
        c.lineTo(88, 88);
        c.lineTo(88, 56);
        c.lineTo(12, 40);
        c.closePath();
      });
      shape(pen, lighter(tint, 8), (c) => {
        c.moveTo(12, 40);
        c.lineTo(88, 56);
        c.lineTo(70, 40);
        c.closePath();
      });
      for (const [x, y, r] of [
        [32, 66, 6],
        [58, 76, 7],
        [76, 64, 4],
        [22, 80, 3],
      ] as const) {
        shape(pen, darker(tint, 16), (c) => ellipse(c, x, y, r, r), false);
      }
    },
  },
  egg: {
    color: [40, 30, 92],
    scale: 0.07,
    grip: [50, 60],
    draw(pen, tint) {
      const { ctx } = pen;
      ctx.fillStyle = css(INK, 0.2);
      ctx.beginPath();
      ellipse(ctx, 50, 94, 26, 4);
      ctx.fill();
      shape(pen, tint, (c) => {
        c.moveTo(50, 8);
        c.bezierCurveTo(80, 8, 84, 92, 50, 92);
        c.bezierCurveTo(16, 92, 20, 8, 50, 8);
        c.closePath();
      });
      shape(pen, lighter(tint, 8), (c) => ellipse(c, 40, 36, 6, 12, 0.2), false);
    },
  },
};
