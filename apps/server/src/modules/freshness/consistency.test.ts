import { describe, expect, it } from 'vitest';
import { findInconsistencies, type ConsistencyShot } from './consistency.ts';

const mara = {
  id: 'mara',
  name: 'Mara Keel',
  description: 'A girl of twelve in a red woollen scarf, with brown hair.',
};
const tom = { id: 'tom', name: 'Tom', description: 'An old fisherman.' };
const shot = (id: string, text: string, assetIds: string[], changedLooks: string[] = []): ConsistencyShot => ({
  id,
  text,
  assetIds,
  changedLooks,
});

describe('the consistency check', () => {
  it('finds a colour that differs between shots and from the look, per character', () => {
    const findings = findInconsistencies(
      [
        shot('s1', 'Mara waves. Her red scarf flutters.', ['mara']),
        shot('s2', 'She pulls her blue scarf tight.', ['mara']),
        shot('s3', 'Tom in a blue coat. Mara laughs.', ['mara', 'tom']),
      ],
      [mara, tom],
    );
    expect(findings).toEqual([
      {
        kind: 'contradiction',
        assetId: 'mara',
        name: 'Mara Keel',
        thing: 'scarf',
        values: [
          { value: 'red', shotIds: ['s1'], inLook: true },
          { value: 'blue', shotIds: ['s2'], inLook: false },
        ],
      },
    ]);
  });

  it('says when shots name a character they do not link, and when a look changed since shots were drawn', () => {
    const findings = findInconsistencies(
      [shot('s1', 'Mara runs to the harbour.', ['mara'], ['mara']), shot('s2', 'TOM and mara argue.', [])],
      [mara, tom],
    );
    expect(findings).toEqual([
      { kind: 'lookChanged', assetId: 'mara', name: 'Mara Keel', shotIds: ['s1'] },
      { kind: 'unlinked', assetId: 'mara', name: 'Mara Keel', shotIds: ['s2'] },
      { kind: 'unlinked', assetId: 'tom', name: 'Tom', shotIds: ['s2'] },
    ]);
  });

  it('does not give one character the colours of another, nor take a name inside a word', () => {
    const findings = findInconsistencies(
      [
        shot('s1', 'Tom wears a grey coat.', ['mara', 'tom']),
        shot('s2', 'Tom wears a gray coat. Tomatoes roll.', ['tom']),
        shot('s3', 'The black cat sleeps.', ['mara', 'tom']),
      ],
      [mara, tom],
    );
    expect(findings).toEqual([]);
  });
});
