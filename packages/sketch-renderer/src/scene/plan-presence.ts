import type { Token } from './scene-text.ts';
import { readVerb } from './scene-verbs.ts';
import { FUNCTION_WORDS } from './scene-name-words.ts';
import { DETERMINERS } from './scene-words.ts';
import { AGE_WORDS } from '@sym/story-analysis';
import { pushTrait, type FigureDraft, type FigureMention } from './plan-figures.ts';

/**
 * Who is really in the picture and how old they are. "a red scarf her mother knitted" mentions a mother who made
 * the scarf some time ago, "the way her father taught her" a father who taught it long ago: neither is drawn. "She is twelve" makes the figure a child, a word the renderer reads.
 */

const IRREGULAR_PAST = new Set([
  'made',
  'gave',
  'wrote',
  'left',
  'sent',
  'built',
  'brought',
  'bought',
  'drew',
  'sewed',
  'sewn',
  'knit',
  'found',
  'sold',
  'lost',
  'had',
  'stole',
  'hid',
  'taught',
  'told',
  'said',
  'knew',
  'kept',
  'thought',
  'meant',
  'spoke',
  'sang',
  'wore',
]);
const RELATIVES = new Set(['that', 'which', 'whom']);

const isPast = (token: Token | undefined) =>
  Boolean(
    token &&
    !token.punct &&
    (IRREGULAR_PAST.has(token.lower) || (token.lower.length > 4 && /[^e]ed$/.test(token.lower))),
  );

/**
 * "the scarf (that) her mother knitted": the subject of a clause about a thing, told in the past. A figure only
 * ever named like that is not in the shot.
 */
function namesMaker(tokens: readonly Token[], mention: FigureMention): boolean {
  if (mention.pronoun || mention.possessive || !isPast(tokens[mention.end])) return false;
  let i = mention.start - 1;
  if (tokens[i] && DETERMINERS.has(tokens[i]!.lower)) i -= 1;
  if (tokens[i] && RELATIVES.has(tokens[i]!.lower)) i -= 1;
  const thing = tokens[i];
  if (!thing || thing.punct || FUNCTION_WORDS.has(thing.lower) || thing.possessive) return false;
  // "tells her mother …" is a verb and its object, not a thing and its maker.
  return !readVerb(thing.lower);
}

/**
 * Removes the figures only named as the maker of a thing, with their mentions; a pronoun that was taken for one
 * ("… her mother knitted, and … Pip, her scruffy terrier") goes to the figure named before it instead.
 */
export function dropMakers(tokens: readonly Token[], figures: FigureDraft[], mentions: FigureMention[]): void {
  for (const figure of [...figures]) {
    const own = mentions.filter((mention) => mention.key === figure.key);
    const named = own.filter((mention) => !mention.pronoun);
    if (named.length === 0 || !named.every((mention) => namesMaker(tokens, mention))) continue;
    figures.splice(figures.indexOf(figure), 1);
    for (let i = mentions.length - 1; i >= 0; i -= 1) {
      const mention = mentions[i]!;
      if (mention.key !== figure.key) continue;
      const before = mention.pronoun ? earlierPerson(figures, mentions, mention, figure.gender) : undefined;
      if (before) mentions[i] = { ...mention, key: before };
      else mentions.splice(i, 1);
    }
  }
}

function earlierPerson(
  figures: readonly FigureDraft[],
  mentions: readonly FigureMention[],
  pronoun: FigureMention,
  gender: FigureDraft['gender'],
): string | undefined {
  for (let i = mentions.length - 1; i >= 0; i -= 1) {
    const mention = mentions[i]!;
    if (mention.start >= pronoun.start) continue;
    const figure = figures.find((each) => each.key === mention.key);
    if (figure?.kind === 'person' && (figure.gender === gender || figure.gender === 'any')) return figure.key;
  }
  return undefined;
}

const DIGITS = /^\d{1,3}$/;

function ageOf(word: string): number | undefined {
  if (DIGITS.test(word)) return Number(word);
  const first = word.split('-')[0]!;
  return AGE_WORDS[first];
}

/** "She is twelve", "Tom, who was eight", "Mara is 12 years old": a child (under 13), a teenager, or old (65+). */
export function readAges(tokens: readonly Token[], figures: readonly FigureDraft[], mentions: FigureMention[]): void {
  for (const mention of mentions) {
    if (mention.possessive) continue;
    // "Tom, who is nine": the relative clause right after the name says it too.
    let at = mention.end;
    if (tokens[at]?.text === ',' && tokens[at + 1]?.lower === 'who') at += 2;
    const verb = tokens[at];
    if (!verb || !['is', 'was'].includes(verb.lower)) continue;
    const number = tokens[at + 1];
    if (!number || number.punct) continue;
    // "She is several …" is no age.
    const age = ageOf(number.lower);
    if (age === undefined) continue;
    const figure = figures.find((each) => each.key === mention.key);
    if (!figure || figure.kind !== 'person') continue;
    if (age < 13) pushTrait(figure, 'child');
    else if (age < 20) pushTrait(figure, 'teenage');
    else if (age >= 65) pushTrait(figure, 'old');
  }
}
