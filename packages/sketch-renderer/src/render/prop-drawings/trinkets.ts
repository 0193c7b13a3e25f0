import { css, darker, lighter } from '../color.ts';
import { ellipse, INK, limb, shape } from '../figure-pen.ts';
import { BRASS, DARK, type PropDrawings } from './prop-drawing.ts';

/** Small things carried or worn: a key, a pipe, a scarf, a hat, an umbrella, a crown, a ring, coins. */
export const TRINKET_PROPS: PropDrawings = {
  key: {
    color: BRASS,
    scale: 0.14,
    grip: [20, 50],
    draw(pen, tint) {
      // An old bit key lying sideways: a ring bow, a long shank and two teeth.
      shape(pen, tint, (c) => {
        ellipse(c, 20, 50, 16, 16);
        ellipse(c, 20, 50, 8, 8);
      });
      limb(pen, tint, 7, [
        [36, 50],
        [92, 50],
      ]);
      shape(pen, tint, (c) => c.rect(76, 50, 6, 16));
      shape(pen, tint, (c) => c.rect(86, 50, 6, 12));
      limb(pen, lighter(tint, 18), 1.4, [
        [40, 48],
        [88, 48],
      ]);
    },
  },
  pipe: {
    color: [22, 45, 30],
    scale: 0.12,
    grip: [10, 40],
    draw(pen, tint) {
      limb(pen, DARK, 5, [
        [6, 38],
        [40, 52],
        [56, 58],
      ]);
      shape(pen, tint, (c) => {
        c.moveTo(54, 36);
        c.lineTo(84, 36);
        c.lineTo(80, 74);
        c.quadraticCurveTo(69, 82, 58, 74);
        c.closePath();
      });
      shape(pen, [20, 30, 14], (c) => ellipse(c, 69, 36, 15, 4));
      const { ctx } = pen;
      ctx.strokeStyle = css([0, 0, 85], 0.6);
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.moveTo(70, 30);
      ctx.bezierCurveTo(62, 20, 78, 12, 70, 2);
      ctx.stroke();
    },
  },
  scarf: {
    color: [2, 70, 46],
    scale: 0.3,
    grip: [50, 20],
    draw(pen, tint) {
      // A knitted scarf hanging over a hook: two long ends with stripes and fringes.
      for (const [x, dx] of [
        [36, -4],
        [60, 6],
      ] as const) {
        shape(pen, tint, (c) => {
          c.moveTo(x, 16);
          c.lineTo(x + 16, 16);
          c.lineTo(x + 16 + dx, 84);
          c.lineTo(x + dx, 84);
          c.closePath();
        });
        for (const y of [44, 62])
          shape(pen, lighter(tint, 30), (c) => c.rect(x + dx * ((y - 16) / 68), y, 16, 5), false);
        limb(pen, darker(tint, 6), 1.2, [
          [x + dx + 3, 84],
          [x + dx + 3, 92],
        ]);
        limb(pen, darker(tint, 6), 1.2, [
          [x + dx + 13, 84],
          [x + dx + 13, 92],
        ]);
      }
      shape(pen, darker(tint, 8), (c) => c.roundRect(32, 8, 48, 14, 7));
    },
  },
  hat: {
    color: [220, 20, 22],
    scale: 0.2,
    grip: [20, 70],
    draw(pen, tint) {
      shape(pen, tint, (c) => {
        c.moveTo(28, 72);
        c.lineTo(30, 34);
        c.quadraticCurveTo(50, 26, 70, 34);
        c.lineTo(72, 72);
        c.closePath();
      });
      shape(pen, [2, 60, 40], (c) => c.rect(29, 60, 42, 8));
      shape(pen, darker(tint, 6), (c) => ellipse(c, 50, 74, 44, 9));
    },
  },
  umbrella: {
    color: [215, 55, 40],
    scale: 0.55,
    grip: [46, 90],
    draw(pen, tint) {
      limb(pen, DARK, 2.6, [
        [50, 14],
        [50, 88],
        [44, 94],
        [40, 90],
      ]);
      shape(pen, tint, (c) => {
        c.moveTo(8, 44);
        c.quadraticCurveTo(50, -8, 92, 44);
        c.quadraticCurveTo(78, 36, 64, 44);
        c.quadraticCurveTo(50, 36, 36, 44);
        c.quadraticCurveTo(22, 36, 8, 44);
        c.closePath();
      });
      const { ctx } = pen;
      ctx.strokeStyle = css(INK, 0.5);
      ctx.lineWidth = pen.line;
      ctx.beginPath();
      for (const x of [36, 64]) {
        ctx.moveTo(50, 10);
        ctx.quadraticCurveTo(x + (x - 50) * 0.2, 22, x, 42);
      }
      ctx.stroke();
    },
  },
  crown: {
    color: [45, 85, 55],
    scale: 0.16,
    grip: [20, 80],
    draw(pen, tint) {
      shape(pen, tint, (c) => {
        c.moveTo(14, 86);
        c.lineTo(10, 36);
        c.lineTo(30, 58);
        c.lineTo(50, 24);
        c.lineTo(70, 58);
        c.lineTo(90, 36);
        c.lineTo(86, 86);
        c.closePath();
      });
      for (const [x, y] of [
        [10, 34],
        [50, 22],
        [90, 34],
      ] as const) {
        shape(pen, lighter(tint, 20), (c) => ellipse(c, x, y, 4, 4));
      }
      for (const [x, hue] of [
        [30, 350],
        [50, 210],
        [70, 130],
      ] as const) {
        shape(pen, [hue, 70, 45], (c) => ellipse(c, x, 74, 5, 5));
      }
    },
  },
  ring: {
    color: [45, 85, 55],
    scale: 0.1,
    grip: [50, 70],
    draw(pen, tint) {
      const { ctx } = pen;
      ctx.beginPath();
      ellipse(ctx, 50, 66, 28, 22);
      ctx.lineWidth = 8 + pen.line * 2;
      ctx.strokeStyle = css(INK, 0.9);
      ctx.stroke();
      ctx.lineWidth = 8;
      ctx.strokeStyle = css(tint);
      ctx.stroke();
      shape(pen, [195, 80, 70], (c) => {
        c.moveTo(36, 40);
        c.lineTo(44, 28);
        c.lineTo(56, 28);
        c.lineTo(64, 40);
        c.lineTo(50, 52);
        c.closePath();
      });
      shape(pen, [195, 60, 92], (c) => ellipse(c, 47, 33, 3, 2), false);
    },
  },
  coin: {
    color: [45, 85, 52],
    scale: 0.12,
    grip: [50, 60],
    draw(pen, tint) {
      for (const [x, y] of [
        [34, 84],
        [66, 86],
        [50, 72],
        [50, 60],
      ] as const) {
        shape(pen, darker(tint, 8), (c) => ellipse(c, x, y + 3, 18, 8));
        shape(pen, tint, (c) => ellipse(c, x, y, 18, 8));
        shape(pen, lighter(tint, 14), (c) => ellipse(c, x, y, 10, 4), false);
      }
      shape(pen, tint, (c) => ellipse(c, 64, 36, 16, 16));
      limb(pen, darker(tint, 18), 1.6, [
        [60, 30],
        [60, 42],
      ]);
      limb(pen, darker(tint, 18), 1.6, [
        [68, 30],
        [68, 42],
      ]);
    },
  },
};
