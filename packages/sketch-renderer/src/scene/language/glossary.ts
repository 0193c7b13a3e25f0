import type { Language } from '@sym/contracts';

/**
 * A shot written in another language is read by the scene planner through a glossary: each word the planner needs
 * (places, props, animals, people, verbs, time, weather, and the small words its rules lean on) mapped to the English
 * word of its vocabulary. Words it does not list stay as written, so names pass through. `''` drops a word that
 * only carries grammar (a separable verb prefix, a particle).
 */
export interface Glossary {
  language: Exclude<Language, 'en'>;
  /** Lower-case word as written → English words the planner knows (all but the nouns). */
  words: Readonly<Record<string, string>>;
  /**
   * Nouns, lower-cased, → English. They also end compounds ("Sauerteigtopf" is a pot, "Mehlsack" a sack). Where
   * nouns are capitalised (German), a word written in lower case is not looked up among them.
   */
  nouns: Readonly<Record<string, string>>;
  /** Endings to strip when a word is not listed as written (inflection, plural), longest first. */
  endings: readonly string[];
  /**
   * German writes every noun with a capital: after one of these words a capitalised word is a noun, not a name.
   * Empty for languages where a capital marks a name.
   */
  nounMarkers: readonly string[];
  /** English words of the glossary that describe (colours, age, size): inflected, they stand before a noun. */
  describing: ReadonlySet<string>;
  /** Compounds are written as one word, ending in their head noun. */
  compounds: boolean;
  /** Writing without spaces (Japanese): words are found by `Intl.Segmenter`. */
  segmented: boolean;
  /**
   * Describing words follow their noun (French, Spanish, Italian): "une robe rouge" is read as "a red dress", the
   * order the planner takes looks in.
   */
  adjectivesFollow?: boolean;
  /**
   * Postpositions (Japanese particles), as written → English: their English goes before the phrase they close
   * ("港で" → "at harbour"), `''` drops them. A verb moves to the start of its clause (after the subject, or after
   * the clause before), so that "ケンは提灯を持つ" reads "Ken holds lantern".
   */
  particles?: Readonly<Record<string, string>>;
  /** Particles that close the subject ("は", "が"): the clause's verb goes right after them. */
  subjectParticles?: readonly string[];
  /**
   * Words after a name ("さん"): the unknown word before one is a name. Where names have no capital, a name is
   * written as a capitalised stand-in the planner reads as one, given back by `restore`.
   */
  honorifics?: readonly string[];
}
