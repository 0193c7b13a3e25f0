import { PLACES } from '@sym/story-analysis';
import { findPhrases, tokenize, type PhraseMatch, type Token } from './scene-text.ts';
import { DESCRIBING_WORDS, DETERMINERS, PRONOUNS } from './scene-words.ts';
import { readVerb } from './scene-verbs.ts';

/**
 * Which of a shot's linked locations the picture shows. A breakdown links every location the shot's words touch,
 * its dialogue included ("He sailed to the sea cave" links the Sea Cave to a shot set beside a hut), so the first
 * linked one is often wrong: the one the description puts the figures in wins ("mending nets beside his hut"),
 * then one it names after a preposition of place ("the lines meet … on the headland"), then the first it names,
 * and the ones it never names come last, in the order they were linked.
 */

export interface LocationAsset {
  id: string;
  name: string;
  description: string;
}

export const LOCATIVES = new Set([
  'in',
  'on',
  'at',
  'inside',
  'into',
  'onto',
  'across',
  'through',
  'along',
  'over',
  'under',
  'near',
  'by',
  'beside',
  'towards',
  'toward',
  'to',
  'from',
  'around',
  'within',
  'outside',
]);
/** The way somewhere, not where the figures are ("along the cliffs to the sea cave" ends in the cave). */
const PATH_WORDS = new Set(['across', 'through', 'along', 'over', 'around', 'from', 'outside']);
/** Prepositions that put something in a place, whoever it is ("the lines meet … on the headland"). */
const PLACING_WORDS = new Set(['in', 'inside', 'at', 'on', 'beside', 'near', 'to', 'into', 'onto', 'by', 'within']);
/** Words that end a clause: what comes after has its own subject. */
const CLAUSE_BREAKS = new Set(['and', 'but', 'while', 'whilst', 'as', 'when', 'where', 'because', 'until', 'which']);

/** "in the old hut", "across the dunes": the preposition of place before a place's noun phrase. */
export function locatingWord(tokens: readonly Token[], start: number): Token | undefined {
  for (let i = start - 1; i >= 0 && i >= start - 4; i -= 1) {
    const token = tokens[i]!;
    if (token.punct) return undefined;
    if (LOCATIVES.has(token.lower)) return token;
    if (!DETERMINERS.has(token.lower) && !DESCRIBING_WORDS.has(token.lower)) return undefined;
  }
  return undefined;
}

/** The place key a location's own words give: its name first ("Lighthouse"), its description only without one. */
export function ownPlace(
  location: LocationAsset,
  accept: (match: PhraseMatch, tokens: readonly Token[]) => boolean,
  best: (tokens: readonly Token[], matches: readonly PhraseMatch[]) => PhraseMatch | undefined,
): PhraseMatch | undefined {
  for (const text of [location.name, location.description]) {
    const own = tokenize(text);
    const found = best(own, findPhrases(own, PLACES, accept));
    if (found) return found;
  }
  return undefined;
}

/**
 * The linked location the shot is at. `places` are the text's place phrases, `keyOf` a location's own place key,
 * `isFigureAt` says whether a token is a figure mention.
 */
export function chooseLocation<L extends LocationAsset>(
  tokens: readonly Token[],
  places: readonly PhraseMatch[],
  locations: readonly L[],
  keyOf: (location: L) => string | undefined,
  isFigureAt: (index: number) => boolean,
): L | undefined {
  if (locations.length <= 1) return locations[0];
  const ranked = locations.map((location, order) => {
    let score = 0;
    let first = Number.MAX_SAFE_INTEGER;
    for (const start of mentionsOf(tokens, places, location, keyOf(location))) {
      const mentionScore = placeScore(tokens, start, isFigureAt);
      if (mentionScore > score || (mentionScore === score && start < first)) {
        score = mentionScore;
        first = start;
      }
    }
    return { location, score, first, order };
  });
  ranked.sort((a, b) => b.score - a.score || a.first - b.first || a.order - b.order);
  return ranked[0]!.location;
}

/** Where the text names a location: a place phrase of its kind, or its own name ("Headland"). */
function mentionsOf(
  tokens: readonly Token[],
  places: readonly PhraseMatch[],
  location: LocationAsset,
  key: string | undefined,
): number[] {
  const starts = places.filter((place) => place.key === key).map((place) => place.start);
  const name = tokenize(location.name).filter((token) => !token.punct);
  if (name.length === 0) return starts;
  const same = (token: Token | undefined, word: Token, last: boolean) =>
    Boolean(token && !token.punct) &&
    (token!.lower === word.lower || (last && token!.lower.replace(/e?s$/, '') === word.lower.replace(/e?s$/, '')));
  for (let i = 0; i + name.length <= tokens.length; i += 1) {
    if (!name.every((word, w) => same(tokens[i + w], word, w === name.length - 1))) continue;
    // "Sea" inside "the sea cave" names the cave, not the sea.
    const inside = places.find((place) => place.start <= i && place.end > i);
    if (inside && inside.key !== key) continue;
    if (!starts.includes(inside?.start ?? i)) starts.push(inside?.start ?? i);
  }
  return starts;
}

/**
 * 4: the figures are there ("Mara puts the halves together in the hut"), 3: they pass along it, 2: something
 * else is placed there ("the lines meet … on the headland"), 1: only named ("the lighthouse beam").
 * A place opening its sentence sets the scene ("In the saloon, …").
 */
export function placeScore(tokens: readonly Token[], start: number, isFigureAt: (index: number) => boolean): number {
  const word = locatingWord(tokens, start);
  if (!word) return 1;
  const opensSentence = word.sentenceStart;
  if (opensSentence || figureClause(tokens, word.index, isFigureAt)) return PATH_WORDS.has(word.lower) ? 3 : 4;
  return PLACING_WORDS.has(word.lower) ? 2 : 1;
}

/**
 * Whether the clause before a preposition is about a figure: a figure or personal pronoun is named in it, or it
 * opens with a verb whose subject is left out (", mending nets beside his hut", "and runs down to the beach").
 */
function figureClause(tokens: readonly Token[], before: number, isFigureAt: (index: number) => boolean): boolean {
  let i = before - 1;
  for (; i >= 0; i -= 1) {
    const token = tokens[i]!;
    if (token.punct || CLAUSE_BREAKS.has(token.lower)) break;
    if (isFigureAt(i) || (PRONOUNS[token.lower] && !['her', 'his', 'their', 'its'].includes(token.lower))) return true;
  }
  const opening = tokens[i + 1];
  if (!opening || opening.index >= before) return false;
  return Boolean(readVerb(opening.lower)) || /ing$/.test(opening.lower);
}
