import { css, darker, lighter, type Hsl } from './color.ts';
import { ellipse, INK, limb, shape, type Pen } from './figure-pen.ts';
import type { PropKind } from './props.ts';

type Icon = (pen: Pen, tint: Hsl) => void;

/** One painter per prop kind, drawing in a 100 × 100 box with the base on y = 96. */
export const PROP_ICONS: Readonly<Record<PropKind, Icon>> = {
  sword(pen) {
    shape(pen, [210, 10, 80], (c) => {
      c.moveTo(46, 8);
      c.lineTo(54, 8);
      c.lineTo(54, 66);
      c.lineTo(50, 72);
      c.lineTo(46, 66);
      c.closePath();
    });
    shape(pen, [42, 70, 48], (c) => c.rect(32, 70, 36, 6));
    shape(pen, [25, 45, 30], (c) => c.rect(46, 76, 8, 14));
    shape(pen, [42, 70, 48], (c) => ellipse(c, 50, 92, 5, 4));
  },
  key(pen) {
    shape(pen, [45, 75, 52], (c) => {
      ellipse(c, 50, 26, 16, 16);
    });
    shape(pen, [45, 20, 90], (c) => ellipse(c, 50, 26, 7, 7));
    limb(pen, [45, 75, 52], 7, [
      [50, 42],
      [50, 90],
    ]);
    limb(pen, [45, 75, 52], 5, [
      [50, 78],
      [61, 78],
    ]);
    limb(pen, [45, 75, 52], 5, [
      [50, 88],
      [59, 88],
    ]);
  },
  lantern(pen) {
    const { ctx } = pen;
    const glow = ctx.createRadialGradient(50, 58, 2, 50, 58, 34);
    glow.addColorStop(0, css([45, 100, 70], 0.7));
    glow.addColorStop(1, css([45, 100, 70], 0));
    ctx.fillStyle = glow;
    ctx.fillRect(16, 24, 68, 68);
    limb(pen, [0, 0, 25], 3, [
      [40, 24],
      [50, 10],
      [60, 24],
    ]);
    shape(pen, [45, 90, 72], (c) => c.rect(36, 32, 28, 50));
    shape(pen, [0, 0, 22], (c) => c.rect(32, 24, 36, 9));
    shape(pen, [0, 0, 22], (c) => c.rect(32, 82, 36, 10));
    shape(pen, [35, 100, 60], (c) => ellipse(c, 50, 60, 5, 9), false);
  },
  book(pen, tint) {
    shape(pen, [40, 30, 92], (c) => c.rect(24, 30, 56, 62));
    shape(pen, tint, (c) => c.rect(20, 26, 56, 62));
    shape(pen, darker(tint, 12), (c) => c.rect(20, 26, 8, 62));
    shape(pen, [45, 75, 58], (c) => c.rect(36, 42, 30, 8), false);
  },
  chest(pen) {
    shape(pen, [28, 50, 38], (c) => c.rect(14, 52, 72, 42));
    shape(pen, [28, 50, 44], (c) => {
      c.moveTo(14, 52);
      c.quadraticCurveTo(50, 22, 86, 52);
      c.closePath();
    });
    shape(pen, [45, 75, 52], (c) => c.rect(44, 50, 12, 16));
    shape(pen, [45, 75, 52], (c) => c.rect(14, 64, 72, 5), false);
  },
  cup(pen, tint) {
    shape(pen, tint, (c) => {
      c.moveTo(28, 36);
      c.lineTo(72, 36);
      c.quadraticCurveTo(72, 70, 50, 72);
      c.quadraticCurveTo(28, 70, 28, 36);
      c.closePath();
    });
    shape(pen, tint, (c) => c.rect(46, 72, 8, 14));
    shape(pen, tint, (c) => ellipse(c, 50, 90, 18, 5));
    shape(pen, lighter(tint, 20), (c) => ellipse(c, 50, 36, 22, 4));
  },
  flower(pen, tint) {
    limb(pen, [110, 45, 35], 3.5, [
      [50, 40],
      [50, 94],
    ]);
    shape(pen, [110, 45, 40], (c) => ellipse(c, 60, 70, 9, 4, -0.5));
    for (let index = 0; index < 6; index++) {
      const angle = (index / 6) * Math.PI * 2;
      shape(pen, tint, (c) => ellipse(c, 50 + Math.cos(angle) * 11, 30 + Math.sin(angle) * 11, 8, 8));
    }
    shape(pen, [45, 90, 55], (c) => ellipse(c, 50, 30, 7, 7));
  },
  apple(pen) {
    shape(pen, [2, 70, 48], (c) => {
      c.moveTo(50, 40);
      c.bezierCurveTo(20, 22, 12, 80, 36, 92);
      c.quadraticCurveTo(50, 96, 64, 92);
      c.bezierCurveTo(88, 80, 80, 22, 50, 40);
      c.closePath();
    });
    limb(pen, [25, 40, 25], 3, [
      [50, 40],
      [53, 26],
    ]);
    shape(pen, [110, 50, 40], (c) => ellipse(c, 62, 30, 9, 4, -0.4));
  },
  cheese(pen) {
    shape(pen, [48, 85, 62], (c) => {
      c.moveTo(14, 88);
      c.lineTo(86, 88);
      c.lineTo(86, 56);
      c.lineTo(14, 40);
      c.closePath();
    });
    for (const [x, y, r] of [
      [34, 66, 5],
      [60, 74, 6],
      [74, 62, 3.5],
    ] as const) {
      shape(pen, [42, 70, 48], (c) => ellipse(c, x, y, r, r), false);
    }
  },
  bread(pen) {
    shape(pen, [32, 65, 52], (c) => {
      c.moveTo(12, 88);
      c.quadraticCurveTo(10, 46, 50, 44);
      c.quadraticCurveTo(90, 46, 88, 88);
      c.closePath();
    });
    limb(pen, [35, 60, 68], 3, [
      [32, 58],
      [38, 72],
    ]);
    limb(pen, [35, 60, 68], 3, [
      [50, 54],
      [56, 70],
    ]);
    limb(pen, [35, 60, 68], 3, [
      [66, 58],
      [72, 72],
    ]);
  },
  bag(pen, tint) {
    limb(pen, darker(tint, 10), 4, [
      [36, 40],
      [50, 22],
      [64, 40],
    ]);
    shape(pen, tint, (c) => {
      c.moveTo(28, 40);
      c.lineTo(72, 40);
      c.quadraticCurveTo(90, 94, 50, 94);
      c.quadraticCurveTo(10, 94, 28, 40);
      c.closePath();
    });
    shape(pen, darker(tint, 12), (c) => c.rect(30, 44, 40, 5), false);
  },
  letter(pen) {
    shape(pen, [45, 40, 90], (c) => c.rect(14, 38, 72, 52));
    limb(pen, [45, 30, 75], 2, [
      [14, 38],
      [50, 66],
      [86, 38],
    ]);
    shape(pen, [2, 70, 42], (c) => ellipse(c, 50, 64, 6, 6));
  },
  bottle(pen, tint) {
    shape(pen, tint, (c) => {
      c.moveTo(42, 20);
      c.lineTo(58, 20);
      c.lineTo(58, 40);
      c.quadraticCurveTo(74, 48, 72, 64);
      c.lineTo(72, 92);
      c.lineTo(28, 92);
      c.lineTo(28, 64);
      c.quadraticCurveTo(26, 48, 42, 40);
      c.closePath();
    });
    shape(pen, [28, 40, 35], (c) => c.rect(43, 12, 14, 10));
    shape(pen, [45, 40, 90], (c) => c.rect(34, 60, 32, 18));
  },
  crown(pen) {
    shape(pen, [45, 85, 55], (c) => {
      c.moveTo(16, 86);
      c.lineTo(14, 40);
      c.lineTo(32, 60);
      c.lineTo(50, 30);
      c.lineTo(68, 60);
      c.lineTo(86, 40);
      c.lineTo(84, 86);
      c.closePath();
    });
    for (const [x, hue] of [
      [32, 350],
      [50, 210],
      [68, 130],
    ] as const) {
      shape(pen, [hue, 70, 45], (c) => ellipse(c, x, 74, 5, 5));
    }
  },
  umbrella(pen, tint) {
    shape(pen, tint, (c) => {
      c.moveTo(10, 48);
      c.quadraticCurveTo(50, -6, 90, 48);
      c.quadraticCurveTo(77, 40, 63, 48);
      c.quadraticCurveTo(50, 40, 37, 48);
      c.quadraticCurveTo(23, 40, 10, 48);
      c.closePath();
    });
    limb(pen, [0, 0, 20], 3, [
      [50, 46],
      [50, 86],
      [42, 90],
    ]);
  },
  basket(pen) {
    limb(pen, [32, 45, 42], 4, [
      [24, 52],
      [50, 14],
      [76, 52],
    ]);
    shape(pen, [34, 50, 50], (c) => {
      c.moveTo(14, 52);
      c.lineTo(86, 52);
      c.lineTo(76, 92);
      c.lineTo(24, 92);
      c.closePath();
    });
    const { ctx } = pen;
    ctx.strokeStyle = css(INK, 0.4);
    ctx.beginPath();
    for (let y = 62; y < 92; y += 9) {
      ctx.moveTo(18, y);
      ctx.lineTo(82, y);
    }
    ctx.stroke();
  },
  staff(pen) {
    limb(pen, [28, 45, 38], 5, [
      [58, 8],
      [44, 94],
    ]);
    shape(pen, [190, 70, 60], (c) => ellipse(c, 59, 10, 7, 7));
  },
  shield(pen, tint) {
    shape(pen, tint, (c) => {
      c.moveTo(18, 14);
      c.lineTo(82, 14);
      c.lineTo(80, 56);
      c.quadraticCurveTo(74, 82, 50, 94);
      c.quadraticCurveTo(26, 82, 20, 56);
      c.closePath();
    });
    shape(
      pen,
      [45, 80, 55],
      (c) => {
        c.rect(45, 20, 10, 64);
        c.rect(24, 40, 52, 10);
      },
      false,
    );
  },
  phone(pen) {
    shape(pen, [0, 0, 16], (c) => c.roundRect(32, 10, 36, 82, 6));
    shape(pen, [200, 60, 60], (c) => c.rect(36, 18, 28, 62), false);
  },
  coin(pen) {
    for (const [x, y] of [
      [36, 80],
      [62, 84],
      [50, 64],
    ] as const) {
      shape(pen, [45, 85, 52], (c) => ellipse(c, x, y, 16, 10));
      shape(pen, [45, 85, 65], (c) => ellipse(c, x, y, 9, 5), false);
    }
  },
  box(pen, tint) {
    shape(pen, tint, (c) => c.rect(18, 36, 64, 56));
    shape(pen, lighter(tint, 12), (c) => {
      c.moveTo(18, 36);
      c.lineTo(30, 22);
      c.lineTo(94, 22);
      c.lineTo(82, 36);
      c.closePath();
    });
    shape(pen, darker(tint, 10), (c) => {
      c.moveTo(82, 36);
      c.lineTo(94, 22);
      c.lineTo(94, 78);
      c.lineTo(82, 92);
      c.closePath();
    });
    shape(pen, [40, 30, 85], (c) => c.rect(44, 36, 10, 56), false);
  },
};
