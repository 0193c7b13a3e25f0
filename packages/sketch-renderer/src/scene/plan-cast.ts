import type { FigureKind } from '@sym/contracts';
import type { Token } from './scene-text.ts';

/**
 * Who a shot's words mean when they do not name anyone: "the old woman" or "she" in a shot of an episode whose
 * lighthouse keeper Elsa is a linked character is Elsa, not a stranger. Pure rules over what the planner read of
 * the noun and of each character; plan-figures.ts asks them before it adds a figure of its own.
 */

/** What the rules need of a figure draft. */
export interface CastCandidate {
  kind: FigureKind;
  gender: 'female' | 'male' | 'any';
  traits: readonly string[];
  aliases: ReadonlySet<string>;
}

/** Nouns that say only who someone is by sex and age: any character who fits may be meant. */
const GENERIC_PEOPLE = new Set([
  'woman',
  'man',
  'lady',
  'gentleman',
  'girl',
  'boy',
  'child',
  'kid',
  'person',
  'figure',
  'teenager',
]);
const YOUNG_NOUNS = new Set(['girl', 'boy', 'child', 'kid', 'teenager']);
const OLD_WORDS = new Set(['old', 'elderly', 'aged', 'ancient', 'retired']);
const YOUNG_WORDS = new Set(['young', 'little', 'teenage', 'child', 'girl', 'boy', 'kid']);

/** "the woman", "this old man", "her dog": a figure the reader already knows, not someone new ("a woman"). */
const DEFINITE = new Set(['the', 'this', 'that', 'his', 'her', 'their', 'its']);

export function isDefinite(tokens: readonly Token[], start: number): boolean {
  return DEFINITE.has(tokens[start]?.lower ?? '');
}

function ageOf(words: Iterable<string>): 'old' | 'young' | undefined {
  for (const word of words) {
    if (OLD_WORDS.has(word)) return 'old';
    if (YOUNG_WORDS.has(word)) return 'young';
  }
  return undefined;
}

/**
 * Whether a definite common noun for a person ("the old woman", `word` 'woman' with its look words) may mean this
 * character: a noun that says only sex and age, a character of the same kind whose sex and age do not say otherwise.
 * A noun that says what someone does ("the fisherman") means a character only when its own words say so (its
 * aliases, matched before this).
 */
export function roleFits(word: string, noun: CastCandidate, candidate: CastCandidate): boolean {
  if (!GENERIC_PEOPLE.has(word) || noun.kind !== 'person' || candidate.kind !== 'person') return false;
  if (noun.gender !== 'any' && candidate.gender !== 'any' && noun.gender !== candidate.gender) return false;
  const nounAge = YOUNG_NOUNS.has(word) ? 'young' : ageOf(noun.traits);
  const candidateAge = ageOf([...candidate.traits, ...candidate.aliases]);
  return !nounAge || !candidateAge || nounAge === candidateAge;
}

/** Whether a pronoun ("she", "he") may stand for this character: a person of that sex or of none said. */
export function pronounFits(pronoun: 'female' | 'male', candidate: CastCandidate): boolean {
  return candidate.kind === 'person' && (candidate.gender === pronoun || candidate.gender === 'any');
}
