import { darker, lighter } from '../color.ts';
import { ellipse, limb, shape } from '../figure-pen.ts';
import { WOOD, type PropDrawings } from './prop-drawing.ts';

/** Furniture and big things that stand on the ground: a ladder, a table, a chair, a bed. */
export const FURNITURE_PROPS: PropDrawings = {
  ladder: {
    color: WOOD,
    scale: 1.3,
    grip: [40, 40],
    draw(pen, tint) {
      for (let y = 12; y < 94; y += 11) {
        limb(pen, lighter(tint, 6), 2.6, [
          [34 + (y - 4) * 0.04, y],
          [66 - (y - 4) * 0.04, y],
        ]);
      }
      for (const [top, bottom] of [
        [36, 30],
        [64, 70],
      ] as const) {
        limb(pen, tint, 3.6, [
          [top, 4],
          [bottom, 96],
        ]);
      }
    },
  },
  table: {
    color: WOOD,
    scale: 0.8,
    grip: [10, 50],
    draw(pen, tint) {
      for (const x of [14, 80]) shape(pen, darker(tint, 10), (c) => c.rect(x, 58, 6, 38));
      for (const x of [24, 70]) shape(pen, darker(tint, 18), (c) => c.rect(x, 58, 5, 32));
      shape(pen, lighter(tint, 8), (c) => {
        c.moveTo(4, 56);
        c.lineTo(18, 46);
        c.lineTo(96, 46);
        c.lineTo(90, 56);
        c.closePath();
      });
      shape(pen, tint, (c) => c.rect(4, 56, 86, 6));
    },
  },
  chair: {
    color: WOOD,
    scale: 0.6,
    grip: [30, 20],
    draw(pen, tint) {
      for (const x of [26, 70]) shape(pen, darker(tint, 8), (c) => c.rect(x, 58, 5, 38));
      for (const x of [26, 30]) shape(pen, darker(tint, 2), (c) => c.rect(x, 6, 5, 56));
      for (const y of [12, 26, 40]) shape(pen, tint, (c) => c.rect(26, y, 48, 5));
      shape(pen, tint, (c) => c.rect(70, 6, 5, 52));
      shape(pen, lighter(tint, 10), (c) => {
        c.moveTo(22, 58);
        c.lineTo(30, 50);
        c.lineTo(82, 50);
        c.lineTo(76, 58);
        c.closePath();
      });
      shape(pen, tint, (c) => c.rect(22, 58, 54, 5));
    },
  },
  bed: {
    color: [215, 45, 55],
    scale: 1.15,
    grip: [10, 60],
    draw(pen, tint) {
      shape(pen, WOOD, (c) => c.roundRect(4, 40, 10, 56, 3));
      shape(pen, WOOD, (c) => c.roundRect(86, 58, 10, 38, 3));
      shape(pen, darker(WOOD, 6), (c) => c.rect(10, 70, 80, 10));
      shape(pen, [40, 20, 95], (c) => c.roundRect(12, 60, 76, 12, 4));
      shape(pen, [40, 15, 97], (c) => ellipse(c, 24, 58, 11, 6));
      shape(pen, tint, (c) => {
        c.moveTo(34, 56);
        c.quadraticCurveTo(60, 50, 88, 58);
        c.lineTo(90, 76);
        c.lineTo(34, 76);
        c.closePath();
      });
      shape(pen, lighter(tint, 20), (c) => c.rect(34, 58, 6, 18), false);
    },
  },
};
