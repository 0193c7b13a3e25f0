import { css, darker, lighter } from '../color.ts';
import { ellipse, INK, limb, shape } from '../figure-pen.ts';
import { BRASS, STEEL, WOOD, type PropDrawings } from './prop-drawing.ts';

/** Blades, shields and poles: a sword, a knife, a round shield, a bow with an arrow, a spear, a staff. */
export const WEAPON_PROPS: PropDrawings = {
  sword: {
    color: STEEL,
    scale: 0.55,
    grip: [50, 84],
    draw(pen, tint) {
      shape(pen, tint, (c) => {
        c.moveTo(46, 10);
        c.lineTo(50, 2);
        c.lineTo(54, 10);
        c.lineTo(54, 72);
        c.lineTo(46, 72);
        c.closePath();
      });
      limb(pen, lighter(tint, 15), 1, [
        [50, 8],
        [50, 70],
      ]);
      shape(pen, BRASS, (c) => c.roundRect(32, 72, 36, 6, 3));
      shape(pen, [20, 45, 28], (c) => c.rect(46.5, 78, 7, 12));
      shape(pen, BRASS, (c) => ellipse(c, 50, 92, 4.5, 4));
    },
  },
  knife: {
    color: STEEL,
    scale: 0.22,
    grip: [24, 50],
    draw(pen, tint) {
      shape(pen, tint, (c) => {
        c.moveTo(42, 44);
        c.lineTo(92, 46);
        c.quadraticCurveTo(80, 58, 42, 56);
        c.closePath();
      });
      shape(pen, [22, 50, 30], (c) => c.roundRect(8, 44, 34, 12, 5));
      for (const x of [18, 30]) shape(pen, BRASS, (c) => ellipse(c, x, 50, 1.6, 1.6), false);
    },
  },
  shield: {
    color: [215, 55, 40],
    scale: 0.5,
    grip: [50, 50],
    draw(pen, tint) {
      shape(pen, WOOD, (c) => ellipse(c, 50, 52, 42, 42));
      shape(pen, tint, (c) => ellipse(c, 50, 52, 36, 36));
      const { ctx } = pen;
      ctx.strokeStyle = css(lighter(tint, 25));
      ctx.lineWidth = 4;
      ctx.beginPath();
      ellipse(ctx, 50, 52, 26, 26);
      ctx.stroke();
      shape(pen, STEEL, (c) => ellipse(c, 50, 52, 9, 9));
      for (let index = 0; index < 8; index++) {
        const angle = (index / 8) * Math.PI * 2;
        shape(pen, STEEL, (c) => ellipse(c, 50 + Math.cos(angle) * 39, 52 + Math.sin(angle) * 39, 1.8, 1.8), false);
      }
    },
  },
  bow: {
    color: WOOD,
    scale: 0.6,
    grip: [30, 50],
    draw(pen, tint) {
      const { ctx } = pen;
      ctx.beginPath();
      ctx.moveTo(40, 6);
      ctx.quadraticCurveTo(4, 50, 40, 94);
      ctx.lineWidth = 4 + pen.line * 2;
      ctx.strokeStyle = css(INK, 0.9);
      ctx.stroke();
      ctx.lineWidth = 4;
      ctx.strokeStyle = css(tint);
      ctx.stroke();
      ctx.strokeStyle = css([40, 20, 85]);
      ctx.lineWidth = pen.line;
      ctx.beginPath();
      ctx.moveTo(40, 6);
      ctx.lineTo(40, 94);
      ctx.stroke();
      limb(pen, lighter(WOOD, 20), 2, [
        [22, 50],
        [92, 50],
      ]);
      shape(pen, STEEL, (c) => {
        c.moveTo(90, 45);
        c.lineTo(98, 50);
        c.lineTo(90, 55);
        c.closePath();
      });
      for (const dy of [-5, 5])
        shape(pen, [2, 70, 50], (c) => {
          c.moveTo(26, 50);
          c.lineTo(34, 50);
          c.lineTo(30, 50 + dy);
          c.lineTo(22, 50 + dy);
          c.closePath();
        });
    },
  },
  spear: {
    color: STEEL,
    scale: 1.15,
    grip: [50, 56],
    draw(pen, tint) {
      limb(pen, WOOD, 2.6, [
        [50, 96],
        [50, 14],
      ]);
      shape(pen, tint, (c) => {
        c.moveTo(50, 1);
        c.lineTo(54.5, 14);
        c.lineTo(50, 18);
        c.lineTo(45.5, 14);
        c.closePath();
      });
      shape(pen, [2, 70, 45], (c) => c.rect(47.5, 18, 5, 3), false);
    },
  },
  staff: {
    color: [28, 40, 34],
    scale: 1.05,
    grip: [50, 46],
    draw(pen, tint) {
      // A gnarled walking staff with a crook.
      limb(pen, tint, 3.4, [
        [52, 96],
        [49, 60],
        [51, 30],
        [49, 10],
      ]);
      const { ctx } = pen;
      ctx.beginPath();
      ctx.arc(55, 10, 6, Math.PI, Math.PI * 2.1);
      ctx.lineWidth = 3.4 + pen.line * 2;
      ctx.strokeStyle = css(INK, 0.9);
      ctx.stroke();
      ctx.lineWidth = 3.4;
      ctx.strokeStyle = css(tint);
      ctx.stroke();
      for (const y of [40, 70]) shape(pen, darker(tint, 10), (c) => ellipse(c, 51, y, 2.6, 1.4), false);
    },
  },
};
