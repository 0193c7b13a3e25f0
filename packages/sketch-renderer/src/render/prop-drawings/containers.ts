import { css, darker, lighter } from '../color.ts';
import { ellipse, INK, limb, shape } from '../figure-pen.ts';
import { BRASS, WOOD, type PropDrawings } from './prop-drawing.ts';

/** Things that hold things: a box tied with string, a treasure chest, a bag, a basket, a bottle, a cup. */
export const CONTAINER_PROPS: PropDrawings = {
  box: {
    color: [30, 40, 52],
    scale: 0.26,
    grip: [50, 60],
    draw(pen, tint) {
      // A lidded box in three-quarter view, tied across with string and a bow on top.
      shape(pen, tint, (c) => c.rect(12, 44, 60, 48));
      shape(pen, darker(tint, 14), (c) => {
        c.moveTo(72, 44);
        c.lineTo(90, 30);
        c.lineTo(90, 78);
        c.lineTo(72, 92);
        c.closePath();
      });
      shape(pen, lighter(tint, 14), (c) => {
        c.moveTo(8, 44);
        c.lineTo(28, 28);
        c.lineTo(94, 28);
        c.lineTo(76, 44);
        c.closePath();
      });
      shape(pen, lighter(tint, 4), (c) => c.rect(8, 44, 68, 8));
      const string = [40, 50, 78] as const;
      limb(pen, string, 1.6, [
        [42, 52],
        [42, 92],
      ]);
      limb(pen, string, 1.6, [
        [42, 44],
        [61, 28],
      ]);
      limb(pen, string, 1.6, [
        [18, 36],
        [84, 36],
      ]);
      for (const side of [-1, 1]) shape(pen, string, (c) => ellipse(c, 50 + side * 6, 35, 6, 3, side * 0.4));
    },
  },
  chest: {
    color: [25, 50, 34],
    scale: 0.5,
    grip: [50, 40],
    draw(pen, tint) {
      shape(pen, tint, (c) => c.rect(10, 50, 80, 44));
      shape(pen, lighter(tint, 6), (c) => {
        c.moveTo(10, 50);
        c.bezierCurveTo(10, 22, 90, 22, 90, 50);
        c.closePath();
      });
      for (const x of [20, 76]) shape(pen, BRASS, (c) => c.rect(x, 30, 5, 64));
      shape(pen, BRASS, (c) => c.rect(10, 48, 80, 5));
      shape(pen, BRASS, (c) => c.roundRect(43, 50, 14, 18, 2));
      shape(pen, [0, 0, 12], (c) => ellipse(c, 50, 58, 2, 3), false);
      const { ctx } = pen;
      ctx.strokeStyle = css(INK, 0.3);
      ctx.lineWidth = pen.line * 0.7;
      ctx.beginPath();
      for (const y of [64, 78]) {
        ctx.moveTo(10, y);
        ctx.lineTo(90, y);
      }
      ctx.stroke();
    },
  },
  bag: {
    color: [30, 40, 40],
    scale: 0.3,
    grip: [50, 14],
    draw(pen, tint) {
      limb(pen, darker(tint, 12), 4, [
        [30, 42],
        [50, 14],
        [70, 42],
      ]);
      shape(pen, tint, (c) => {
        c.moveTo(22, 40);
        c.lineTo(78, 40);
        c.quadraticCurveTo(94, 94, 50, 94);
        c.quadraticCurveTo(6, 94, 22, 40);
        c.closePath();
      });
      shape(pen, darker(tint, 10), (c) => {
        c.moveTo(22, 40);
        c.lineTo(78, 40);
        c.lineTo(74, 62);
        c.quadraticCurveTo(50, 70, 26, 62);
        c.closePath();
      });
      shape(pen, BRASS, (c) => c.rect(46, 60, 8, 8));
    },
  },
  basket: {
    color: [36, 50, 52],
    scale: 0.3,
    grip: [50, 14],
    draw(pen, tint) {
      const { ctx } = pen;
      ctx.beginPath();
      ctx.arc(50, 52, 30, Math.PI, 0);
      ctx.lineWidth = 4 + pen.line * 2;
      ctx.strokeStyle = css(INK, 0.9);
      ctx.stroke();
      ctx.lineWidth = 4;
      ctx.strokeStyle = css(darker(tint, 8));
      ctx.stroke();
      for (const [x, hue] of [
        [38, 2],
        [52, 100],
        [64, 2],
      ] as const) {
        shape(pen, [hue, 65, 48], (c) => ellipse(c, x, 50, 8, 8));
      }
      shape(pen, tint, (c) => {
        c.moveTo(12, 52);
        c.lineTo(88, 52);
        c.lineTo(76, 94);
        c.lineTo(24, 94);
        c.closePath();
      });
      ctx.strokeStyle = css(darker(tint, 22));
      ctx.lineWidth = pen.line;
      ctx.beginPath();
      for (let y = 60; y < 94; y += 8) {
        ctx.moveTo(15, y);
        ctx.lineTo(85, y);
      }
      for (let x = 22; x < 84; x += 9) {
        ctx.moveTo(x, 52);
        ctx.lineTo(x + (50 - x) * 0.2, 94);
      }
      ctx.stroke();
    },
  },
  bottle: {
    color: [140, 45, 32],
    scale: 0.22,
    grip: [50, 60],
    draw(pen, tint) {
      shape(pen, tint, (c) => {
        c.moveTo(43, 14);
        c.lineTo(57, 14);
        c.lineTo(57, 38);
        c.quadraticCurveTo(72, 44, 72, 60);
        c.lineTo(72, 92);
        c.lineTo(28, 92);
        c.lineTo(28, 60);
        c.quadraticCurveTo(28, 44, 43, 38);
        c.closePath();
      });
      shape(pen, WOOD, (c) => c.rect(44, 6, 12, 10));
      shape(pen, [44, 40, 88], (c) => c.rect(32, 58, 36, 20));
      shape(pen, lighter(tint, 30), (c) => c.rect(33, 46, 4, 40), false);
    },
  },
  cup: {
    color: [200, 40, 50],
    scale: 0.16,
    grip: [82, 50],
    draw(pen, tint) {
      // A mug with a handle and steam.
      const { ctx } = pen;
      ctx.beginPath();
      ctx.arc(76, 56, 13, -Math.PI / 2, Math.PI / 2);
      ctx.lineWidth = 5 + pen.line * 2;
      ctx.strokeStyle = css(INK, 0.9);
      ctx.stroke();
      ctx.lineWidth = 5;
      ctx.strokeStyle = css(tint);
      ctx.stroke();
      shape(pen, tint, (c) => {
        c.moveTo(22, 34);
        c.lineTo(76, 34);
        c.lineTo(72, 90);
        c.quadraticCurveTo(49, 96, 26, 90);
        c.closePath();
      });
      shape(pen, [25, 55, 22], (c) => ellipse(c, 49, 34, 27, 6));
      ctx.strokeStyle = css([0, 0, 100], 0.7);
      ctx.lineWidth = 2;
      ctx.beginPath();
      for (const x of [40, 56]) {
        ctx.moveTo(x, 26);
        ctx.bezierCurveTo(x - 6, 18, x + 6, 12, x, 4);
      }
      ctx.stroke();
    },
  },
};
