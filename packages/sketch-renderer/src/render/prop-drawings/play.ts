import { css, darker, lighter } from '../color.ts';
import { ellipse, limb, shape } from '../figure-pen.ts';
import { WOOD, type PropDrawings } from './prop-drawing.ts';

/** Play, music and fire: a trophy, a ball, a guitar, a campfire. */
export const PLAY_PROPS: PropDrawings = {
  trophy: {
    color: [45, 85, 52],
    scale: 0.22,
    grip: [50, 70],
    draw(pen, tint) {
      const { ctx } = pen;
      for (const side of [-1, 1]) {
        ctx.beginPath();
        ctx.arc(50 + side * 26, 30, 10, side > 0 ? -Math.PI / 2 : Math.PI / 2, side > 0 ? Math.PI / 2 : Math.PI * 1.5);
        ctx.lineWidth = 4;
        ctx.strokeStyle = css(darker(tint, 10));
        ctx.stroke();
      }
      shape(pen, tint, (c) => {
        c.moveTo(24, 12);
        c.lineTo(76, 12);
        c.quadraticCurveTo(76, 56, 50, 58);
        c.quadraticCurveTo(24, 56, 24, 12);
        c.closePath();
      });
      shape(pen, tint, (c) => c.rect(45, 58, 10, 16));
      shape(pen, darker(tint, 25), (c) => c.rect(30, 74, 40, 20));
      shape(pen, [45, 40, 85], (c) => c.rect(38, 80, 24, 7), false);
      shape(pen, lighter(tint, 25), (c) => c.rect(32, 18, 4, 26), false);
    },
  },
  ball: {
    color: [0, 0, 96],
    scale: 0.13,
    grip: [50, 56],
    draw(pen, tint) {
      shape(pen, tint, (c) => ellipse(c, 50, 56, 38, 38));
      const dark = [220, 10, 16] as const;
      shape(
        pen,
        dark,
        (c) => {
          for (let index = 0; index < 5; index++) {
            const angle = -Math.PI / 2 + (index / 5) * Math.PI * 2;
            const x = 50 + Math.cos(angle) * 10;
            const y = 56 + Math.sin(angle) * 10;
            if (index === 0) c.moveTo(x, y);
            else c.lineTo(x, y);
          }
          c.closePath();
        },
        false,
      );
      for (let index = 0; index < 5; index++) {
        const angle = -Math.PI / 2 + (index / 5) * Math.PI * 2 + Math.PI / 5;
        shape(pen, dark, (c) => ellipse(c, 50 + Math.cos(angle) * 31, 56 + Math.sin(angle) * 31, 7, 7), false);
      }
    },
  },
  guitar: {
    color: [28, 65, 45],
    scale: 0.6,
    grip: [50, 30],
    draw(pen, tint) {
      shape(pen, darker(tint, 20), (c) => c.rect(46, 4, 8, 48));
      shape(pen, [20, 30, 20], (c) => c.roundRect(44, 0, 12, 12, 2));
      shape(pen, tint, (c) => {
        c.moveTo(50, 44);
        c.bezierCurveTo(70, 40, 70, 60, 62, 64);
        c.bezierCurveTo(80, 70, 80, 98, 50, 96);
        c.bezierCurveTo(20, 98, 20, 70, 38, 64);
        c.bezierCurveTo(30, 60, 30, 40, 50, 44);
        c.closePath();
      });
      shape(pen, [25, 40, 15], (c) => ellipse(c, 50, 70, 7, 7));
      shape(pen, darker(tint, 25), (c) => c.rect(42, 82, 16, 4));
      limb(pen, [45, 20, 85], 0.6, [
        [48, 4],
        [48, 84],
      ]);
      limb(pen, [45, 20, 85], 0.6, [
        [52, 4],
        [52, 84],
      ]);
    },
  },
  fire: {
    color: [24, 95, 55],
    scale: 0.45,
    grip: [50, 90],
    draw(pen, tint) {
      const { ctx } = pen;
      const glow = ctx.createRadialGradient(50, 70, 4, 50, 70, 50);
      glow.addColorStop(0, css([40, 100, 65], 0.6));
      glow.addColorStop(1, css([40, 100, 65], 0));
      ctx.fillStyle = glow;
      ctx.fillRect(0, 20, 100, 80);
      shape(pen, tint, (c) => {
        c.moveTo(22, 84);
        c.bezierCurveTo(14, 60, 30, 50, 34, 30);
        c.bezierCurveTo(42, 44, 44, 40, 50, 8);
        c.bezierCurveTo(60, 30, 66, 36, 70, 24);
        c.bezierCurveTo(82, 48, 86, 66, 78, 84);
        c.closePath();
      });
      shape(
        pen,
        [48, 100, 62],
        (c) => {
          c.moveTo(36, 84);
          c.bezierCurveTo(30, 70, 42, 60, 48, 42);
          c.bezierCurveTo(56, 60, 70, 66, 64, 84);
          c.closePath();
        },
        false,
      );
      for (const [a, b] of [
        [
          [14, 94],
          [80, 80],
        ],
        [
          [86, 94],
          [20, 80],
        ],
      ] as const) {
        limb(pen, WOOD, 6, [a, b]);
      }
      for (const [x, y] of [
        [20, 92],
        [40, 95],
        [62, 95],
        [82, 92],
      ] as const) {
        shape(pen, [220, 6, 45], (c) => ellipse(c, x, y, 8, 4));
      }
    },
  },
};
