import { css, darker, lighter } from '../color.ts';
import { ellipse, INK, limb, shape } from '../figure-pen.ts';
import { BRASS, DARK, STEEL, type PropDrawings } from './prop-drawing.ts';

/** Machines and instruments: a phone, a radio, a camera, a laptop, a clock, a bell. */
export const DEVICE_PROPS: PropDrawings = {
  phone: {
    color: DARK,
    scale: 0.1,
    grip: [50, 80],
    draw(pen, tint) {
      shape(pen, tint, (c) => c.roundRect(30, 6, 40, 88, 7));
      shape(pen, [200, 70, 62], (c) => c.rect(34, 16, 32, 64), false);
      shape(pen, lighter(tint, 30), (c) => ellipse(c, 50, 87, 3, 3), false);
      for (const [x, y, w] of [
        [38, 24, 20],
        [38, 32, 14],
        [38, 60, 24],
      ] as const) {
        shape(pen, [0, 0, 98], (c) => c.roundRect(x, y, w, 5, 2), false);
      }
    },
  },
  radio: {
    color: [15, 45, 38],
    scale: 0.24,
    grip: [50, 30],
    draw(pen, tint) {
      limb(pen, STEEL, 1.6, [
        [72, 40],
        [86, 4],
      ]);
      shape(pen, tint, (c) => c.roundRect(10, 38, 80, 54, 8));
      const { ctx } = pen;
      shape(pen, [40, 25, 78], (c) => c.roundRect(18, 46, 38, 38, 4));
      ctx.strokeStyle = css(INK, 0.5);
      ctx.lineWidth = pen.line;
      ctx.beginPath();
      for (let y = 52; y < 82; y += 5) {
        ctx.moveTo(21, y);
        ctx.lineTo(53, y);
      }
      ctx.stroke();
      for (const y of [54, 74]) shape(pen, BRASS, (c) => ellipse(c, 73, y, 7, 7));
      shape(pen, DARK, (c) => c.rect(26, 30, 48, 8));
    },
  },
  camera: {
    color: DARK,
    scale: 0.16,
    grip: [20, 60],
    draw(pen, tint) {
      shape(pen, tint, (c) => c.roundRect(34, 22, 26, 14, 3));
      shape(pen, tint, (c) => c.roundRect(8, 32, 84, 54, 8));
      shape(pen, STEEL, (c) => c.rect(8, 44, 84, 8), false);
      shape(pen, darker(tint, 5), (c) => ellipse(c, 52, 60, 22, 22));
      shape(pen, [215, 40, 30], (c) => ellipse(c, 52, 60, 14, 14));
      shape(pen, [200, 60, 80], (c) => ellipse(c, 47, 55, 4, 4), false);
      shape(pen, [2, 70, 50], (c) => ellipse(c, 80, 40, 3.5, 3.5));
    },
  },
  laptop: {
    color: [210, 8, 62],
    scale: 0.3,
    grip: [50, 90],
    draw(pen, tint) {
      shape(pen, tint, (c) => c.roundRect(18, 20, 64, 48, 3));
      shape(pen, [205, 65, 45], (c) => c.rect(23, 25, 54, 38), false);
      for (const [y, w] of [
        [31, 30],
        [38, 40],
        [45, 24],
      ] as const) {
        shape(pen, [200, 50, 80], (c) => c.rect(28, y, w, 3), false);
      }
      shape(pen, lighter(tint, 10), (c) => {
        c.moveTo(18, 68);
        c.lineTo(82, 68);
        c.lineTo(96, 88);
        c.lineTo(4, 88);
        c.closePath();
      });
      shape(pen, darker(tint, 16), (c) => c.rect(24, 72, 52, 8), false);
    },
  },
  clock: {
    color: [28, 50, 32],
    scale: 0.22,
    grip: [50, 80],
    draw(pen, tint) {
      // A pocket watch: a round case on a chain, the face with numerals as ticks and two hands.
      const { ctx } = pen;
      ctx.strokeStyle = css(BRASS);
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.moveTo(50, 16);
      ctx.bezierCurveTo(70, 2, 90, 10, 88, 30);
      ctx.stroke();
      shape(pen, BRASS, (c) => ellipse(c, 50, 18, 5, 5));
      shape(pen, tint === BRASS ? darker(BRASS, 8) : BRASS, (c) => ellipse(c, 50, 58, 36, 36));
      shape(pen, [40, 30, 94], (c) => ellipse(c, 50, 58, 29, 29));
      ctx.strokeStyle = css(INK);
      for (let hour = 0; hour < 12; hour++) {
        const angle = (hour / 12) * Math.PI * 2;
        ctx.lineWidth = hour % 3 === 0 ? 2.4 : 1.2;
        ctx.beginPath();
        ctx.moveTo(50 + Math.cos(angle) * 24, 58 + Math.sin(angle) * 24);
        ctx.lineTo(50 + Math.cos(angle) * 28, 58 + Math.sin(angle) * 28);
        ctx.stroke();
      }
      limb(pen, INK, 1.6, [
        [50, 58],
        [50, 38],
      ]);
      limb(pen, INK, 1.6, [
        [50, 58],
        [64, 64],
      ]);
    },
  },
  bell: {
    color: BRASS,
    scale: 0.22,
    grip: [50, 10],
    draw(pen, tint) {
      shape(pen, darker(tint, 10), (c) => ellipse(c, 50, 10, 6, 6));
      shape(pen, tint, (c) => {
        c.moveTo(40, 16);
        c.quadraticCurveTo(50, 10, 60, 16);
        c.quadraticCurveTo(70, 24, 72, 56);
        c.quadraticCurveTo(74, 74, 88, 82);
        c.lineTo(12, 82);
        c.quadraticCurveTo(26, 74, 28, 56);
        c.quadraticCurveTo(30, 24, 40, 16);
        c.closePath();
      });
      shape(pen, darker(tint, 12), (c) => ellipse(c, 50, 82, 38, 5));
      shape(pen, darker(tint, 25), (c) => ellipse(c, 50, 90, 7, 7));
      shape(pen, lighter(tint, 22), (c) => c.rect(36, 30, 4, 40), false);
    },
  },
};
