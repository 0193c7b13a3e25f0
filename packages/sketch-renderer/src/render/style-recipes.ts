import type { StylePreset } from '@sym/contracts';
import { gatherThrough, oilStrokes, wetWobble } from './brush-tiles.ts';
import { atReducedSize, bleed, kuwahara } from './painterly.ts';
import {
  applyGrade,
  blurred,
  boxBlur,
  edgeStrength,
  inkEdges,
  luminance,
  posterize,
  screen,
  simplified,
  wideBlur,
  type Frame,
} from './pixel-ops.ts';
import { splitTone } from './palette.ts';
import {
  celShade,
  chromaticFringe,
  depthOfField,
  filmDamage,
  motes,
  pillowShade,
  shapeRelief,
  softLight,
} from './relief.ts';
import { grain, halftone, paperTexture, scanlines, vignette } from './textures.ts';

/** Edge plane used for outlines: computed on a slightly blurred luminance so lines follow shapes, not noise. */
function outlines(frame: Frame, blurRadius: number): Uint8Array {
  return edgeStrength(boxBlur(luminance(frame), frame.width, frame.height, blurRadius), frame.width, frame.height);
}

/** Frame pixels per 720 rows: strokes, dots and grain keep their look at any frame size. */
const unitOf = (frame: Frame): number => Math.max(1, Math.round(Math.min(frame.width, frame.height) / 720));

type Recipe = (frame: Frame) => Promise<void> | void;

/**
 * One recipe per preset. Each changes the drawing itself (strokes, shading, lines, dots, blur, grain), not only its
 * colours, so two presets on the same scene never look like the same picture with another grade.
 */
export const RECIPES: Readonly<Record<StylePreset, Recipe>> = {
  // Depth of field around the subject's band, a soft warm light from above, bloom. No grain: a character must look
  // the same wherever it stands in the frame.
  photorealistic(frame) {
    // One out-of-focus copy serves the depth of field and the bloom.
    const soft = wideBlur(frame, frame.height / 110);
    depthOfField(frame, soft, 0.62, 2.2);
    softLight(frame, [1, 0.92, 0.78]);
    applyGrade(frame, { saturation: 0.9, contrast: 1.12, gamma: 0.95 });
    screen(frame, soft, 0.16);
    vignette(frame, 0.2);
  },
  // Flat, bright colour fills with thick dark outlines.
  '2d-animation': async (frame) => {
    frame.pixels.set(await blurred(frame, 1.2));
    applyGrade(frame, { saturation: 1.4, contrast: 1.1, brightness: 8 });
    posterize(frame, 6);
    inkEdges(frame, outlines(frame, 2), 40, 1, 30);
  },
  // Rounded, softly lit volumes and a glow: the look of a rendered animated film.
  '3d-animation': async (frame) => {
    const relief = shapeRelief(frame, Math.max(4, Math.round(frame.height / 80)));
    frame.pixels.set(await blurred(frame, 1.4));
    pillowShade(frame, relief.relief, 0.9);
    applyGrade(frame, { saturation: 1.3, contrast: 1.05, brightness: 6, gamma: 1.08 });
    screen(frame, wideBlur(frame, frame.height / 50), 0.22);
    vignette(frame, 0.2);
  },
  // Cel shading: hard two-tone shadows, thin crisp lines, saturated sky colours.
  anime: async (frame) => {
    const relief = shapeRelief(frame, Math.max(3, Math.round(frame.height / 120)));
    frame.pixels.set(await blurred(frame, 0.8));
    applyGrade(frame, { saturation: 1.5, contrast: 1.12, brightness: 10 });
    posterize(frame, 7);
    celShade(frame, relief, 6);
    inkEdges(frame, outlines(frame, 0), 70, 0.8, 25);
  },
  // Near black-and-white, crushed blacks, hard contrast and heavy grain.
  'gritty-realism'(frame) {
    applyGrade(frame, { saturation: 0.18, contrast: 1.7, brightness: -22, gamma: 0.9, tint: [0.96, 1.0, 1.05] });
    grain(frame, 34);
    vignette(frame, 0.7);
  },
  // Pigment bleeding along wobbly edges, darker rims where washes meet, paper showing through.
  watercolor: async (frame) => {
    await atReducedSize(frame, 3, async (small) => {
      kuwahara(small, 1);
      bleed(small, await blurred(small, 2), 0.75);
    });
    gatherThrough(frame, wetWobble(), unitOf(frame), 1.5);
    const rims = outlines(frame, 2);
    applyGrade(frame, { saturation: 0.95, contrast: 0.72, brightness: 38 });
    inkEdges(frame, rims, 18, 0.32, 60);
    paperTexture(frame, 0.45);
  },
  // Daubs of colour along visible brush strokes (each pulls its colour from its centre), lit as raised paint
  // (impasto), warm varnish, canvas weave.
  'oil-painting'(frame) {
    gatherThrough(frame, oilStrokes(), unitOf(frame), 1);
    applyGrade(frame, { saturation: 1.2, contrast: 1.15, tint: [1.06, 1.0, 0.88], gamma: 0.92 });
    paperTexture(frame, 0.2);
    vignette(frame, 0.3);
  },
  // Greyscale graphite: a light wash, cross-hatching in the darks, strong contour lines.
  'pencil-sketch'(frame) {
    const { width, height, pixels } = frame;
    const lum = luminance(frame);
    const edges = edgeStrength(boxBlur(lum, width, height, 1), width, height);
    for (let pixel = 0, index = 0; pixel < lum.length; pixel++, index += 4) {
      const tone = 138 + lum[pixel]! * 0.46;
      const x = pixel % width;
      const y = (pixel / width) | 0;
      let value = tone;
      // Hatching fades in with darkness so gradients do not turn into hard bands.
      const dark = lum[pixel]!;
      if ((x + y) % 6 === 0) value -= 75 * Math.min(1, Math.max(0, (125 - dark) / 45));
      if ((x - y + 4096) % 6 === 0) value -= 65 * Math.min(1, Math.max(0, (75 - dark) / 35));
      const edge = edges[pixel]!;
      if (edge > 40) value -= Math.min(170, (edge - 40) * 1.6);
      pixels[index] = value + 4;
      pixels[index + 1] = value + 2;
      pixels[index + 2] = value;
    }
    paperTexture(frame, 0.3);
  },
  // Ink outlines, flat punchy colours, print halftone dots.
  'comic-book'(frame) {
    const edges = outlines(frame, 1);
    applyGrade(frame, { saturation: 1.6, contrast: 1.3, brightness: 10 });
    posterize(frame, 4);
    halftone(frame, Math.max(5, Math.round(frame.height / 110)), 0.45);
    inkEdges(frame, edges, 45, 1, 20);
  },
  // A dreamy glow, violet shadows and golden lights, floating motes of light.
  'fantasy-art': async (frame) => {
    applyGrade(frame, { saturation: 1.25, contrast: 1.1 });
    splitTone(frame, [90, 40, 160], [255, 200, 90], 0.55);
    screen(frame, wideBlur(frame, frame.height / 70), 0.45);
    motes(frame, 70, 0xfa17);
    vignette(frame, 0.4);
  },
  // Teal-and-cyan cast, neon glow, colour fringes and monitor scanlines.
  'sci-fi': async (frame) => {
    applyGrade(frame, { saturation: 1.15, contrast: 1.3, brightness: -16 });
    splitTone(frame, [0, 90, 130], [120, 255, 240], 0.6);
    screen(frame, wideBlur(frame, frame.height / 90), 0.4);
    chromaticFringe(frame, Math.max(2, frame.width / 320));
    scanlines(frame, 3, 0.22);
    vignette(frame, 0.45);
  },
  // Sepia print with lifted blacks, grain, scratches and dust, a dark rounded vignette.
  vintage(frame) {
    applyGrade(frame, { sepia: 0.9, contrast: 0.85, brightness: 4, lift: 34 });
    grain(frame, 24);
    filmDamage(frame, 0x7e1d);
    vignette(frame, 0.65);
  },
  // Few, flat, pale shapes; no texture.
  minimalist: async (frame) => {
    frame.pixels.set(await simplified(frame, 6, { median: 5 }));
    applyGrade(frame, { saturation: 0.65, contrast: 0.75, brightness: 26 });
    posterize(frame, 3);
  },
  // Big blocky pixels (pixel art), rotated hues, outlined blocks.
  abstract: async (frame) => {
    frame.pixels.set(await simplified(frame, Math.max(12, Math.round(frame.height / 30)), { nearest: true }));
    applyGrade(frame, { saturation: 1.7, hueRotate: 40, contrast: 1.15 });
    inkEdges(frame, outlines(frame, 0), 20, 0.5, 20);
  },
};
