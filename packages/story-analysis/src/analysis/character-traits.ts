import { ANIMALS, HUMAN_ROLES } from './asset-lexicon.ts';
import type { Mention } from './noun-phrases.ts';
import type { Token } from './story-tokens.ts';
import { AGE_WORDS } from '../vocabulary/ages.ts';

/**
 * What a story says about someone in the sentence after it names them, when that sentence is about them ("Mara
 * climbs the stairs. She is twelve, wears a red scarf…"): age, sex and what they wear or carry, as noun phrases
 * ("twelve-year-old girl", "red scarf"). Stories often introduce people this way rather than by apposition.
 */

const COPULAS = new Set(['is', 'was']);
// Verbs whose object is part of how someone looks.
const WEARING = new Set(['wears', 'wore', 'wearing', 'carries', 'carried', 'has', 'had', 'holds', 'held']);
const ARTICLES = new Set(['a', 'an', 'the', 'his', 'her', 'their', 'its']);
const ADULT_AGE = 18;

type Sex = 'female' | 'male';

/** The words of tokens [from, to] as written, without a leading article or pronoun or trailing punctuation. */
function phraseOf(tokens: readonly Token[], from: number, to: number): string {
  const words = tokens.slice(from, to + 1).map((token) => token.text.replace(/[^\p{L}\p{N}'’-]+/gu, ''));
  while (words.length > 1 && ARTICLES.has((words[0] ?? '').toLowerCase())) words.shift();
  return words.filter(Boolean).join(' ').toLowerCase();
}

const ageOf = (word: string | undefined): number | undefined =>
  word === undefined ? undefined : /^\d+$/.test(word) ? Number(word) : AGE_WORDS[word];

/** The first token of the sentence after the one holding `index`, if any. */
function nextSentenceStart(tokens: readonly Token[], index: number): number | undefined {
  for (let cursor = index + 1; cursor < tokens.length; cursor++) if (tokens[cursor]?.startsSentence) return cursor;
  return undefined;
}

/** Someone else named between the mention and the pronoun would be who the pronoun means. */
function someoneElseBetween(mentions: readonly Mention[], mention: Mention, pronoun: number, key: string): boolean {
  return mentions.some(
    (other) =>
      other.index > mention.index &&
      other.index < pronoun &&
      other.key !== key &&
      (other.proper || HUMAN_ROLES.has(other.key) || ANIMALS.has(other.key)),
  );
}

/** "twelve-year-old girl" from "is twelve", "woman"/"man" for an adult; nothing for a known role or an animal. */
function personNoun(sex: Sex, age: number | undefined): string {
  const child = age !== undefined && age < ADULT_AGE;
  const noun = sex === 'female' ? (child ? 'girl' : 'woman') : child ? 'boy' : 'man';
  return age === undefined
    ? noun
    : `${Object.keys(AGE_WORDS).find((word) => AGE_WORDS[word] === age) ?? age}-year-old ${noun}`;
}

/**
 * Details from a "He …"/"She …" sentence right after a sentence where the character acts; `hasRole` leaves out the
 * plain "woman"/"man" when the story already gives a role ("retired fisherman").
 */
export function pronounTraits(
  tokens: readonly Token[],
  mentions: readonly Mention[],
  byStart: ReadonlyMap<number, Mention>,
  draft: { key: string; proper: boolean; mentions: readonly Mention[] },
  hasRole: boolean,
): string[] {
  const animal = ANIMALS.has(draft.key) || draft.mentions.some((mention) => ANIMALS.has(mention.appositiveOf ?? ''));
  for (const mention of draft.mentions) {
    if (!mention.acts || mention.embedded) continue;
    const start = nextSentenceStart(tokens, mention.index);
    const pronoun = start === undefined ? undefined : tokens[start];
    if (start === undefined || !pronoun || !['he', 'she'].includes(pronoun.word)) continue;
    if (someoneElseBetween(mentions, mention, start, draft.key)) continue;
    const sex: Sex = pronoun.word === 'she' ? 'female' : 'male';
    const end = nextSentenceStart(tokens, start) ?? tokens.length;
    const details: string[] = [];
    let age: number | undefined;
    // "She is twelve", "He was seventy years old".
    if (COPULAS.has(tokens[start + 1]?.word ?? '')) age = ageOf(tokens[start + 2]?.word);
    for (let cursor = start + 1; cursor < end; cursor++) {
      if (!WEARING.has(tokens[cursor]?.word ?? '')) continue;
      // "wore a black veil and a fur coat": the objects joined by "and".
      let object = byStart.get(cursor + 1);
      while (object && object.index < end && !object.proper) {
        details.push(phraseOf(tokens, object.start, object.index));
        const joined = tokens[object.index + 1]?.word === 'and' && !/[,;.]/.test(tokens[object.index]?.post ?? '');
        object = joined ? byStart.get(object.index + 2) : undefined;
      }
    }
    // A bare "woman" says less than what they do ("walked into my office"): the noun comes with an age or a look.
    if (details.length === 0 && age === undefined) continue;
    if (!animal && draft.proper && (!hasRole || age !== undefined)) details.unshift(personNoun(sex, age));
    return details;
  }
  return [];
}
