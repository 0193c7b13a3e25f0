import { describe, expect, it } from 'vitest';
import { keyOutBackdrop } from './reference-images.ts';

function image(
  width: number,
  height: number,
  paint: (x: number, y: number) => [number, number, number],
): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      pixels.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return pixels;
}

describe('keyOutBackdrop', () => {
  it('removes a plain backdrop around a figure and reports the figure bounds', () => {
    const inside = (x: number, y: number) => x >= 20 && x < 40 && y >= 10 && y < 70;
    const pixels = image(60, 80, (x, y) => (inside(x, y) ? [200, 30, 30] : [235, 232, 225]));
    const keyed = keyOutBackdrop(pixels, 60, 80);
    expect(keyed?.bounds).toEqual({ x: 20, y: 10, width: 20, height: 60 });
    expect(keyed?.pixels[3]).toBe(0);
    expect(keyed?.pixels[(40 * 60 + 30) * 4 + 3]).toBe(255);
  });

  it('keeps backdrop-coloured areas that are enclosed by the figure', () => {
    const pixels = image(60, 80, (x, y) => {
      const ring = x >= 15 && x < 45 && y >= 15 && y < 65;
      const hole = x >= 25 && x < 35 && y >= 30 && y < 50;
      return ring && !hole ? [20, 20, 120] : [240, 240, 240];
    });
    const keyed = keyOutBackdrop(pixels, 60, 80);
    expect(keyed?.pixels[(40 * 60 + 30) * 4 + 3]).toBe(255);
  });

  it('refuses photos (busy borders) and single-colour images', () => {
    let seed = 7;
    const noise = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % 256;
    };
    expect(
      keyOutBackdrop(
        image(50, 50, () => [noise(), noise(), noise()]),
        50,
        50,
      ),
    ).toBeUndefined();
    expect(
      keyOutBackdrop(
        image(50, 50, () => [230, 20, 20]),
        50,
        50,
      ),
    ).toBeUndefined();
  });
});
