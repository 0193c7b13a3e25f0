import { describe, expect, it } from 'vitest';
import { colorStats, dominantColors, nearestColorName, splitTone, transferPalette } from './palette.ts';

function pixels(colors: readonly (readonly [number, number, number])[], counts: readonly number[]): Uint8ClampedArray {
  const out: number[] = [];
  colors.forEach((color, index) => {
    for (let count = 0; count < counts[index]!; count++) out.push(color[0], color[1], color[2], 255);
  });
  return new Uint8ClampedArray(out);
}

describe('palette', () => {
  it('names colours', () => {
    expect(nearestColorName([200, 30, 30])).toBe('red');
    expect(nearestColorName([30, 40, 200])).toBe('blue');
    expect(nearestColorName([240, 200, 40])).toBe('yellow');
  });

  it('finds the commonest colours, greys last', () => {
    const image = pixels(
      [
        [128, 128, 128],
        [30, 40, 200],
        [200, 30, 30],
      ],
      [500, 300, 100],
    );
    const [first, second, third] = dominantColors(image, 3);
    expect(nearestColorName(first!)).toBe('blue');
    expect(nearestColorName(second!)).toBe('red');
    expect(third).toEqual([128, 128, 128]);
  });

  it('moves a frame toward a reference palette, and tones shadows and highlights apart', () => {
    const frame = {
      width: 2,
      height: 1,
      pixels: pixels(
        [
          [60, 60, 60],
          [200, 200, 200],
        ],
        [1, 1],
      ),
    };
    transferPalette(frame, colorStats(pixels([[220, 40, 40]], [4])), 0.5);
    expect(frame.pixels[0]!).toBeGreaterThan(frame.pixels[2]! + 40);
    const toned = {
      width: 2,
      height: 1,
      pixels: pixels(
        [
          [40, 40, 40],
          [220, 220, 220],
        ],
        [1, 1],
      ),
    };
    splitTone(toned, [0, 128, 128], [255, 180, 60], 0.5);
    expect(toned.pixels[2]!).toBeGreaterThan(toned.pixels[0]!);
    expect(toned.pixels[4]!).toBeGreaterThan(toned.pixels[6]!);
  });
});
