import { STYLE_PRESETS } from '@sym/contracts';
import { describe, expect, it } from 'vitest';
import { renderSketch } from '../render-sketch.ts';
import { decode, FOREST, FOX, CROW, meanDifference, shot, type Pixels } from './render.test-support.ts';

async function render(style?: { presetId?: string; text?: string }): Promise<Pixels> {
  const request = shot({ width: 640, height: 360, references: [FOX, CROW, FOREST], ...(style ? { style } : {}) });
  return decode((await renderSketch(request, { seed: 3 })).bytes);
}

/** Mean per-channel difference after shrinking both to 1/4: a different grain or dot pattern alone does not count. */
function lookDifference(a: Pixels, b: Pixels): number {
  const shrink = (pixels: Pixels): Uint8Array => {
    const width = pixels.width >> 2;
    const height = pixels.height >> 2;
    const out = new Uint8Array(width * height * 3);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        for (let channel = 0; channel < 3; channel++) {
          let sum = 0;
          for (let dy = 0; dy < 4; dy++)
            for (let dx = 0; dx < 4; dx++)
              sum += pixels.data[((y * 4 + dy) * pixels.width + x * 4 + dx) * 3 + channel] ?? 0;
          out[(y * width + x) * 3 + channel] = sum / 16;
        }
      }
    }
    return out;
  };
  return meanDifference(shrink(a), shrink(b));
}

describe('style presets', () => {
  it('gives each of the 14 presets its own look, different from every other preset and from no style', async () => {
    const plain = await render();
    const looks = new Map<string, Pixels>([['none', plain]]);
    for (const preset of STYLE_PRESETS) looks.set(preset, await render({ presetId: preset }));
    const names = [...looks.keys()];
    const close: string[] = [];
    for (const [i, first] of names.entries()) {
      for (const second of names.slice(i + 1)) {
        const difference = lookDifference(looks.get(first)!, looks.get(second)!);
        if (process.env.SHOW) console.info(first, second, difference.toFixed(1));
        if (difference < 9) close.push(`${first} ~ ${second}: ${difference.toFixed(1)}`);
      }
    }
    expect(close).toEqual([]);
  }, 60_000);

  it('changes the picture with the style text, and the colours it names', async () => {
    const oil = await render({ presetId: 'oil-painting' });
    const stormy = await render({ presetId: 'oil-painting', text: 'moody storm light, teal and amber' });
    const warm = await render({ presetId: 'oil-painting', text: 'warm golden light' });
    expect(lookDifference(oil, stormy)).toBeGreaterThan(9);
    expect(lookDifference(stormy, warm)).toBeGreaterThan(9);
  }, 30_000);
});
