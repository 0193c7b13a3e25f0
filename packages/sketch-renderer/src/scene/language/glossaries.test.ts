import { describe, expect, it } from 'vitest';
import { isKnownWord } from '../scene-lexicon.ts';
import { PLACES } from '@sym/story-analysis';
import { glossText } from './gloss.ts';
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

describe('glossing', () => {
  const { fr, it: italian } = GLOSSARIES;

  it('splits elided articles ("l\'enfant", "d\'une", "dell\'isola")', () => {
    expect(glossText("L'enfant joue près d'une barque.", fr!).text).toBe('the child plays near of a boat.');
    expect(glossText("La torre dell'isola", italian!).text).toBe('the tower of the island');
  });

  it('puts a describing word before its noun and gives the pair back as written', () => {
    const glossed = glossText('une robe rouge', fr!);
    expect(glossed.text).toBe('a red dress');
    expect(glossed.restore('red dress')).toBe('robe rouge');
  });

  it('keeps a capitalised word inside a sentence as a name where only names have capitals', () => {
    expect(glossText('Marie parle avec Blanche.', fr!).text).toBe('Marie says with Blanche.');
  });
});
