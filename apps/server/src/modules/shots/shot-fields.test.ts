import { describe, expect, it } from 'vitest';
import { writesShotMedia } from './shot-fields.ts';

describe('writesShotMedia', () => {
  it('is false for a write of text, numbers, metadata and links only', () => {
    expect(writesShotMedia({ description: 'A door opens', action: 'x', duration: 4, metadata: {}, assetIds: [] })).toBe(
      false,
    );
  });

  it('is true for each media column written, a cleared one (null) included', () => {
    expect(writesShotMedia({ imageUrl: '/media/a.png' })).toBe(true);
    expect(writesShotMedia({ videoUrl: null })).toBe(true);
    expect(writesShotMedia({ description: 'x', referenceImageUrl: null })).toBe(true);
  });
});
