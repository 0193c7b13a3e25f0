import { CALENDAR, TIME_NOUNS } from './asset-lexicon.ts';
import type { Token } from './story-tokens.ts';

/**
 * Clauses around a noun phrase that make it part of another one: a relative clause ("a scarf her mother knitted")
 * or a participle's phrase ("a box tied with string"). What they name is no asset of its own.
 */

const endsClause = (token: Token): boolean => /[,;:.!?—–()"“”]/.test(token.post);

/** "a red scarf her mother knitted": a determiner right after a noun, with no comma, starts a relative clause. */
export function isEmbedded(tokens: readonly Token[], start: number): boolean {
  const before = tokens[start - 1];
  const first = tokens[start];
  // "the", "her": "wears a red scarf" (compromise may take "wears" for a noun) is no such clause.
  const definite = ['the', 'his', 'her', 'their', 'its', 'my', 'our', 'your'].includes(first?.word ?? '');
  if (!before || !first || endsClause(before) || before.possessive || !definite) return false;
  // "Every night the fox ran": a time noun before the phrase is an adverb, not a noun it describes ("the way her
  // father taught her" is a clause about the way).
  if (TIME_NOUNS.has(before.word) || CALENDAR.has(before.word)) return false;
  return before.tags.has('Noun') && !before.tags.has('Pronoun') && !before.tags.has('Verb');
}

/** "a tin box tied with string", "a map drawn in faded ink": what the participle's phrase names belongs to the noun. */
export function isTrait(tokens: readonly Token[], start: number): boolean {
  const preposition = tokens[start - 1];
  const participle = tokens[start - 2];
  const noun = tokens[start - 3];
  if (!preposition?.tags.has('Preposition') || !participle || !noun || endsClause(participle)) return false;
  const isParticiple = participle.tags.has('PastTense') && /(?:ed|en|wn)$/.test(participle.word);
  if (!isParticiple || !noun.tags.has('Noun') || noun.tags.has('Pronoun')) return false;
  // Only after a thing just introduced ("a small tin box tied with"): after "the great hall" the verb is the main one.
  let cursor = start - 3;
  while (cursor > 0 && !endsClause(tokens[cursor - 1]!) && /Noun|Adjective/.test([...tokens[cursor - 1]!.tags].join()))
    cursor--;
  return ['a', 'an'].includes(tokens[cursor - 1]?.word ?? '');
}
