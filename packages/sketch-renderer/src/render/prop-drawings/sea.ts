import { css, darker, lighter } from '../color.ts';
import { ellipse, INK, limb, shape } from '../figure-pen.ts';
import { BRASS, DARK, STEEL, WOOD, type PropDrawings } from './prop-drawing.ts';

/** Things of the sea and the harbour: a rowing boat, a brass telescope, a lantern, a net, rope, an anchor… */
export const SEA_PROPS: PropDrawings = {
  boat: {
    color: WOOD,
    scale: 1.8,
    grip: [20, 70],
    draw(pen, tint) {
      // Hull seen from the side: a curved keel, a darker strake and a pale gunwale; one oar lies across the thwarts,
      // the other rests in its rowlock with the blade out over the water.
      const oar = lighter(WOOD, 14);
      limb(pen, oar, 1.8, [
        [66, 48],
        [98, 30],
      ]);
      shape(pen, oar, (c) => ellipse(c, 96, 31, 5, 2, -0.5));
      shape(pen, tint, (c) => {
        c.moveTo(4, 54);
        c.lineTo(96, 52);
        c.quadraticCurveTo(92, 84, 74, 90);
        c.lineTo(24, 90);
        c.quadraticCurveTo(8, 82, 4, 54);
        c.closePath();
      });
      shape(pen, darker(tint, 10), (c) => {
        c.moveTo(7, 68);
        c.lineTo(93, 67);
        c.lineTo(91, 73);
        c.lineTo(9, 74);
        c.closePath();
      });
      shape(pen, lighter(tint, 20), (c) => c.rect(4, 51, 92, 3.5));
      for (const x of [34, 64]) shape(pen, darker(tint, 6), (c) => c.rect(x - 1.5, 47, 3, 5));
      limb(pen, oar, 1.8, [
        [16, 46],
        [76, 44],
      ]);
      shape(pen, oar, (c) => ellipse(c, 14, 46, 6, 2.2));
    },
  },
  telescope: {
    color: BRASS,
    scale: 0.55,
    grip: [12, 70],
    draw(pen, tint) {
      // Three brass sections widening from the eyepiece (left, where an eye goes) to the lens, tilted up, with bands.
      const { ctx } = pen;
      ctx.save();
      ctx.translate(50, 56);
      ctx.rotate(-0.35);
      shape(pen, DARK, (c) => c.rect(-46, -3.5, 8, 7));
      shape(pen, lighter(tint, 8), (c) => c.rect(-40, -5, 26, 10));
      shape(pen, tint, (c) => c.rect(-16, -7, 30, 14));
      shape(pen, darker(tint, 4), (c) => c.rect(14, -9, 32, 18));
      for (const [x, half] of [
        [-16, 6],
        [12, 8],
        [42, 9.5],
      ] as const) {
        shape(pen, lighter(tint, 22), (c) => c.rect(x, -half, 3, half * 2));
      }
      shape(pen, [200, 60, 80], (c) => ellipse(c, 46, 0, 2.5, 8.5));
      ctx.restore();
    },
  },
  lantern: {
    color: DARK,
    scale: 0.24,
    grip: [50, 12],
    draw(pen, tint) {
      const { ctx } = pen;
      const glow = ctx.createRadialGradient(50, 60, 2, 50, 60, 40);
      glow.addColorStop(0, css([45, 100, 70], 0.75));
      glow.addColorStop(1, css([45, 100, 70], 0));
      ctx.fillStyle = glow;
      ctx.fillRect(10, 20, 80, 80);
      limb(pen, tint, 3, [
        [38, 26],
        [50, 8],
        [62, 26],
      ]);
      shape(pen, [45, 95, 74], (c) => c.rect(34, 34, 32, 50));
      shape(pen, [38, 100, 58], (c) => ellipse(c, 50, 62, 6, 11), false);
      for (const x of [34, 50, 66]) shape(pen, tint, (c) => c.rect(x - 1.5, 34, 3, 50));
      shape(pen, tint, (c) => {
        c.moveTo(28, 35);
        c.lineTo(38, 24);
        c.lineTo(62, 24);
        c.lineTo(72, 35);
        c.closePath();
      });
      shape(pen, tint, (c) => c.rect(30, 84, 40, 10));
    },
  },
  net: {
    color: [35, 30, 62],
    scale: 0.7,
    grip: [20, 20],
    draw(pen, tint) {
      // A hanging net: a diamond mesh sagging from a pole, floats along its top.
      const { ctx } = pen;
      limb(pen, WOOD, 3, [
        [8, 14],
        [92, 14],
      ]);
      ctx.save();
      ctx.beginPath();
      ctx.moveTo(12, 14);
      ctx.lineTo(88, 14);
      ctx.quadraticCurveTo(80, 80, 50, 94);
      ctx.quadraticCurveTo(20, 80, 12, 14);
      ctx.closePath();
      ctx.fillStyle = css(tint, 0.18);
      ctx.fill();
      ctx.clip();
      ctx.strokeStyle = css(darker(tint, 15));
      ctx.lineWidth = pen.line * 1.3;
      ctx.beginPath();
      for (let x = -90; x < 100; x += 9) {
        ctx.moveTo(x, 14);
        ctx.lineTo(x + 90, 104);
        ctx.moveTo(x + 90, 14);
        ctx.lineTo(x, 104);
      }
      ctx.stroke();
      ctx.restore();
      for (const x of [22, 40, 60, 78]) shape(pen, [8, 80, 52], (c) => ellipse(c, x, 16, 4, 3));
    },
  },
  rope: {
    color: [36, 45, 58],
    scale: 0.3,
    grip: [50, 70],
    draw(pen, tint) {
      // A coil seen from above and the side: stacked rings and a loose end.
      for (let ring = 0; ring < 4; ring++) {
        const y = 84 - ring * 8;
        shape(pen, ring % 2 ? darker(tint, 6) : tint, (c) => {
          ellipse(c, 50, y, 38 - ring * 3, 12 - ring);
          ellipse(c, 50, y, 24 - ring * 3, 6 - ring * 0.5);
        });
      }
      const { ctx } = pen;
      ctx.fillStyle = css(INK, 0.35);
      ctx.beginPath();
      ellipse(ctx, 50, 60, 14, 4);
      ctx.fill();
      limb(pen, tint, 4, [
        [80, 60],
        [90, 48],
        [84, 34],
      ]);
    },
  },
  anchor: {
    color: [210, 12, 35],
    scale: 0.55,
    grip: [50, 14],
    draw(pen, tint) {
      shape(pen, tint, (c) => {
        ellipse(c, 50, 14, 8, 8);
        ellipse(c, 50, 14, 4, 4);
      });
      limb(pen, tint, 6, [
        [50, 22],
        [50, 86],
      ]);
      limb(pen, tint, 5, [
        [32, 32],
        [68, 32],
      ]);
      const { ctx } = pen;
      ctx.beginPath();
      ctx.arc(50, 58, 30, Math.PI * 0.15, Math.PI * 0.85);
      ctx.lineWidth = 6 + pen.line * 2;
      ctx.strokeStyle = css(INK, 0.9);
      ctx.stroke();
      ctx.lineWidth = 6;
      ctx.strokeStyle = css(tint);
      ctx.stroke();
      for (const side of [-1, 1]) {
        shape(pen, tint, (c) => {
          c.moveTo(50 + side * 28, 66);
          c.lineTo(50 + side * 38, 64);
          c.lineTo(50 + side * 29, 76);
          c.closePath();
        });
      }
    },
  },
  'fishing-rod': {
    color: [30, 50, 40],
    scale: 0.9,
    grip: [14, 90],
    draw(pen, tint) {
      limb(pen, tint, 2.6, [
        [12, 94],
        [90, 8],
      ]);
      shape(pen, STEEL, (c) => ellipse(c, 22, 82, 4, 4));
      const { ctx } = pen;
      ctx.strokeStyle = css(INK, 0.8);
      ctx.lineWidth = pen.line * 0.8;
      ctx.beginPath();
      ctx.moveTo(90, 8);
      ctx.quadraticCurveTo(96, 40, 92, 78);
      ctx.stroke();
      shape(pen, [5, 80, 50], (c) => ellipse(c, 92, 80, 3, 4));
    },
  },
  bucket: {
    color: [210, 10, 60],
    scale: 0.28,
    grip: [50, 14],
    draw(pen, tint) {
      limb(pen, DARK, 2, [
        [22, 40],
        [50, 10],
        [78, 40],
      ]);
      shape(pen, tint, (c) => {
        c.moveTo(18, 38);
        c.lineTo(82, 38);
        c.lineTo(74, 94);
        c.lineTo(26, 94);
        c.closePath();
      });
      shape(pen, darker(tint, 20), (c) => ellipse(c, 50, 38, 32, 6));
      shape(pen, [200, 50, 55], (c) => ellipse(c, 50, 39, 26, 3.5), false);
      for (const y of [56, 76])
        shape(pen, darker(tint, 8), (c) => c.rect(22 + (y - 38) * 0.13, y, 56 - (y - 38) * 0.26, 3), false);
    },
  },
};
