import type { SKRSContext2D } from '@napi-rs/canvas';
import { css, darker, lighter, type Hsl } from './color.ts';
import type { FigureTraits } from './figure-traits.ts';
import { ellipse, INK, limb, shape, type Pen } from './figure-pen.ts';
import { drawHat, drawHoodBack } from './figure-hats.ts';

// Figure units: the head is centred at (0, HEAD_Y); the face looks at the viewer.
const HEAD_Y = 10.5;
const WHITE: Hsl = [40, 30, 97];
const PINK: Hsl = [350, 60, 72];

function eye(pen: Pen, x: number, y: number, size: number, iris: Hsl, gaze = 0): void {
  shape(pen, WHITE, (c) => ellipse(c, x, y, 1.9 * size, 2.3 * size));
  const ix = x + gaze * 0.55 * size;
  shape(pen, iris, (c) => ellipse(c, ix, y + 0.2 * size, 1.35 * size, 1.5 * size), false);
  shape(pen, INK, (c) => ellipse(c, ix, y + 0.2 * size, 0.7 * size, 0.8 * size), false);
  shape(pen, WHITE, (c) => ellipse(c, ix + 0.45 * size, y - 0.4 * size, 0.35 * size, 0.35 * size), false);
}

/** Which way a face looks (−1 left, 0 at the viewer, 1 right) and whether it speaks. */
export interface FaceLook {
  gaze: -1 | 0 | 1;
  mouthOpen: boolean;
}

const FRONT: FaceLook = { gaze: 0, mouthOpen: false };

function openMouth(pen: Pen, y: number, x = 0): void {
  shape(pen, [355, 45, 28], (c) => ellipse(c, x, y + 0.8, 1.9, 1.5));
}

function stroke(pen: Pen, width: number, draw: (ctx: SKRSContext2D) => void, color: Hsl = INK): void {
  const { ctx } = pen;
  ctx.beginPath();
  draw(ctx);
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.strokeStyle = css(color, 0.9);
  ctx.stroke();
  ctx.lineCap = 'butt';
}

function smile(pen: Pen, y: number, width: number): void {
  stroke(pen, pen.line, (c) => {
    c.moveTo(-width / 2, y);
    c.quadraticCurveTo(0, y + width * 0.4, width / 2, y);
  });
}

function nose(pen: Pen, y: number, color: Hsl = INK, size = 1.3): void {
  shape(pen, color, (c) => ellipse(c, 0, y, size * 1.2, size * 0.85), false);
}

function whiskers(pen: Pen, y: number): void {
  stroke(pen, pen.line * 0.6, (c) => {
    for (const side of [-1, 1]) {
      c.moveTo(side * 3, y);
      c.lineTo(side * 10, y - 1.5);
      c.moveTo(side * 3, y + 1);
      c.lineTo(side * 10, y + 1.5);
    }
  });
}

function pointedEars(pen: Pen, fur: Hsl, inner: Hsl, height: number, spread: number): void {
  for (const side of [-1, 1]) {
    shape(pen, fur, (c) => {
      c.moveTo(side * 2.5, HEAD_Y - 7);
      c.lineTo(side * spread, HEAD_Y - 7 - height);
      c.lineTo(side * 9, HEAD_Y - 2);
      c.closePath();
    });
    shape(
      pen,
      inner,
      (c) => {
        c.moveTo(side * 4.5, HEAD_Y - 7);
        c.lineTo(side * (spread - 0.8), HEAD_Y - 5 - height);
        c.lineTo(side * 8, HEAD_Y - 3.5);
        c.closePath();
      },
      false,
    );
  }
}

function humanFace(pen: Pen, traits: FigureTraits, look: FaceLook): void {
  const skin = traits.skin;
  // A face turned to one side: features slide that way a little (a three-quarter view) and the eyes follow.
  const turn = look.gaze * 1.3;
  for (const side of [-1, 1]) shape(pen, skin, (c) => ellipse(c, side * 8.4, HEAD_Y + 1, 1.8, 2.4));
  shape(pen, skin, (c) => ellipse(c, 0, HEAD_Y, 8.4, 9.4));
  if (turn !== 0) pen.ctx.translate(turn, 0);
  for (const side of [-1, 1]) {
    eye(pen, side * 3.4, HEAD_Y, 1, traits.eyeColor, look.gaze);
    stroke(
      pen,
      pen.line * 1.1,
      (c) => {
        c.moveTo(side * 1.8, HEAD_Y - 3.6);
        c.quadraticCurveTo(side * 3.4, HEAD_Y - 4.6, side * 5.2, HEAD_Y - 3.4);
      },
      darker(traits.hairColor, 5),
    );
    shape(pen, traits.accent, (c) => ellipse(c, side * 5, HEAD_Y + 4, 1.6, 1), false);
  }
  stroke(
    pen,
    pen.line * 0.8,
    (c) => {
      c.moveTo(0.2, HEAD_Y + 1.2);
      c.quadraticCurveTo(1.3, HEAD_Y + 3, -0.3, HEAD_Y + 3.4);
    },
    darker(skin, 25),
  );
  if (look.mouthOpen) openMouth(pen, HEAD_Y + 5.4);
  else smile(pen, HEAD_Y + 5.4, 4);
  if (turn !== 0) pen.ctx.translate(-turn, 0);
}

function hairFront(pen: Pen, traits: FigureTraits): void {
  const hair = traits.hairColor;
  const cap = (c: SKRSContext2D): void => {
    c.moveTo(-8.9, HEAD_Y + 1);
    c.ellipse(0, HEAD_Y, 8.9, 10, 0, Math.PI, Math.PI * 2);
    c.lineTo(8.9, HEAD_Y + 1);
    c.quadraticCurveTo(6, HEAD_Y - 6.5, 0, HEAD_Y - 5.5);
    c.quadraticCurveTo(-6, HEAD_Y - 6.5, -8.9, HEAD_Y + 1);
    c.closePath();
  };
  switch (traits.hair) {
    case 'bald':
      for (const side of [-1, 1]) shape(pen, hair, (c) => ellipse(c, side * 7.8, HEAD_Y + 0.5, 1.6, 3.2));
      return;
    case 'spiky':
      shape(pen, hair, (c) => {
        c.moveTo(-9, HEAD_Y);
        for (let index = 0; index <= 6; index++) {
          const angle = Math.PI + (index / 6) * Math.PI;
          const r = index % 2 === 0 ? 9.5 : 12.5;
          c.lineTo(Math.cos(angle) * r, HEAD_Y - 1 + Math.sin(angle) * r);
        }
        c.lineTo(9, HEAD_Y);
        c.quadraticCurveTo(0, HEAD_Y - 7, -9, HEAD_Y);
        c.closePath();
      });
      return;
    case 'curly':
      for (let index = 0; index <= 8; index++) {
        const angle = Math.PI * 0.95 + (index / 8) * Math.PI * 1.1;
        shape(pen, hair, (c) => ellipse(c, Math.cos(angle) * 8.3, HEAD_Y - 0.5 + Math.sin(angle) * 9, 3.1, 3.1));
      }
      return;
    case 'none':
      return;
    default:
      shape(pen, hair, cap);
  }
  if (traits.hair === 'long') {
    for (const side of [-1, 1]) shape(pen, hair, (c) => c.rect(side * 10 - (side > 0 ? 2.6 : 0), HEAD_Y - 2, 2.6, 16));
  }
  if (traits.hair === 'bun') shape(pen, hair, (c) => ellipse(c, 0, HEAD_Y - 10.5, 4, 3.6));
  if (traits.hair === 'ponytail') shape(pen, hair, (c) => ellipse(c, 10.5, HEAD_Y + 5, 2.6, 7, -0.2));
}

function beard(pen: Pen, traits: FigureTraits, look: FaceLook): void {
  const turn = look.gaze * 1.3;
  shape(pen, traits.hairColor, (c) => {
    c.moveTo(-8.3, HEAD_Y + 1);
    c.quadraticCurveTo(-8, HEAD_Y + 13, 0, HEAD_Y + 15);
    c.quadraticCurveTo(8, HEAD_Y + 13, 8.3, HEAD_Y + 1);
    c.quadraticCurveTo(6, HEAD_Y + 7, 3, HEAD_Y + 4.2);
    c.quadraticCurveTo(0, HEAD_Y + 3.5, -3, HEAD_Y + 4.2);
    c.quadraticCurveTo(-6, HEAD_Y + 7, -8.3, HEAD_Y + 1);
    c.closePath();
  });
  if (look.mouthOpen) openMouth(pen, HEAD_Y + 5.6, turn);
  else if (turn === 0) smile(pen, HEAD_Y + 5.6, 3.4);
  else {
    pen.ctx.translate(turn, 0);
    smile(pen, HEAD_Y + 5.6, 3.4);
    pen.ctx.translate(-turn, 0);
  }
}

type AnimalHead = (pen: Pen, traits: FigureTraits) => void;

const ANIMAL_HEADS: Readonly<Record<Exclude<FigureTraits['species'], 'human'>, AnimalHead>> = {
  fox(pen, t) {
    pointedEars(pen, t.skin, INK, 10, 9.5);
    shape(pen, t.skin, (c) => {
      c.moveTo(-9.5, HEAD_Y - 2);
      c.quadraticCurveTo(-9, HEAD_Y - 9.5, 0, HEAD_Y - 9.5);
      c.quadraticCurveTo(9, HEAD_Y - 9.5, 9.5, HEAD_Y - 2);
      c.quadraticCurveTo(10, HEAD_Y + 4, 0, HEAD_Y + 9);
      c.quadraticCurveTo(-10, HEAD_Y + 4, -9.5, HEAD_Y - 2);
      c.closePath();
    });
    for (const side of [-1, 1]) {
      shape(
        pen,
        t.accent,
        (c) => {
          c.moveTo(side * 9.5, HEAD_Y - 0.5);
          c.quadraticCurveTo(side * 4, HEAD_Y + 1, side * 0.5, HEAD_Y + 8.5);
          c.quadraticCurveTo(side * 8, HEAD_Y + 5, side * 9.5, HEAD_Y - 0.5);
        },
        false,
      );
      eye(pen, side * 3.6, HEAD_Y - 1.5, 0.85, [40, 80, 45]);
    }
    nose(pen, HEAD_Y + 7.6);
  },
  wolf(pen, t) {
    ANIMAL_HEADS.fox(pen, { ...t, accent: t.accent });
  },
  dog(pen, t) {
    shape(pen, t.skin, (c) => ellipse(c, 0, HEAD_Y, 8.6, 8.8));
    for (const side of [-1, 1]) {
      shape(pen, darker(t.skin, 12), (c) => ellipse(c, side * 9.5, HEAD_Y + 2, 3.2, 7, side * -0.25));
      eye(pen, side * 3.4, HEAD_Y - 1.5, 0.9, [25, 50, 25]);
    }
    shape(pen, t.accent, (c) => ellipse(c, 0, HEAD_Y + 4.5, 5, 3.8));
    nose(pen, HEAD_Y + 3.2, INK, 1.6);
    smile(pen, HEAD_Y + 6.3, 3);
  },
  cat(pen, t) {
    pointedEars(pen, t.skin, PINK, 6, 8);
    shape(pen, t.skin, (c) => ellipse(c, 0, HEAD_Y, 9, 8.4));
    for (const side of [-1, 1]) eye(pen, side * 3.6, HEAD_Y - 0.5, 0.95, [75, 70, 45]);
    shape(pen, t.accent, (c) => ellipse(c, 0, HEAD_Y + 4.2, 4, 2.8), false);
    nose(pen, HEAD_Y + 2.8, PINK, 1);
    whiskers(pen, HEAD_Y + 4);
  },
  lion(pen, t) {
    for (let index = 0; index < 12; index++) {
      const angle = (index / 12) * Math.PI * 2;
      shape(pen, t.accent, (c) => ellipse(c, Math.cos(angle) * 10, HEAD_Y + Math.sin(angle) * 10, 5, 5));
    }
    shape(pen, t.skin, (c) => ellipse(c, 0, HEAD_Y, 9, 9.2));
    for (const side of [-1, 1]) eye(pen, side * 3.4, HEAD_Y - 1.5, 0.85, [40, 70, 40]);
    shape(pen, lighter(t.skin, 18), (c) => ellipse(c, 0, HEAD_Y + 4.3, 4.6, 3.4), false);
    nose(pen, HEAD_Y + 2.8, [0, 25, 25], 1.5);
  },
  bear(pen, t) {
    for (const side of [-1, 1]) shape(pen, t.skin, (c) => ellipse(c, side * 7, HEAD_Y - 7.5, 3.6, 3.6));
    shape(pen, t.skin, (c) => ellipse(c, 0, HEAD_Y, 9.4, 9));
    for (const side of [-1, 1]) eye(pen, side * 3.6, HEAD_Y - 1.8, 0.75, [25, 40, 15]);
    shape(pen, t.accent, (c) => ellipse(c, 0, HEAD_Y + 4, 4.8, 3.6));
    nose(pen, HEAD_Y + 2.8, INK, 1.6);
  },
  mouse(pen, t) {
    for (const side of [-1, 1]) {
      shape(pen, t.skin, (c) => ellipse(c, side * 8, HEAD_Y - 7, 5.5, 5.5));
      shape(pen, t.accent, (c) => ellipse(c, side * 8, HEAD_Y - 7, 3.5, 3.5), false);
    }
    shape(pen, t.skin, (c) => ellipse(c, 0, HEAD_Y, 8, 8.6));
    for (const side of [-1, 1]) eye(pen, side * 3.2, HEAD_Y - 1, 0.85, INK);
    nose(pen, HEAD_Y + 4, t.accent, 1.2);
    whiskers(pen, HEAD_Y + 4.5);
  },
  hare(pen, t) {
    for (const side of [-1, 1]) {
      shape(pen, t.skin, (c) => ellipse(c, side * 3.8, HEAD_Y - 17, 3, 11, side * 0.12));
      shape(pen, PINK, (c) => ellipse(c, side * 3.8, HEAD_Y - 17, 1.5, 8, side * 0.12), false);
    }
    shape(pen, t.skin, (c) => ellipse(c, 0, HEAD_Y, 8.4, 8.8));
    for (const side of [-1, 1]) eye(pen, side * 3.4, HEAD_Y - 1, 0.9, [25, 50, 25]);
    shape(pen, t.accent, (c) => ellipse(c, 0, HEAD_Y + 4.5, 4.5, 3), false);
    nose(pen, HEAD_Y + 3, PINK, 1);
    shape(pen, WHITE, (c) => c.rect(-1.3, HEAD_Y + 5.5, 2.6, 2.4));
  },
  pig(pen, t) {
    pointedEars(pen, t.skin, t.accent, 4, 7.5);
    shape(pen, t.skin, (c) => ellipse(c, 0, HEAD_Y, 9.2, 8.8));
    for (const side of [-1, 1]) eye(pen, side * 3.8, HEAD_Y - 2, 0.75, [200, 40, 40]);
    shape(pen, t.accent, (c) => ellipse(c, 0, HEAD_Y + 3.5, 4, 2.8));
    for (const side of [-1, 1])
      shape(pen, darker(t.accent, 25), (c) => ellipse(c, side * 1.4, HEAD_Y + 3.5, 0.7, 1.1), false);
  },
  crow(pen, t) {
    shape(pen, t.skin, (c) => ellipse(c, 0, HEAD_Y, 8.4, 8.8));
    for (const side of [-1, 1]) {
      shape(pen, [0, 0, 85], (c) => ellipse(c, side * 3.6, HEAD_Y - 1.5, 2, 2), false);
      shape(pen, INK, (c) => ellipse(c, side * 3.6, HEAD_Y - 1.5, 1.1, 1.1), false);
    }
    shape(pen, t.accent, (c) => {
      c.moveTo(-2.6, HEAD_Y + 1);
      c.lineTo(2.6, HEAD_Y + 1);
      c.lineTo(0, HEAD_Y + 10);
      c.closePath();
    });
  },
  owl(pen, t) {
    pointedEars(pen, t.skin, t.skin, 5, 9);
    shape(pen, t.skin, (c) => ellipse(c, 0, HEAD_Y, 10, 9));
    for (const side of [-1, 1]) {
      shape(pen, t.accent, (c) => ellipse(c, side * 4.2, HEAD_Y - 0.5, 4.2, 4.2), false);
      eye(pen, side * 4.2, HEAD_Y - 0.5, 1.25, [35, 90, 50]);
    }
    shape(pen, [40, 50, 45], (c) => {
      c.moveTo(-1.3, HEAD_Y + 2.5);
      c.lineTo(1.3, HEAD_Y + 2.5);
      c.lineTo(0, HEAD_Y + 6);
      c.closePath();
    });
  },
  tortoise(pen, t) {
    shape(pen, t.skin, (c) => ellipse(c, 0, HEAD_Y + 1, 7.4, 8));
    for (const side of [-1, 1]) eye(pen, side * 3, HEAD_Y - 0.5, 0.8, [30, 30, 20]);
    smile(pen, HEAD_Y + 4.8, 4.5);
  },
  frog(pen, t) {
    for (const side of [-1, 1]) shape(pen, t.skin, (c) => ellipse(c, side * 5, HEAD_Y - 5, 3.8, 3.8));
    shape(pen, t.skin, (c) => ellipse(c, 0, HEAD_Y + 1.5, 10.5, 7.5));
    for (const side of [-1, 1]) eye(pen, side * 5, HEAD_Y - 5, 1.1, [45, 80, 50]);
    shape(pen, t.accent, (c) => ellipse(c, 0, HEAD_Y + 5, 6.5, 3), false);
    smile(pen, HEAD_Y + 3.5, 9);
  },
  deer(pen, t) {
    stroke(
      pen,
      1.4,
      (c) => {
        for (const side of [-1, 1]) {
          c.moveTo(side * 3, HEAD_Y - 7);
          c.lineTo(side * 7, HEAD_Y - 17);
          c.moveTo(side * 5, HEAD_Y - 12);
          c.lineTo(side * 10, HEAD_Y - 14);
          c.moveTo(side * 6.2, HEAD_Y - 15);
          c.lineTo(side * 4.5, HEAD_Y - 20);
        }
      },
      [30, 35, 40],
    );
    for (const side of [-1, 1]) shape(pen, t.skin, (c) => ellipse(c, side * 10, HEAD_Y - 4, 4.5, 2.2, side * -0.4));
    shape(pen, t.skin, (c) => ellipse(c, 0, HEAD_Y, 7.6, 9));
    for (const side of [-1, 1]) eye(pen, side * 3.4, HEAD_Y - 1.5, 0.95, INK);
    shape(pen, t.accent, (c) => ellipse(c, 0, HEAD_Y + 5, 4, 3.4), false);
    nose(pen, HEAD_Y + 4.2, INK, 1.3);
  },
  robot(pen, t) {
    limb(pen, t.skin, 0.8, [
      [0, HEAD_Y - 9],
      [0, HEAD_Y - 14],
    ]);
    shape(pen, t.accent, (c) => ellipse(c, 0, HEAD_Y - 14.5, 1.6, 1.6));
    shape(pen, t.skin, (c) => c.roundRect(-9, HEAD_Y - 9, 18, 18, 3));
    shape(pen, [220, 30, 15], (c) => c.roundRect(-7, HEAD_Y - 4, 14, 5, 2));
    for (const side of [-1, 1]) shape(pen, t.accent, (c) => ellipse(c, side * 3.5, HEAD_Y - 1.5, 1.7, 1.4), false);
    stroke(pen, pen.line * 0.8, (c) => {
      for (let x = -4; x <= 4; x += 2) {
        c.moveTo(x, HEAD_Y + 3.5);
        c.lineTo(x, HEAD_Y + 6.5);
      }
    });
  },
};

/** Neck, head, face, hair, beard, glasses and hat. */
export function drawHead(pen: Pen, traits: FigureTraits, look: FaceLook = FRONT): void {
  const neck: Hsl = traits.species === 'robot' ? darker(traits.skin, 10) : traits.skin;
  shape(pen, neck, (c) => c.rect(-3, HEAD_Y + 6, 6, 8));
  if (traits.hat === 'hood') drawHoodBack(pen, traits);
  if (traits.species === 'human') {
    humanFace(pen, traits, look);
    hairFront(pen, traits);
    if (traits.beard) beard(pen, traits, look);
  } else {
    ANIMAL_HEADS[traits.species](pen, traits);
  }
  if (traits.glasses) {
    stroke(pen, pen.line, (c) => {
      for (const side of [-1, 1]) {
        c.moveTo(side * 3.4 + 2.7, HEAD_Y);
        c.arc(side * 3.4, HEAD_Y, 2.7, 0, Math.PI * 2);
      }
      c.moveTo(-0.7, HEAD_Y - 0.5);
      c.lineTo(0.7, HEAD_Y - 0.5);
    });
  }
  drawHat(pen, traits, HEAD_Y);
}
