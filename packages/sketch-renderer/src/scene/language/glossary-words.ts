import type { Glossary } from './glossary.ts';
import { isKnownWord, pluralOf } from '../scene-lexicon.ts';

/** Every group's space-separated words, each mapped to the group's English. */
export function expand(groups: readonly Record<string, string>[]): Record<string, string> {
  const words: Record<string, string> = {};
  for (const group of groups) {
    for (const [spelled, english] of Object.entries(group)) {
      for (const word of spelled.split(' ')) words[word] = english;
    }
  }
  return words;
}

const ENGLISH_PLURALS: Readonly<Record<string, string>> = {
  child: 'children',
  person: 'people',
  thief: 'thieves',
  wolf: 'wolves',
  dwarf: 'dwarves',
  mouse: 'mice',
  sheep: 'sheep',
  fish: 'fish',
  deer: 'deer',
};

/** "fisherman" → "fishermen", "lantern" → "lanterns": the plural the planner reads as several. */
export function englishPlural(english: string): string {
  return english.replace(/(\S+)$/, (last) => {
    if (ENGLISH_PLURALS[last]) return ENGLISH_PLURALS[last];
    if (last.endsWith('man')) return `${last.slice(0, -3)}men`;
    return last.endsWith('f') ? `${last}s` : pluralOf(last);
  });
}

/**
 * Nouns with their plurals: each word's plural (by the language's rule, `undefined` when it has none of its own)
 * mapped to the English plural the planner knows, so that "les pêcheurs" are fishermen, a group. Words listed win
 * over plurals.
 */
export function withPlurals(
  nouns: Readonly<Record<string, string>>,
  plural: (word: string) => string | undefined,
): Record<string, string> {
  const plurals: Record<string, string> = {};
  for (const [word, english] of Object.entries(nouns)) {
    const form = plural(word);
    const several = englishPlural(english);
    if (form && form !== word && several.split(' ').every(isKnownWord)) plurals[form] = several;
  }
  return { ...plurals, ...nouns };
}

/**
 * The words of one Romance language (fr, es, it), by kind, each list in the order later entries win; `adjectives`
 * are among `words` too, and `countable` nouns also get their plurals.
 */
export interface RomanceWords {
  words: readonly Record<string, string>[];
  adjectives: Readonly<Record<string, string>>;
  countable: readonly Record<string, string>[];
  nouns: readonly Record<string, string>[];
}

/**
 * A Romance language's glossary: capitals mark names (no noun markers), adjectives follow their noun, compounds
 * are written apart; nouns people count (people, animals, props) are read in the plural too, by `plural`.
 */
export function romanceGlossary(
  language: 'fr' | 'es' | 'it',
  words: RomanceWords,
  endings: readonly string[],
  plural: (word: string) => string | undefined,
): Glossary {
  return {
    language,
    words: expand(words.words),
    endings,
    nounMarkers: [],
    describing: new Set([...Object.values(words.adjectives), 'dark', 'stormy', 'bright']),
    nouns: expand([withPlurals(expand(words.countable), plural), ...words.nouns]),
    compounds: false,
    segmented: false,
    adjectivesFollow: true,
  };
}
