import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { readOwnFigure, tagOwnFigure } from './own-figure.ts';

describe('own figure tag', () => {
  it('round-trips an identity through a valid PNG, including non-Latin text', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const identity = { id: 'a-1', name: 'Лиса', description: 'хитрая лиса 🦊' };
    const tagged = tagOwnFigure(png, identity);
    expect(readOwnFigure(tagged)).toEqual(identity);
    expect(readOwnFigure(png)).toBeUndefined();
    // The tagged file still decodes (the chunk CRC is right).
    expect((await sharp(tagged).metadata()).width).toBe(4);
  });

  it('ignores non-PNG bytes', () => {
    expect(readOwnFigure(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBeUndefined();
  });
});
