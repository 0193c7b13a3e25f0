import { ANIMALS, GROUP_WORDS, PLACES, PROPS } from '@sym/story-analysis';
import { ATMOSPHERE_WORDS } from './plan-setting.ts';
import type { PhraseEntry } from './scene-text.ts';
import { readVerb } from './scene-verbs.ts';
import { CLOTHING, HAIR_NOUNS, PERSON_NOUNS, TITLES, singularPerson } from './scene-people.ts';
import { COMMON_NOUNS, FUNCTION_WORDS } from './scene-name-words.ts';
import { DESCRIBING_WORDS, NUMBER_WORDS } from './scene-words.ts';

/**
 * The vocabularies as the planner matches them: animals and props with their plurals ("wolves", "coins" are in
 * the lists, "dogs" and "boxes" are derived), and every word the planner knows, so that a capitalised word it does
 * not know can be read as a name.
 */

export function pluralOf(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|sh|ch|x|z)$/.test(word)) return `${word}es`;
  if (/fe?$/.test(word) && !word.endsWith('ff')) return word.replace(/fe?$/, 'ves');
  return `${word}s`;
}

function withPlurals<T extends { key: string; words: readonly string[] }>(entries: readonly T[]): PhraseEntry[] {
  return entries.map((entry) => ({
    key: entry.key,
    words: [...entry.words, ...entry.words.map((phrase) => phrase.replace(/(\S+)$/, (last) => pluralOf(last)))],
  }));
}

export const ANIMAL_PHRASES = withPlurals(ANIMALS);
export const PROP_PHRASES = withPlurals(PROPS);

const SINGULAR_ANIMAL_WORDS = new Set(ANIMALS.flatMap((animal) => animal.words));
/** Words of the vocabulary that already are plural ("wolves", "cattle") beside the derived plurals. */
const PLURAL_ANIMAL_WORDS = new Set(['wolves', 'cows', 'cattle', 'mice', 'bees', 'ants', 'bears', 'sheep']);

/** True when the animal phrase as written names several ("wolves", "three dogs"). */
export function isPluralAnimal(phrase: string): boolean {
  const lower = phrase.toLowerCase();
  return PLURAL_ANIMAL_WORDS.has(lower) || !SINGULAR_ANIMAL_WORDS.has(lower);
}

/** The animal key of a single word ("terrier" → "dog"), plurals included. */
export function animalOf(word: string): string | undefined {
  const lower = word.toLowerCase();
  return ANIMAL_PHRASES.find((animal) => animal.words.includes(lower))?.key;
}

export const GROUP_SET = new Set(GROUP_WORDS);

const KNOWN = new Set<string>([
  ...FUNCTION_WORDS,
  ...COMMON_NOUNS,
  ...ATMOSPHERE_WORDS,
  ...DESCRIBING_WORDS,
  ...Object.keys(NUMBER_WORDS),
  ...GROUP_WORDS,
  ...PERSON_NOUNS.keys(),
  ...CLOTHING,
  ...HAIR_NOUNS,
  ...[...PLACES, ...PROPS, ...ANIMAL_PHRASES, ...PROP_PHRASES].flatMap((entry) =>
    entry.words.flatMap((phrase) => phrase.split(' ')),
  ),
]);

/** A word the planner knows as something other than a name (a verb, a place, a colour …). */
export function isKnownWord(lower: string): boolean {
  return KNOWN.has(lower) || readVerb(lower) !== undefined || singularPerson(lower) !== undefined;
}

export const isTitle = (lower: string) => TITLES.has(lower);
