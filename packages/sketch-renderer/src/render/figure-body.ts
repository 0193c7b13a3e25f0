import { css, darker, lighter, type Hsl } from './color.ts';
import type { FigureTraits } from './figure-traits.ts';
import { ellipse, INK, limb, shape, type Pen } from './figure-pen.ts';

// Figure units: the head top is at y = 0, the soles at y = 100, x = 0 is the centre line.
const SHOULDER_Y = 23;
const HIP_Y = 54;

export const WINGED = new Set(['crow', 'owl']);
const TAILS: Readonly<Partial<Record<FigureTraits['species'], 'bushy' | 'thin' | 'tuft' | 'short'>>> = {
  fox: 'bushy',
  wolf: 'bushy',
  dog: 'short',
  cat: 'thin',
  mouse: 'thin',
  lion: 'tuft',
  pig: 'thin',
};

/** Where a torso of this outfit ends, for placing belts and judging what a crop shows. */
function hemY(traits: FigureTraits): number {
  switch (traits.outfit) {
    case 'coat':
      return 80;
    case 'dress':
      return 86;
    case 'robe':
      return 97;
    case 'jacket':
      return 57;
    default:
      return 60;
  }
}

/** The contact shadow under a standing figure. */
export function drawShadow(pen: Pen, traits: FigureTraits, width = 20): void {
  const { ctx } = pen;
  ctx.beginPath();
  ellipse(ctx, 0, 100, width * traits.build, 3.2);
  ctx.fillStyle = css(INK, 0.22);
  ctx.fill();
}

/** Shadow (unless a pose draws its own), cape, tail, shell and long hair: everything drawn behind the body. */
export function drawBehindBody(pen: Pen, traits: FigureTraits, shadow = true): void {
  const { ctx } = pen;
  const b = traits.build;
  if (shadow) drawShadow(pen, traits);
  if (traits.cape) {
    const cape: Hsl = traits.hat === 'crown' ? [355, 60, 38] : darker(traits.trimColor, 5);
    shape(pen, cape, (c) => {
      c.moveTo(-12 * b, SHOULDER_Y);
      c.lineTo(12 * b, SHOULDER_Y);
      c.lineTo(22 * b, 90);
      c.quadraticCurveTo(0, 94, -22 * b, 90);
      c.closePath();
    });
  }
  const tail = TAILS[traits.species];
  if (tail) {
    const fur = traits.skin;
    if (tail === 'bushy') {
      shape(pen, fur, (c) => {
        c.moveTo(8 * b, 62);
        c.bezierCurveTo(30 * b, 62, 36 * b, 78, 26 * b, 92);
        c.bezierCurveTo(22 * b, 84, 14 * b, 78, 6 * b, 70);
        c.closePath();
      });
      shape(pen, traits.accent, (c) => {
        c.moveTo(30 * b, 82);
        c.quadraticCurveTo(32 * b, 88, 26 * b, 92);
        c.quadraticCurveTo(25 * b, 86, 30 * b, 82);
      });
    } else {
      limb(pen, fur, tail === 'short' ? 4 : 2.2, [
        [6 * b, 64],
        [18 * b, 66],
        [24 * b, tail === 'short' ? 58 : 74],
      ]);
      if (tail === 'tuft') {
        shape(pen, traits.accent, (c) => ellipse(c, 24 * b, 76, 3, 4));
      }
    }
  }
  if (traits.species === 'tortoise') {
    shape(pen, traits.accent, (c) => ellipse(c, 0, 44, 22 * b, 26));
    ctx.strokeStyle = css(lighter(traits.accent, 12), 0.9);
    ctx.lineWidth = pen.line * 1.2;
    ctx.beginPath();
    ctx.moveTo(-18 * b, 38);
    ctx.lineTo(18 * b, 38);
    ctx.moveTo(-19 * b, 52);
    ctx.lineTo(19 * b, 52);
    ctx.stroke();
  }
  if (traits.hair === 'long') {
    shape(pen, traits.hairColor, (c) => {
      c.moveTo(-10, 8);
      c.quadraticCurveTo(-13, 24, -11, 34);
      c.lineTo(11, 34);
      c.quadraticCurveTo(13, 24, 10, 8);
      c.closePath();
    });
  }
}

/** Legs and shoes (or bird legs), partly hidden later by long outfits. */
export function drawLegs(pen: Pen, traits: FigureTraits): void {
  const b = traits.build;
  if (WINGED.has(traits.species)) {
    for (const side of [-1, 1]) {
      limb(pen, [35, 35, 45], 1.6, [
        [side * 4 * b, HIP_Y + 4],
        [side * 4 * b, 97],
      ]);
      limb(pen, [35, 35, 45], 1.2, [
        [side * 1 * b, 99],
        [side * 4 * b, 97],
        [side * 8 * b, 99],
      ]);
    }
    return;
  }
  const legs = traits.outfit === 'fur' ? traits.skin : traits.legColor;
  for (const side of [-1, 1]) {
    shape(pen, legs, (c) => {
      c.moveTo(side * 1, HIP_Y - 2);
      c.lineTo(side * 8.5 * b, HIP_Y - 2);
      c.lineTo(side * 7.5 * b, 96);
      c.lineTo(side * 1.5, 96);
      c.closePath();
    });
    const shoe = traits.species === 'human' || traits.outfit !== 'fur' ? traits.shoeColor : darker(traits.skin, 12);
    shape(pen, shoe, (c) => ellipse(c, side * 5.2 * b, 97.2, 5.4 * b, 2.9));
  }
}

/** How a pose changes the torso: arms drawn elsewhere (posed), a hem raised above bent knees. */
export interface TorsoOptions {
  arms: boolean;
  hemLimit: number;
}

/** The torso in its outfit, the arms or wings, and the belt, buttons and scarf. */
export function drawTorso(pen: Pen, traits: FigureTraits, options: TorsoOptions = { arms: true, hemLimit: 100 }): void {
  const { ctx } = pen;
  const b = traits.build;
  const hem = Math.min(hemY(traits), options.hemLimit);
  const metal: Hsl = [210, 8, 62];
  const main: Hsl = traits.outfit === 'armor' ? (traits.species === 'robot' ? traits.skin : metal) : traits.outfitColor;
  const body: Hsl = traits.outfit === 'fur' || traits.outfit === 'vest' ? traits.skin : main;
  const sleeve: Hsl = traits.outfit === 'fur' || traits.outfit === 'vest' ? traits.skin : main;

  if (WINGED.has(traits.species)) {
    for (const side of [-1, 1]) {
      shape(pen, darker(traits.skin, 4), (c) => {
        c.moveTo(side * 11 * b, SHOULDER_Y + 1);
        c.quadraticCurveTo(side * 24 * b, 34, side * 18 * b, 64);
        c.lineTo(side * 14 * b, 58);
        c.lineTo(side * 12 * b, 62);
        c.quadraticCurveTo(side * 10 * b, 45, side * 9 * b, SHOULDER_Y + 4);
        c.closePath();
      });
    }
  }

  const flare = traits.outfit === 'dress' ? 21 : traits.outfit === 'robe' ? 18 : traits.outfit === 'coat' ? 15 : 12;
  shape(pen, body, (c) => {
    c.moveTo(-9 * b, SHOULDER_Y - 2);
    c.quadraticCurveTo(-13.5 * b, SHOULDER_Y - 1, -13 * b, SHOULDER_Y + 4);
    c.lineTo(traits.outfit === 'dress' ? -9 * b : -11.5 * b, 44);
    c.lineTo(-flare * b, hem);
    c.quadraticCurveTo(0, hem + 2, flare * b, hem);
    c.lineTo(traits.outfit === 'dress' ? 9 * b : 11.5 * b, 44);
    c.lineTo(13 * b, SHOULDER_Y + 4);
    c.quadraticCurveTo(13.5 * b, SHOULDER_Y - 1, 9 * b, SHOULDER_Y - 2);
    c.closePath();
  });
  // A cel-shaded side gives the flat figures some volume.
  ctx.save();
  ctx.clip();
  ctx.fillStyle = css(INK, 0.14);
  ctx.fillRect(5 * b, SHOULDER_Y - 4, 20 * b, hem);
  ctx.restore();

  if (traits.outfit === 'fur') {
    shape(pen, traits.accent, (c) => ellipse(c, 0, 42, 7 * b, 12), false);
  }
  if (traits.outfit === 'vest') {
    for (const side of [-1, 1]) {
      shape(pen, traits.outfitColor, (c) => {
        c.moveTo(side * 3, SHOULDER_Y - 1);
        c.lineTo(side * 12.5 * b, SHOULDER_Y + 3);
        c.lineTo(side * 11.5 * b, 55);
        c.lineTo(side * 3, 55);
        c.closePath();
      });
    }
  }
  if (traits.outfit === 'jacket' || traits.outfit === 'coat') {
    shape(pen, traits.trimColor, (c) => {
      c.moveTo(-3.5, SHOULDER_Y - 2);
      c.lineTo(3.5, SHOULDER_Y - 2);
      c.lineTo(1.2, hem - 1);
      c.lineTo(-1.2, hem - 1);
      c.closePath();
    });
    ctx.fillStyle = css(INK, 0.85);
    for (let y = SHOULDER_Y + 6; y < Math.min(hem, 70); y += 7) {
      ctx.beginPath();
      ctx.arc(4.5, y, 0.9, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  if (traits.outfit === 'armor') {
    ctx.strokeStyle = css(INK, 0.5);
    ctx.lineWidth = pen.line;
    ctx.beginPath();
    for (const y of [34, 44, 52]) {
      ctx.moveTo(-11 * b, y);
      ctx.quadraticCurveTo(0, y + 2, 11 * b, y);
    }
    ctx.stroke();
    if (traits.species === 'robot') {
      shape(pen, traits.accent, (c) => c.rect(-4, 28, 8, 6));
    }
  }
  if (traits.outfit !== 'robe' && traits.outfit !== 'dress' && traits.outfit !== 'fur') {
    shape(pen, traits.outfit === 'armor' ? [35, 40, 30] : darker(traits.trimColor, 8), (c) =>
      c.rect(-11.8 * b, HIP_Y - 6, 23.6 * b, 3.4),
    );
  }
  if (traits.outfit === 'robe' || traits.outfit === 'dress') {
    shape(pen, traits.trimColor, (c) => c.rect(-9.5 * b, 41, 19 * b, 3));
  }

  if (!WINGED.has(traits.species) && options.arms) {
    const hand: Hsl = traits.species === 'human' ? traits.skin : traits.outfit === 'armor' ? traits.skin : traits.skin;
    const wide = traits.outfit === 'robe' ? 7.5 : 6;
    for (const side of [-1, 1]) {
      limb(pen, sleeve, wide, [
        [side * 11.5 * b, SHOULDER_Y + 3],
        [side * 15 * b, 40],
        [side * 16 * b, 52],
      ]);
      shape(pen, hand, (c) => ellipse(c, side * 16.3 * b, 56, 3.2, 3.4));
    }
  }
  if (traits.outfit === 'armor' && traits.species !== 'robot') {
    for (const side of [-1, 1]) shape(pen, lighter(metal, 8), (c) => ellipse(c, side * 12 * b, SHOULDER_Y + 2, 5, 3.5));
  }
  if (traits.scarf) {
    shape(pen, traits.trimColor, (c) => {
      c.moveTo(-8, SHOULDER_Y - 4);
      c.quadraticCurveTo(0, SHOULDER_Y + 3, 8, SHOULDER_Y - 4);
      c.lineTo(8, SHOULDER_Y);
      c.quadraticCurveTo(0, SHOULDER_Y + 6, -8, SHOULDER_Y);
      c.closePath();
    });
    shape(pen, traits.trimColor, (c) => c.rect(3, SHOULDER_Y, 4, 14));
  }
}
