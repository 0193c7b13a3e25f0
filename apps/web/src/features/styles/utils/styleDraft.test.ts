import { describe, expect, it } from 'vitest';
import { EMPTY_STYLE_DRAFT, isReferenceUrlValid, styleDraftOf } from './styleDraft';

describe('style drafts', () => {
  it('starts a new module on the first preset', () => {
    expect(EMPTY_STYLE_DRAFT.preset).toBe('photorealistic');
  });

  it('accepts an empty or http(s) reference url only', () => {
    expect(isReferenceUrlValid('')).toBe(true);
    expect(isReferenceUrlValid(' https://example.com/a.png ')).toBe(true);
    expect(isReferenceUrlValid('ftp://example.com/a.png')).toBe(false);
    expect(isReferenceUrlValid('not a url')).toBe(false);
  });

  it('turns a module into editable fields', () => {
    expect(
      styleDraftOf({
        id: 'x',
        name: 'Noir',
        description: null,
        preset: null,
        referenceImageUrl: null,
        projectId: null,
        userId: 'u',
        settings: {},
        createdAt: '2024-01-01T00:00:00.000Z',
        updatedAt: '2024-01-01T00:00:00.000Z',
      }),
    ).toEqual({ name: 'Noir', description: '', preset: null, referenceImageUrl: '' });
  });
});
