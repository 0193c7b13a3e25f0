import { describe, expect, it } from 'vitest';
import { StoryAnalysisError } from '../errors.ts';
import { EMPTY_PART_MESSAGE, repairSplit } from './split-text-repair.ts';

const cut = (originalText: string, cutPosition: number) =>
  repairSplit({
    originalText,
    cutPosition,
    firstPart: originalText.slice(0, cutPosition),
    secondPart: originalText.slice(cutPosition),
  });

describe('repairSplit', () => {
  it('trims, ends the first part and capitalises the second at a clean cut', () => {
    const text = 'The fox saw the crow and he wanted the cheese.';
    expect(cut(text, text.indexOf(' and'))).toEqual({
      firstPart: 'The fox saw the crow.',
      secondPart: 'And he wanted the cheese.',
    });
  });

  it('moves a word cut in the middle to the side holding most of it', () => {
    const text = 'The fisherman walked home slowly.';
    // "The fis|herman": most of the word is on the right.
    expect(cut(text, 7)).toEqual({ firstPart: 'The.', secondPart: 'Fisherman walked home slowly.' });
    // "The fisherm|an": most of the word is on the left.
    expect(cut(text, 11)).toEqual({ firstPart: 'The fisherman.', secondPart: 'Walked home slowly.' });
  });

  it('removes dangling punctuation from the start of the second part', () => {
    const text = 'The crow sang, and the cheese fell; the fox ate it.';
    expect(cut(text, text.indexOf(', and'))).toEqual({
      firstPart: 'The crow sang.',
      secondPart: 'And the cheese fell; the fox ate it.',
    });
    expect(cut(text, text.indexOf('; the'))).toEqual({
      firstPart: 'The crow sang, and the cheese fell.',
      secondPart: 'The fox ate it.',
    });
  });

  it('keeps the sentence end and closing quote with the first part', () => {
    const text = '"Run!" cried the hare. Then he slept.';
    expect(cut(text, 4)).toEqual({ firstPart: '"Run!"', secondPart: 'Cried the hare. Then he slept.' });
    const exclaim = 'Stop it! The fox laughed.';
    expect(cut(exclaim, 7)).toEqual({ firstPart: 'Stop it!', secondPart: 'The fox laughed.' });
    const comma = '"Hello," said the fox.';
    expect(cut(comma, 7)).toEqual({ firstPart: '"Hello."', secondPart: 'Said the fox.' });
  });

  it('accepts halves that were already trimmed', () => {
    expect(
      repairSplit({ originalText: 'The fox ran away', cutPosition: 7, firstPart: 'The fox', secondPart: 'ran away' }),
    ).toEqual({ firstPart: 'The fox.', secondPart: 'Ran away' });
  });

  it('refuses a cut that leaves one side empty', () => {
    const text = 'The fox ran.';
    for (const position of [0, text.length, 1, text.length - 1]) {
      expect(() => cut(text, position), `cut at ${position}`).toThrow(StoryAnalysisError);
      expect(() => cut(text, position)).toThrow(EMPTY_PART_MESSAGE);
    }
    expect(EMPTY_PART_MESSAGE).toBe('Cannot cut at this position - both parts must have content');
    expect(() => repairSplit({ originalText: 'a b', cutPosition: 1, firstPart: '  ', secondPart: '...' })).toThrow(
      EMPTY_PART_MESSAGE,
    );
  });
});
