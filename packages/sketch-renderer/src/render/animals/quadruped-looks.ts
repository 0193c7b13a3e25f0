import type { Hsl } from '../color.ts';
import type { AnimalMarks } from './animal-marks.ts';

export type Ears = 'pointed' | 'floppy' | 'round' | 'long' | 'small' | 'cow' | 'fan' | 'none';
export type Tail = 'bushy' | 'thin' | 'tuft' | 'short' | 'curly' | 'long' | 'stub' | 'spiked' | 'horse';
export type Feature =
  | 'mane'
  | 'horse-mane'
  | 'horns'
  | 'antlers'
  | 'trunk'
  | 'wool'
  | 'shell'
  | 'spots'
  | 'stripes'
  | 'wings'
  | 'spikes'
  | 'whiskers'
  | 'hooves'
  | 'snout-disc'
  | 'mask';

/**
 * How one four-legged animal looks from the side, facing right, in animal units: the ground is y = 100, the top of
 * the head about y = 0, x = 0 the middle of the body. Only the shape numbers differ between animals; one drawer
 * (quadruped.ts) paints them all, so a new animal is one more entry here.
 */
export interface QuadrupedLook {
  fur: Hsl;
  belly: Hsl;
  /** Torso ellipse. */
  body: { x: number; y: number; rx: number; ry: number };
  /** Half the distance between the front and the back legs, and the legs' width. */
  legSpread: number;
  legWidth: number;
  /** Centre and radius of the skull. */
  head: { x: number; y: number; r: number };
  /** Muzzle ellipse in front of the skull: length and height. */
  snout: { length: number; height: number };
  neckWidth: number;
  ears: Ears;
  tail: Tail;
  features: readonly Feature[];
  /** Half the sprite width in animal units (long animals need more room). */
  halfWidth: number;
  /** Parts the words colour apart from the coat ("one white ear"). */
  marks?: AnimalMarks;
}

const look = (value: QuadrupedLook): QuadrupedLook => value;

export const QUADRUPED_LOOKS: Readonly<Record<string, QuadrupedLook>> = {
  dog: look({
    fur: [30, 45, 48],
    belly: [38, 45, 82],
    body: { x: -4, y: 58, rx: 30, ry: 17 },
    legSpread: 21,
    legWidth: 9,
    head: { x: 32, y: 30, r: 15 },
    snout: { length: 14, height: 8 },
    neckWidth: 14,
    ears: 'floppy',
    tail: 'short',
    features: [],
    halfWidth: 70,
  }),
  cat: look({
    fur: [28, 25, 38],
    belly: [30, 20, 86],
    body: { x: -4, y: 56, rx: 30, ry: 13 },
    legSpread: 20,
    legWidth: 6.5,
    head: { x: 30, y: 30, r: 14 },
    snout: { length: 5, height: 7 },
    neckWidth: 12,
    ears: 'pointed',
    tail: 'thin',
    features: ['whiskers', 'stripes'],
    halfWidth: 70,
  }),
  fox: look({
    fur: [22, 80, 50],
    belly: [30, 30, 95],
    body: { x: -4, y: 54, rx: 30, ry: 13 },
    legSpread: 21,
    legWidth: 6,
    head: { x: 32, y: 28, r: 12 },
    snout: { length: 15, height: 7 },
    neckWidth: 12,
    ears: 'pointed',
    tail: 'bushy',
    features: ['mask'],
    halfWidth: 80,
  }),
  wolf: look({
    fur: [215, 8, 50],
    belly: [210, 10, 84],
    body: { x: -4, y: 50, rx: 32, ry: 16 },
    legSpread: 22,
    legWidth: 8,
    head: { x: 34, y: 24, r: 13 },
    snout: { length: 16, height: 8 },
    neckWidth: 16,
    ears: 'pointed',
    tail: 'bushy',
    features: ['mask'],
    halfWidth: 80,
  }),
  horse: look({
    fur: [24, 50, 34],
    belly: [24, 45, 40],
    body: { x: -6, y: 48, rx: 34, ry: 14 },
    legSpread: 25,
    legWidth: 7,
    head: { x: 40, y: 12, r: 9 },
    snout: { length: 18, height: 9 },
    neckWidth: 13,
    ears: 'small',
    tail: 'horse',
    features: ['horse-mane', 'hooves'],
    halfWidth: 60,
  }),
  cow: look({
    fur: [40, 20, 94],
    belly: [350, 40, 80],
    body: { x: -4, y: 50, rx: 36, ry: 19 },
    legSpread: 25,
    legWidth: 8,
    head: { x: 42, y: 28, r: 11 },
    snout: { length: 8, height: 10 },
    neckWidth: 18,
    ears: 'cow',
    tail: 'tuft',
    features: ['spots', 'horns', 'hooves'],
    halfWidth: 62,
  }),
  sheep: look({
    fur: [45, 25, 92],
    belly: [30, 15, 22],
    body: { x: -4, y: 48, rx: 32, ry: 22 },
    legSpread: 20,
    legWidth: 6,
    head: { x: 34, y: 28, r: 11 },
    snout: { length: 8, height: 9 },
    neckWidth: 12,
    ears: 'small',
    tail: 'stub',
    features: ['wool', 'hooves'],
    halfWidth: 64,
  }),
  pig: look({
    fur: [350, 55, 78],
    belly: [350, 50, 70],
    body: { x: -4, y: 56, rx: 34, ry: 22 },
    legSpread: 22,
    legWidth: 8,
    head: { x: 34, y: 46, r: 16 },
    snout: { length: 9, height: 10 },
    neckWidth: 20,
    ears: 'pointed',
    tail: 'curly',
    features: ['snout-disc', 'hooves'],
    halfWidth: 66,
  }),
  lion: look({
    fur: [38, 65, 55],
    belly: [40, 50, 75],
    body: { x: -6, y: 52, rx: 34, ry: 16 },
    legSpread: 23,
    legWidth: 9,
    head: { x: 34, y: 30, r: 13 },
    snout: { length: 8, height: 9 },
    neckWidth: 18,
    ears: 'round',
    tail: 'tuft',
    features: ['mane', 'whiskers'],
    halfWidth: 76,
  }),
  bear: look({
    fur: [25, 40, 28],
    belly: [30, 35, 45],
    body: { x: -4, y: 50, rx: 36, ry: 24 },
    legSpread: 22,
    legWidth: 13,
    head: { x: 38, y: 36, r: 15 },
    snout: { length: 10, height: 9 },
    neckWidth: 22,
    ears: 'round',
    tail: 'stub',
    features: [],
    halfWidth: 64,
  }),
  deer: look({
    fur: [25, 50, 45],
    belly: [30, 30, 88],
    body: { x: -4, y: 50, rx: 28, ry: 12 },
    legSpread: 20,
    legWidth: 5,
    head: { x: 32, y: 22, r: 8 },
    snout: { length: 10, height: 6 },
    neckWidth: 9,
    ears: 'pointed',
    tail: 'stub',
    features: ['antlers', 'hooves'],
    halfWidth: 52,
  }),
  hare: look({
    fur: [32, 30, 58],
    belly: [30, 20, 92],
    body: { x: -8, y: 66, rx: 26, ry: 18 },
    legSpread: 16,
    legWidth: 7,
    head: { x: 22, y: 46, r: 12 },
    snout: { length: 5, height: 7 },
    neckWidth: 12,
    ears: 'long',
    tail: 'stub',
    features: ['whiskers'],
    halfWidth: 56,
  }),
  mouse: look({
    fur: [220, 6, 60],
    belly: [350, 40, 86],
    body: { x: -6, y: 66, rx: 30, ry: 22 },
    legSpread: 18,
    legWidth: 5,
    head: { x: 26, y: 56, r: 16 },
    snout: { length: 10, height: 8 },
    neckWidth: 16,
    ears: 'round',
    tail: 'long',
    features: ['whiskers'],
    halfWidth: 90,
  }),
  tortoise: look({
    fur: [85, 30, 45],
    belly: [35, 45, 36],
    body: { x: -6, y: 60, rx: 42, ry: 28 },
    legSpread: 24,
    legWidth: 12,
    head: { x: 50, y: 62, r: 12 },
    snout: { length: 5, height: 8 },
    neckWidth: 11,
    ears: 'none',
    tail: 'stub',
    features: ['shell'],
    halfWidth: 72,
  }),
  frog: look({
    fur: [100, 50, 42],
    belly: [70, 55, 75],
    body: { x: -6, y: 62, rx: 34, ry: 26 },
    legSpread: 22,
    legWidth: 9,
    head: { x: 18, y: 46, r: 22 },
    snout: { length: 6, height: 12 },
    neckWidth: 24,
    ears: 'none',
    tail: 'stub',
    features: [],
    halfWidth: 64,
  }),
  elephant: look({
    fur: [220, 6, 58],
    belly: [220, 6, 50],
    body: { x: -8, y: 46, rx: 38, ry: 26 },
    legSpread: 22,
    legWidth: 15,
    head: { x: 34, y: 30, r: 18 },
    snout: { length: 4, height: 10 },
    neckWidth: 26,
    ears: 'fan',
    tail: 'thin',
    features: ['trunk'],
    halfWidth: 62,
  }),
  dragon: look({
    fur: [135, 45, 34],
    belly: [48, 70, 62],
    body: { x: -10, y: 56, rx: 34, ry: 17 },
    legSpread: 22,
    legWidth: 10,
    head: { x: 40, y: 20, r: 10 },
    snout: { length: 16, height: 8 },
    neckWidth: 12,
    ears: 'none',
    tail: 'spiked',
    features: ['wings', 'spikes', 'horns'],
    halfWidth: 90,
  }),
};
