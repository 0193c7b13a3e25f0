import { textOf, wordAfter, wordBefore, type Token } from './scene-text.ts';
import { isKnownWord, isTitle } from './scene-lexicon.ts';
import { FUNCTION_WORDS, PLACE_PREPOSITIONS } from './scene-name-words.ts';
import { readVerb } from './scene-verbs.ts';

/** Names in a shot's words: a capitalised word the planner does not know is someone's name, read with its titles. */

/** "Isn't", "I'll", "You're": never a name. */
const CONTRACTION = /(n't|['’](m|ll|re|ve|d))$/;

/** A capitalised name the planner does not know as a word ("Mara", "Old Tobias", "Captain Reyes"). */
export function properName(tokens: readonly Token[], i: number) {
  let end = i;
  const titles: string[] = [];
  let core: string | undefined;
  while (end < tokens.length && !tokens[end]!.punct && tokens[end]!.capital) {
    const lower = tokens[end]!.lower;
    if (CONTRACTION.test(lower)) break;
    if (FUNCTION_WORDS.has(lower) && !isTitle(lower)) break;
    if (isKnownWord(lower) && !isTitle(lower)) break;
    if (!isKnownWord(lower)) core = lower;
    else titles.push(lower);
    end += 1;
    if (tokens[end - 1]!.possessive) break;
  }
  if (!core) return undefined;
  // Leading words that were titles only when a real name follows: "Old Tobias" keeps "Old".
  const before = wordBefore(tokens, i);
  const hasTitle = titles.length > 0;
  const followedByVerb = Boolean(wordAfter(tokens, end - 1) && readVerb(tokens[end]!.lower));
  if (before && PLACE_PREPOSITIONS.has(before.lower) && !['to', 'at', 'towards', 'toward'].includes(before.lower)) {
    if (!hasTitle && !followedByVerb) return undefined;
  }
  // "the Nautilus", "a Mars rover": a named thing, not a person.
  if (before && ['a', 'an', 'the'].includes(before.lower) && !hasTitle) return undefined;
  if (tokens[i]!.sentenceStart && !hasTitle && end === i + 1 && !nameLike(tokens, i, core)) return undefined;
  return { text: textOf(tokens, i, end), core, titles, end };
}

/**
 * A lone capitalised word opening a sentence may be any word ("Lightning flashes", "Slowly, …"): it is a name
 * when a verb, a comma, "and" or a possessive follows, or when the text capitalises it elsewhere too.
 */
function nameLike(tokens: readonly Token[], i: number, core: string): boolean {
  const token = tokens[i]!;
  const next = tokens[i + 1];
  if (token.possessive) return true;
  if (tokens.some((other) => other.index !== i && other.lower === core && other.capital && !other.sentenceStart))
    return true;
  if (!next) return false;
  if (core.endsWith('ly')) return Boolean(readVerb(next.lower));
  if (next.lower === 'and') return true;
  // "Mara, a young woman …", "Mara, holding a lantern, …", "Tom, who is nine" — but not "Listen, …" or "Well, …".
  const afterComma = next.text === ',' ? tokens[i + 2] : undefined;
  if (afterComma) return ['a', 'an', 'the', 'who'].includes(afterComma.lower) || /ing$/.test(afterComma.lower);
  return !next.punct && !next.capital && (readVerb(next.lower) !== undefined || /[^s]s$/.test(next.lower));
}
