import type { Language } from '@sym/contracts';

/**
 * What the lexicon-driven story analysis (lexicon-analysis.ts) knows about one language: its small words, the
 * nouns that name people, animals, places and objects, and how its nouns inflect. One file per language holds the
 * data; the algorithm is shared. All entries are lower case, singular (and, where a language inflects for gender,
 * each gendered form listed).
 */
export interface StoryLexicon {
  language: Exclude<Language, 'en'>;
  /** Articles, demonstratives, possessives and article contractions ("im", "du", "al", "nel"). */
  determiners: ReadonlySet<string>;
  /** The indefinite ones: a phrase opening with one introduces someone ("ein großer Fremder"). */
  indefinites: ReadonlySet<string>;
  /** Pronouns, conjunctions, adverbs, prepositions, auxiliaries: capitalised at a sentence start, never names. */
  stopwords: ReadonlySet<string>;
  /** Prepositions (and Japanese particles after the noun) that put a noun phrase in a place. */
  locatives: ReadonlySet<string>;
  /** "with": what follows describes the noun before it ("mit roten Zöpfen", "avec une oreille blanche"). */
  withWords: ReadonlySet<string>;
  /** Words joining two noun phrases of a list ("und", "et", "y", "e"). */
  andWords: ReadonlySet<string>;
  /** Titles before a name that belong to it ("Frau Ohlsen", "Monsieur Martin") or suffixes after it (ja: さん). */
  honorifics: ReadonlySet<string>;
  roles: ReadonlySet<string>;
  animals: ReadonlySet<string>;
  /** Too vague to be a character unless the story comes back to them or says how they look ("Mann", "femme"). */
  generic: ReadonlySet<string>;
  /** Kinship nouns: someone only when the story comes back to them ("wie ihre Mutter es ihr beigebracht hatte"). */
  kinship: ReadonlySet<string>;
  places: ReadonlySet<string>;
  props: ReadonlySet<string>;
  /** Body parts, parts of objects, scenery, weather, time and abstract nouns: never assets, never names. */
  ignored: ReadonlySet<string>;
  /** Adjectives that may follow a noun in a description ("un chien brun"); Romance languages put them after. */
  adjectives: ReadonlySet<string>;
  /** Singular candidates of a lower-case word, most likely first; the word itself is always a candidate. */
  lemmas: (word: string) => string[];
  /** German: every noun is capitalised, so a capital letter is no sign of a name; compounds end in their head. */
  capitalizedNouns?: boolean;
  /** Japanese: no spaces, no capitals; names are katakana or carry an honorific suffix; modifiers go before. */
  headFinal?: boolean;
}

/** A whitespace-separated word list. */
export const words = (text: string): ReadonlySet<string> => new Set(text.trim().split(/\s+/).filter(Boolean));

/** Candidates from stripping the given endings, longest first (each stripped form at least three letters). */
export function stripEndings(word: string, endings: readonly string[]): string[] {
  const found = [word];
  for (const ending of [...endings].sort((left, right) => right.length - left.length)) {
    if (word.endsWith(ending) && word.length - ending.length >= 3) found.push(word.slice(0, -ending.length));
  }
  return found;
}
