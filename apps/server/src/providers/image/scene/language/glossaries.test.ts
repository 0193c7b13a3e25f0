import { describe, expect, it } from 'vitest';
import { isKnownWord } from '../scene-lexicon.ts';
import { PLACES } from '../vocabulary-places.ts';
import { GLOSSARIES } from './read-language.ts';

// A glossary that maps a word to English the planner does not know would read it as nothing (or as a name).
describe('scene glossaries', () => {
  const phrases = new Set(PLACES.flatMap((place) => place.words));
  for (const glossary of Object.values(GLOSSARIES)) {
    it(`maps every ${glossary.language} word to English the planner knows`, () => {
      const unknown = Object.entries({ ...glossary.words, ...glossary.nouns }).filter(
        ([, english]) => english !== '' && !phrases.has(english) && !english.split(' ').every(isKnownWord),
      );
      expect(unknown).toEqual([]);
    });
  }
});
