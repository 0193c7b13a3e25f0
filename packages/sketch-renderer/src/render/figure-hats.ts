import { darker, lighter, type Hsl } from './color.ts';
import type { FigureTraits } from './figure-traits.ts';
import { ellipse, shape, type Pen } from './figure-pen.ts';

const GOLD: Hsl = [45, 85, 55];
const STEEL: Hsl = [210, 8, 64];

/** The back of a hood, drawn before the head so the face shows through its opening. */
export function drawHoodBack(pen: Pen, traits: FigureTraits): void {
  shape(pen, traits.hatColor, (c) => {
    c.moveTo(-12, 26);
    c.quadraticCurveTo(-14, -4, 0, -3.5);
    c.quadraticCurveTo(14, -4, 12, 26);
    c.closePath();
  });
}

/** The hat on a head centred at (0, headY). */
export function drawHat(pen: Pen, traits: FigureTraits, headY: number): void {
  const color = traits.hatColor;
  const top = headY - 9.6;
  switch (traits.hat) {
    case 'none':
      return;
    case 'cap':
      shape(pen, color, (c) => {
        c.moveTo(-9.2, headY - 5);
        c.ellipse(0, headY - 5, 9.2, 7, 0, Math.PI, Math.PI * 2);
        c.closePath();
      });
      shape(pen, darker(color, 10), (c) => ellipse(c, 0, headY - 5.4, 11, 1.8));
      return;
    case 'tophat':
      shape(pen, color, (c) => c.rect(-6.5, top - 15, 13, 17));
      shape(pen, traits.trimColor, (c) => c.rect(-6.5, top - 2, 13, 2.5));
      shape(pen, color, (c) => ellipse(c, 0, top + 1.5, 12, 2.4));
      return;
    case 'brim':
      shape(pen, color, (c) => {
        c.moveTo(-7.5, top + 3);
        c.lineTo(-6.5, top - 6);
        c.quadraticCurveTo(0, top - 3.5, 6.5, top - 6);
        c.lineTo(7.5, top + 3);
        c.closePath();
      });
      shape(pen, darker(color, 12), (c) => c.rect(-7.3, top, 14.6, 2));
      shape(pen, color, (c) => ellipse(c, 0, top + 3.2, 15, 2.8));
      return;
    case 'wizard':
      shape(pen, color, (c) => {
        c.moveTo(-9.5, top + 4);
        c.quadraticCurveTo(-3, top - 10, 4, top - 24);
        c.quadraticCurveTo(7, top - 24, 8, top - 20);
        c.quadraticCurveTo(4, top - 12, 9.5, top + 4);
        c.closePath();
      });
      shape(pen, GOLD, (c) => ellipse(c, -1, top - 5, 1.3, 1.3), false);
      shape(pen, GOLD, (c) => ellipse(c, 3, top - 12, 0.9, 0.9), false);
      shape(pen, color, (c) => ellipse(c, 0, top + 4, 14, 2.8));
      return;
    case 'crown':
      shape(pen, GOLD, (c) => {
        c.moveTo(-7.5, top + 4);
        c.lineTo(-8, top - 5);
        c.lineTo(-4, top - 1);
        c.lineTo(0, top - 7);
        c.lineTo(4, top - 1);
        c.lineTo(8, top - 5);
        c.lineTo(7.5, top + 4);
        c.closePath();
      });
      shape(pen, [350, 70, 45], (c) => ellipse(c, 0, top + 1.5, 1.2, 1.2), false);
      return;
    case 'hood':
      shape(pen, color, (c) => {
        c.moveTo(-9.8, headY + 2);
        c.quadraticCurveTo(-10, top - 1, 0, top - 1.2);
        c.quadraticCurveTo(10, top - 1, 9.8, headY + 2);
        c.quadraticCurveTo(8, headY - 6, 0, headY - 6.5);
        c.quadraticCurveTo(-8, headY - 6, -9.8, headY + 2);
        c.closePath();
      });
      return;
    case 'helmet':
      shape(pen, STEEL, (c) => {
        c.moveTo(-9.6, headY - 4);
        c.ellipse(0, headY - 4, 9.6, 8, 0, Math.PI, Math.PI * 2);
        c.closePath();
      });
      shape(pen, lighter(STEEL, 8), (c) => c.rect(-10, headY - 6, 20, 2.4));
      shape(pen, STEEL, (c) => c.rect(-0.9, headY - 4, 1.8, 6.5));
      return;
    case 'beanie':
      shape(pen, color, (c) => {
        c.moveTo(-9, headY - 4);
        c.ellipse(0, headY - 4, 9, 7.6, 0, Math.PI, Math.PI * 2);
        c.closePath();
      });
      shape(pen, darker(color, 10), (c) => c.rect(-9.4, headY - 6.2, 18.8, 3.4));
      shape(pen, lighter(color, 15), (c) => ellipse(c, 0, top - 1.5, 2.4, 2.4));
      return;
    case 'chef':
      for (const [x, y, r] of [
        [-5, top - 3, 4.6],
        [5, top - 3, 4.6],
        [0, top - 6, 5.4],
      ] as const) {
        shape(pen, [40, 20, 97], (c) => ellipse(c, x, y, r, r));
      }
      shape(pen, [40, 20, 97], (c) => c.rect(-7.5, top - 2, 15, 6));
      return;
    case 'straw':
      shape(pen, [45, 60, 62], (c) => {
        c.moveTo(-7.5, top + 3);
        c.ellipse(0, top + 3, 7.5, 6.5, 0, Math.PI, Math.PI * 2);
        c.closePath();
      });
      shape(pen, traits.trimColor, (c) => c.rect(-7.5, top, 15, 2));
      shape(pen, [45, 60, 66], (c) => ellipse(c, 0, top + 3.4, 16, 3));
      return;
  }
}
