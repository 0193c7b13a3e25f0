/**
 * The shot's words as the scene planner reads them: tokens with their sentence and clause, and longest-phrase
 * matching against a vocabulary. No dictionary, no model: plain English rules, so planning stays a pure function.
 */

export interface Token {
  /** As written, without a possessive ending ("Mara" for "Mara's"). */
  text: string;
  lower: string;
  /** Position among all tokens (punctuation included). */
  index: number;
  sentence: number;
  clause: number;
  /** Punctuation ("," "." ":" …) rather than a word. */
  punct: boolean;
  capital: boolean;
  /** First word of its sentence (a capital there says nothing). */
  sentenceStart: boolean;
  /** Written with a possessive ending ("Mara's"). */
  possessive: boolean;
}

const TOKEN = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*|[.,;:!?()"—–…]/gu;
const SENTENCE_END = new Set(['.', '!', '?', ';', ':', '…']);

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let sentence = 0;
  let clause = 0;
  let sentenceStart = true;
  for (const match of text.matchAll(TOKEN)) {
    const raw = match[0];
    const punct = !/^[\p{L}\p{N}]/u.test(raw);
    if (punct) {
      tokens.push({
        text: raw,
        lower: raw,
        index: tokens.length,
        sentence,
        clause,
        punct,
        capital: false,
        sentenceStart: false,
        possessive: false,
      });
      clause += 1;
      // A capital after an opening quote says nothing either ('"Listen," she said').
      if (raw === '"') sentenceStart = true;
      if (SENTENCE_END.has(raw)) {
        sentence += 1;
        sentenceStart = true;
      }
      continue;
    }
    const possessive = /['’]s$/i.test(raw) && !raw.includes('-');
    const word = possessive ? raw.slice(0, -2) : raw.replace(/['’]$/, '');
    tokens.push({
      text: word,
      lower: word.toLowerCase(),
      index: tokens.length,
      sentence,
      clause,
      punct,
      capital: /^\p{Lu}/u.test(word),
      sentenceStart,
      possessive,
    });
    sentenceStart = false;
  }
  return tokens;
}

export interface PhraseMatch<K extends string = string> {
  key: K;
  /** The words as the text wrote them ("spiral stairs"). */
  phrase: string;
  /** First and one-past-last token index. */
  start: number;
  end: number;
}

export interface PhraseEntry<K extends string = string> {
  key: K;
  words: readonly string[];
}

/**
 * Every non-overlapping vocabulary phrase in the tokens, longest first at each position, left to right.
 * `accept` may refuse a match (a word used as a verb rather than a noun); the next shorter phrase is then tried.
 */
export function findPhrases<K extends string>(
  tokens: readonly Token[],
  entries: readonly PhraseEntry<K>[],
  accept: (match: PhraseMatch<K>, tokens: readonly Token[]) => boolean = () => true,
): PhraseMatch<K>[] {
  const byFirst = phraseIndex(entries);
  const found: PhraseMatch<K>[] = [];
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i]!;
    const candidates = token.punct ? undefined : byFirst.get(token.lower);
    let matched: PhraseMatch<K> | undefined;
    for (const candidate of candidates ?? []) {
      const end = i + candidate.words.length;
      if (end > tokens.length) continue;
      let same = true;
      for (let w = 1; w < candidate.words.length && same; w += 1) {
        const next = tokens[i + w]!;
        same = !next.punct && next.lower === candidate.words[w];
      }
      if (!same) continue;
      // A possessive inside a phrase breaks it ("the ship's deck" still matches "deck" alone).
      const match = { key: candidate.key, phrase: textOf(tokens, i, end), start: i, end };
      if (accept(match, tokens)) {
        matched = match;
        break;
      }
    }
    if (matched) {
      found.push(matched);
      i = matched.end;
    } else i += 1;
  }
  return found;
}

const indexes = new WeakMap<object, Map<string, Array<{ key: string; words: string[] }>>>();

function phraseIndex<K extends string>(
  entries: readonly PhraseEntry<K>[],
): Map<string, Array<{ key: K; words: string[] }>> {
  const cached = indexes.get(entries);
  if (cached) return cached as Map<string, Array<{ key: K; words: string[] }>>;
  const index = new Map<string, Array<{ key: K; words: string[] }>>();
  for (const entry of entries) {
    for (const phrase of entry.words) {
      const words = phrase.toLowerCase().split(/\s+/);
      const list = index.get(words[0]!) ?? [];
      list.push({ key: entry.key, words });
      index.set(words[0]!, list);
    }
  }
  for (const list of index.values()) list.sort((a, b) => b.words.length - a.words.length);
  indexes.set(entries, index);
  return index;
}

export function textOf(tokens: readonly Token[], start: number, end: number): string {
  let text = '';
  for (let i = start; i < end; i += 1) {
    const token = tokens[i]!;
    if (token.punct) continue;
    text += (text ? ' ' : '') + token.text + (token.possessive && i < end - 1 ? "'s" : '');
  }
  return text;
}

/** The word token before `index` (skipping none), or undefined at the start or after punctuation. */
export function wordBefore(tokens: readonly Token[], index: number): Token | undefined {
  const before = tokens[index - 1];
  return before && !before.punct ? before : undefined;
}

export function wordAfter(tokens: readonly Token[], index: number): Token | undefined {
  const after = tokens[index + 1];
  return after && !after.punct ? after : undefined;
}
