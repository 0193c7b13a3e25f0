import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentence-splitter.ts';

describe('splitSentences', () => {
  it('splits on sentence ends, keeping quotations and abbreviations whole', () => {
    const story = 'Mr. Fox went out.  "Hello! How are you?" he said. "Fine."\n\nThe end... Really? Yes.';
    expect(splitSentences(story)).toEqual([
      { text: 'Mr. Fox went out.', paragraph: 0 },
      { text: '"Hello! How are you?" he said.', paragraph: 0 },
      { text: '"Fine."', paragraph: 0 },
      { text: 'The end...', paragraph: 1 },
      { text: 'Really?', paragraph: 1 },
      { text: 'Yes.', paragraph: 1 },
    ]);
  });

  it('splits again after a stray quote mark left open for too long', () => {
    const long = Array.from({ length: 40 }, (_, index) => `Sentence number ${index} is here.`).join(' ');
    const sentences = splitSentences(`He said "oh. ${long}`);
    expect(sentences.length).toBeGreaterThan(10);
    expect(sentences.map((sentence) => sentence.text).join(' ')).toBe(`He said "oh. ${long}`);
  });

  it('keeps text without a final full stop and joins wrapped lines', () => {
    expect(splitSentences('The fox\nran away')).toEqual([{ text: 'The fox ran away', paragraph: 0 }]);
    expect(splitSentences('')).toEqual([]);
  });
});
