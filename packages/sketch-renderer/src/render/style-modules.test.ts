import { describe, expect, it } from 'vitest';
import type { SketchStyle } from '../types.ts';
import { renderSketch } from '../render-sketch.ts';
import { decode, FOREST, FOX, meanDifference, shot, type Pixels } from './render.test-support.ts';
import { treatmentFor } from './style-treatments.ts';

const PENCIL_STORM = { name: 'Pencil storm', presetId: 'pencil-sketch' };

async function render(style: SketchStyle): Promise<Pixels> {
  const request = shot({ width: 480, height: 270, references: [FOX, FOREST], style });
  return decode((await renderSketch(request, { seed: 3 })).bytes);
}

describe('a style module beside a preset (issue 30)', () => {
  it('lays the module preset over the preset, once, and never the preset over itself', () => {
    expect(treatmentFor({ presetId: 'oil-painting', modules: [PENCIL_STORM] })).toMatchObject({
      preset: 'oil-painting',
      layers: ['pencil-sketch'],
    });
    const same = treatmentFor({ presetId: 'pencil-sketch', modules: [PENCIL_STORM, PENCIL_STORM] });
    expect(same.layers).toBeUndefined();
    expect(treatmentFor({ modules: [PENCIL_STORM] })).toMatchObject({ preset: 'pencil-sketch' });
  });

  it('draws oil painting plus "Pencil storm" unlike plain oil painting and unlike plain pencil', async () => {
    const oil = await render({ presetId: 'oil-painting' });
    const both = await render({ presetId: 'oil-painting', modules: [PENCIL_STORM] });
    const pencil = await render({ presetId: 'pencil-sketch' });
    expect(meanDifference(both.data, oil.data)).toBeGreaterThan(12);
    expect(meanDifference(both.data, pencil.data)).toBeGreaterThan(12);
  }, 60_000);
});
