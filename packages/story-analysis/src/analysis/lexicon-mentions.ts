import type { StoryAssetType } from '../types.ts';
import type { StoryLexicon } from './lexicons/story-lexicon.ts';

/**
 * Words and noun mentions of a story in a language the English tagger cannot read: Intl.Segmenter cuts the words
 * (Japanese included, by ICU's dictionary), the language's lexicon says which nouns name people, animals, places
 * and objects, and capital letters (not in German, where every noun has one) or katakana mark names.
 */

/** One word or punctuation mark, as written. */
export interface WordToken {
  text: string;
  lower: string;
  isWord: boolean;
  /** Whitespace before it, to write a phrase back as the story has it. */
  space: string;
  sentenceStart: boolean;
  capitalized: boolean;
}

/** What a noun stands for: a kind of character, a place, an object, or a name. */
export type NounKind = 'role' | 'animal' | 'generic' | 'kinship' | 'place' | 'prop' | 'name' | 'noun';

export interface WordMention {
  /** Lexicon lemma for common nouns (compounds keep their first part: "mehlsack"), lower-case name for names. */
  key: string;
  kind: NounKind;
  /** First and last token of the noun (a name may take several words), and where its phrase starts. */
  index: number;
  end: number;
  start: number;
  indefinite: boolean;
  locative: boolean;
  /** Words between the determiner and the noun ("junge" in "eine junge Bäckerin"), a look to describe. */
  modifiers: number;
}

const SENTENCE_END = /[.!?…。！？]/;
const OPENING = /[„“"«‹¿¡「『(]/;
const KATAKANA = /^[\u30a0-\u30ffー・]+$/u;
const KANJI = /^[\u4e00-\u9fff々]+$/u;

/** Words and punctuation of a story, with sentence starts. */
export function segmentWords(story: string, lexicon: StoryLexicon): WordToken[] {
  const segmenter = new Intl.Segmenter(lexicon.language, { granularity: 'word' });
  const tokens: WordToken[] = [];
  let space = '';
  let sentenceStart = true;
  for (const { segment, isWordLike } of segmenter.segment(story)) {
    if (/^\s+$/u.test(segment)) {
      space += segment;
      if (/\n\s*\n/.test(segment)) sentenceStart = true;
      continue;
    }
    const isWord = Boolean(isWordLike);
    tokens.push({
      text: segment,
      lower: segment.toLowerCase(),
      isWord,
      space,
      sentenceStart: isWord && sentenceStart,
      capitalized: /^\p{Lu}/u.test(segment),
    });
    space = '';
    if (isWord) sentenceStart = false;
    else if (SENTENCE_END.test(segment) || OPENING.test(segment)) sentenceStart = true;
  }
  return tokens;
}

const KINDS: readonly [keyof StoryLexicon & string, NounKind][] = [
  ['roles', 'role'],
  ['animals', 'animal'],
  ['generic', 'generic'],
  ['kinship', 'kinship'],
  ['places', 'place'],
  ['props', 'prop'],
];

/** The kind and lemma of a lexicon noun; German and Japanese compounds by their head ("Kellertreppe" is a stair). */
export function lookUp(word: string, lexicon: StoryLexicon): { kind: NounKind | 'ignored'; key: string } | undefined {
  for (const lemma of lexicon.lemmas(word)) {
    if (lexicon.ignored.has(lemma)) return { kind: 'ignored', key: lemma };
    for (const [list, kind] of KINDS)
      if ((lexicon[list] as ReadonlySet<string>).has(lemma)) return { kind, key: lemma };
  }
  // "一本", "三人": a number and a counter, not a book or a person.
  const counted = lexicon.headFinal && /^[一二三四五六七八九十百千何数]/u.test(word);
  const compounds = lexicon.capitalizedNouns || (lexicon.headFinal && KANJI.test(word) && !counted);
  if (!compounds) return undefined;
  const shortest = lexicon.headFinal ? 1 : 3;
  for (let cut = 1; word.length - cut >= shortest; cut++) {
    const head = lookUp(word.slice(cut), { ...lexicon, capitalizedNouns: false, headFinal: false });
    if (head && head.kind !== 'ignored') return { kind: head.kind, key: word.slice(0, cut) + head.key };
  }
  return undefined;
}

/** Lower-case forms the story writes: a capitalised word also written in lower case is no name ("Morgen"/"morgen"). */
function lowerForms(tokens: readonly WordToken[], lexicon: StoryLexicon): Set<string> {
  const forms = new Set(tokens.filter((token) => token.isWord && !token.capitalized).map((token) => token.lower));
  // German: a word the story ever writes after an article is a noun ("die Limonade"), never a name.
  if (lexicon.capitalizedNouns) {
    tokens.forEach((token, index) => {
      const before = tokens[index - 1];
      if (token.capitalized && before?.isWord && !before.capitalized && lexicon.determiners.has(before.lower))
        forms.add(token.lower);
    });
  }
  return forms;
}

function isNameWord(tokens: readonly WordToken[], index: number, lexicon: StoryLexicon, lower: Set<string>): boolean {
  const token = tokens[index];
  if (!token?.isWord || lexicon.stopwords.has(token.lower) || lexicon.determiners.has(token.lower)) return false;
  if (lexicon.headFinal) {
    // Katakana nobody lists, or any word before "さん"/"くん".
    const next = tokens[index + 1];
    return (
      (KATAKANA.test(token.text) && token.text.length >= 2) || (next !== undefined && lexicon.honorifics.has(next.text))
    );
  }
  if (!token.capitalized || lower.has(token.lower) || token.text.length < 2) return false;
  if (lexicon.capitalizedNouns) {
    // German capitalises every noun: after an article or a declined adjective it is a noun, not a name.
    const before = tokens[index - 1];
    if (before?.isWord && (lexicon.determiners.has(before.lower) || /^\p{Ll}.*(?:e|en|er|es|em)$/u.test(before.text)))
      return before.capitalized || lexicon.honorifics.has(before.lower) ? !lookUp(token.lower, lexicon) : false;
    if (/(?:ung|heit|keit|schaft|tion|tät|nis|chen)$/.test(token.lower) && !token.sentenceStart) return false;
  }
  return true;
}

const startsName = (tokens: readonly WordToken[], index: number, lexicon: StoryLexicon, lower: Set<string>): boolean =>
  isNameWord(tokens, index, lexicon, lower) && !lookUp(tokens[index]!.lower, lexicon);

/** Every noun of the lexicon, every name, and (German) every other noun after an article, in story order. */
export function findMentions(tokens: readonly WordToken[], lexicon: StoryLexicon): WordMention[] {
  const lower = lowerForms(tokens, lexicon);
  const midCapitals = new Set(tokens.filter((token) => token.capitalized && !token.sentenceStart).map((t) => t.lower));
  const capitalCounts = new Map<string, number>();
  for (const token of tokens)
    if (token.capitalized) capitalCounts.set(token.lower, (capitalCounts.get(token.lower) ?? 0) + 1);
  const mentions: WordMention[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (!token.isWord) continue;
    let kind: NounKind | undefined;
    let key = token.lower;
    let end = index;
    // German nouns are capitalised: "eine junge Bäckerin" holds no boy ("Junge").
    const found = lexicon.capitalizedNouns && !token.capitalized ? undefined : lookUp(token.lower, lexicon);
    // "Frau Ohlsen": the title waits for its name.
    if (lexicon.honorifics.has(token.lower) && !lexicon.headFinal && startsName(tokens, index + 1, lexicon, lower))
      continue;
    // A sentence's first word is a name when the story writes it capitalised elsewhere too, or names who it is
    // ("Lucía, una pastora joven").
    const apposed = tokens[index + 1]?.text === ',' && lexicon.determiners.has(tokens[index + 2]?.lower ?? '');
    const nameWord =
      isNameWord(tokens, index, lexicon, lower) &&
      (!token.sentenceStart ||
        midCapitals.has(token.lower) ||
        apposed ||
        (capitalCounts.get(token.lower) ?? 0) >= 2 ||
        lexicon.headFinal === true);
    // A listed noun is a name only in French, Spanish and Italian, capitalised mid-sentence ("Renard").
    const unlisted = lexicon.headFinal || lexicon.capitalizedNouns;
    if (nameWord && (!found || (found.kind !== 'ignored' && !unlisted))) {
      kind = 'name';
      // "Jannik Petersen": following capitalised words nobody lists join the name.
      while (!lexicon.headFinal && startsName(tokens, end + 1, lexicon, lower)) end++;
      key = tokens
        .slice(index, end + 1)
        .map((part) => part.lower)
        .join(' ');
    } else if (found && found.kind !== 'ignored') {
      kind = found.kind;
      key = found.key;
    } else if (lexicon.capitalizedNouns && token.capitalized && !token.sentenceStart && !found) {
      const before = tokens[index - 1];
      if (before?.isWord && lexicon.determiners.has(before.lower)) kind = 'noun';
    }
    if (!kind) continue;
    let start = index;
    let modifiers = 0;
    // Back over a title ("Frau"), then the modifiers to the determiner ("eine junge", "el viejo").
    const title = tokens[start - 1];
    if (kind === 'name' && title?.isWord && lexicon.honorifics.has(title.lower) && !lexicon.headFinal) {
      start--;
      key = `${title.lower} ${key}`;
    }
    for (let cursor = start - 1; cursor >= 0 && index - cursor <= 4 && !lexicon.headFinal; cursor--) {
      const before = tokens[cursor]!;
      if (!before.isWord || lexicon.stopwords.has(before.lower)) break;
      if (lexicon.determiners.has(before.lower)) {
        start = cursor;
        break;
      }
      if (before.capitalized || (!lexicon.capitalizedNouns && lookUp(before.lower, lexicon))) break;
      modifiers++;
    }
    if (modifiers > 0 && !lexicon.determiners.has(tokens[start]?.lower ?? '')) {
      // No determiner: the words before were not this noun's ("schob sie Brot" is no phrase).
      start = index;
      modifiers = 0;
    }
    const opener = tokens[start]?.lower ?? '';
    const before = tokens[start - 1];
    const after = tokens[end + 1];
    const locative = lexicon.headFinal
      ? after !== undefined && lexicon.locatives.has(after.text)
      : lexicon.locatives.has(opener) || (before?.isWord === true && lexicon.locatives.has(before.lower));
    mentions.push({
      key,
      kind,
      index,
      end,
      start,
      indefinite: lexicon.indefinites.has(opener),
      locative,
      modifiers,
    });
    index = end;
  }
  return mentions;
}

/** The asset type a lexicon kind stands for (names are decided from how the story uses them). */
export const TYPE_OF_KIND: Readonly<Partial<Record<NounKind, StoryAssetType>>> = {
  role: 'character',
  animal: 'character',
  generic: 'character',
  kinship: 'character',
  place: 'location',
  prop: 'prop',
  noun: 'prop',
};
