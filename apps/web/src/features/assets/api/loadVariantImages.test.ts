import { describe, expect, it } from 'vitest';
import { preloadWindow, variantImageChunkSize } from './loadVariantImages';

describe('variant image loading sizes (spec §9)', () => {
  it('streams in chunks of 1 for one variant, 20 up to 50 variants and 50 beyond', () => {
    expect([1, 2, 20, 50, 51, 400].map(variantImageChunkSize)).toEqual([1, 20, 20, 20, 50, 50]);
  });

  it('without the socket reads the selected variant and at most 4 after it', () => {
    const ids = ['d', 'v7', 'v6', 'v5', 'v4', 'v3', 'v2', 'v1'];
    expect(preloadWindow(ids, 'v7')).toEqual(['v7', 'v6', 'v5', 'v4', 'v3']);
    expect(preloadWindow(ids, 'v2')).toEqual(['v2', 'v1']);
    expect(preloadWindow(ids, 'gone')).toEqual(['d', 'v7', 'v6', 'v5', 'v4']);
  });
});
