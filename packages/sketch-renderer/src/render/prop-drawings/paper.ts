import { css, darker, lighter } from '../color.ts';
import { ellipse, INK, limb, shape } from '../figure-pen.ts';
import { PAPER, WOOD, type PropDrawings } from './prop-drawing.ts';

const RED = [2, 75, 45] as const;

/** Paper things: a map with a coastline and a red X, a sealed letter, a scroll, a photograph, a book, a flag. */
export const PAPER_PROPS: PropDrawings = {
  map: {
    color: [40, 50, 80],
    scale: 0.34,
    grip: [12, 50],
    draw(pen, tint) {
      const { ctx } = pen;
      shape(pen, tint, (c) => {
        c.moveTo(8, 20);
        c.lineTo(36, 26);
        c.lineTo(64, 18);
        c.lineTo(92, 24);
        c.lineTo(92, 90);
        c.lineTo(64, 84);
        c.lineTo(36, 92);
        c.lineTo(8, 86);
        c.closePath();
      });
      for (const x of [36, 64])
        limb(pen, darker(tint, 14), 0.6, [
          [x, x === 36 ? 26 : 18],
          [x, x === 36 ? 92 : 84],
        ]);
      // Sea in blue, the land a green-brown island with a wavy coast, a dotted route to a red X.
      ctx.fillStyle = css([200, 45, 70], 0.55);
      ctx.fillRect(12, 28, 76, 54);
      shape(pen, [80, 35, 58], (c) => {
        c.moveTo(24, 40);
        c.bezierCurveTo(34, 30, 48, 36, 56, 32);
        c.bezierCurveTo(72, 30, 82, 46, 74, 58);
        c.bezierCurveTo(80, 70, 60, 80, 48, 74);
        c.bezierCurveTo(36, 80, 18, 70, 26, 58);
        c.bezierCurveTo(16, 52, 18, 44, 24, 40);
        c.closePath();
      });
      ctx.setLineDash([2.5, 2.5]);
      ctx.strokeStyle = css(INK, 0.8);
      ctx.lineWidth = pen.line * 1.1;
      ctx.beginPath();
      ctx.moveTo(30, 64);
      ctx.quadraticCurveTo(40, 46, 60, 52);
      ctx.stroke();
      ctx.setLineDash([]);
      limb(pen, RED, 3, [
        [58, 44],
        [68, 56],
      ]);
      limb(pen, RED, 3, [
        [68, 44],
        [58, 56],
      ]);
    },
  },
  letter: {
    color: [40, 30, 92],
    scale: 0.22,
    grip: [14, 64],
    draw(pen, tint) {
      shape(pen, tint, (c) => c.rect(10, 36, 80, 54));
      limb(pen, darker(tint, 14), 1.6, [
        [10, 36],
        [50, 66],
        [90, 36],
      ]);
      limb(pen, darker(tint, 10), 1, [
        [10, 90],
        [40, 64],
      ]);
      limb(pen, darker(tint, 10), 1, [
        [90, 90],
        [60, 64],
      ]);
      shape(pen, RED, (c) => ellipse(c, 50, 66, 7, 7));
      shape(pen, [2, 60, 58], (c) => c.rect(66, 42, 16, 12), false);
    },
  },
  scroll: {
    color: PAPER,
    scale: 0.3,
    grip: [50, 20],
    draw(pen, tint) {
      shape(pen, tint, (c) => c.rect(22, 18, 56, 64));
      const { ctx } = pen;
      ctx.strokeStyle = css(INK, 0.45);
      ctx.lineWidth = pen.line;
      ctx.beginPath();
      for (let y = 30; y < 76; y += 7) {
        ctx.moveTo(30, y);
        ctx.lineTo(70 - ((y * 7) % 13), y);
      }
      ctx.stroke();
      for (const y of [16, 84]) {
        shape(pen, darker(tint, 10), (c) => c.roundRect(16, y - 6, 68, 12, 6));
        for (const x of [14, 86]) shape(pen, WOOD, (c) => ellipse(c, x, y, 3.5, 5));
      }
      limb(pen, RED, 2.4, [
        [50, 84],
        [46, 96],
      ]);
    },
  },
  photograph: {
    color: [30, 25, 55],
    scale: 0.2,
    grip: [12, 80],
    draw(pen, tint) {
      // A white-bordered print, slightly turned, with two sepia people on a shore.
      const { ctx } = pen;
      ctx.save();
      ctx.translate(50, 54);
      ctx.rotate(-0.08);
      shape(pen, [40, 20, 96], (c) => c.rect(-40, -38, 80, 76));
      shape(pen, lighter(tint, 30), (c) => c.rect(-33, -31, 66, 54), false);
      ctx.fillStyle = css(lighter(tint, 12));
      ctx.fillRect(-33, 4, 66, 19);
      for (const x of [-10, 10]) {
        shape(pen, tint, (c) => ellipse(c, x, -12, 5, 5), false);
        shape(pen, darker(tint, 10), (c) => c.roundRect(x - 6, -7, 12, 22, 4), false);
      }
      ctx.restore();
    },
  },
  book: {
    color: [0, 55, 32],
    scale: 0.22,
    grip: [20, 60],
    draw(pen, tint) {
      // A closed book standing three-quarter on: pages on the right, a spine with gold bands.
      shape(pen, [44, 35, 90], (c) => {
        c.moveTo(30, 24);
        c.lineTo(82, 20);
        c.lineTo(82, 86);
        c.lineTo(30, 92);
        c.closePath();
      });
      const { ctx } = pen;
      ctx.strokeStyle = css(INK, 0.35);
      ctx.lineWidth = pen.line * 0.6;
      ctx.beginPath();
      for (let x = 70; x < 82; x += 3) {
        ctx.moveTo(x, 22);
        ctx.lineTo(x, 88);
      }
      ctx.stroke();
      shape(pen, tint, (c) => {
        c.moveTo(18, 26);
        c.lineTo(72, 18);
        c.lineTo(72, 84);
        c.lineTo(18, 94);
        c.closePath();
      });
      shape(pen, darker(tint, 10), (c) => c.rect(18, 26, 9, 68));
      for (const y of [38, 78]) shape(pen, [45, 80, 55], (c) => c.rect(18, y, 9, 3), false);
      shape(pen, [45, 80, 55], (c) => c.rect(38, 40, 24, 10), false);
    },
  },
  flag: {
    color: [2, 70, 46],
    scale: 0.9,
    grip: [20, 62],
    draw(pen, tint) {
      limb(pen, WOOD, 3, [
        [20, 96],
        [20, 6],
      ]);
      shape(pen, [45, 80, 55], (c) => ellipse(c, 20, 6, 3, 3));
      shape(pen, tint, (c) => {
        c.moveTo(21, 10);
        c.bezierCurveTo(40, 2, 56, 18, 86, 10);
        c.lineTo(86, 42);
        c.bezierCurveTo(56, 50, 40, 34, 21, 42);
        c.closePath();
      });
      shape(
        pen,
        lighter(tint, 35),
        (c) => {
          c.moveTo(21, 22);
          c.bezierCurveTo(40, 14, 56, 30, 86, 22);
          c.lineTo(86, 30);
          c.bezierCurveTo(56, 38, 40, 22, 21, 30);
          c.closePath();
        },
        false,
      );
    },
  },
};
