import type { Glossary } from './glossary.ts';

/**
 * A text in another language rewritten word by word into the English the scene planner reads, with the way back:
 * `restore` turns a phrase of glossed words into the words the text had ("bakery" → "Bäckerei"), for what the
 * planner shows the user. Unknown words stay as written; in German a capitalised word after an article is a noun
 * the glossary does not know, and loses its capital so that it is not read as a name.
 */
export interface GlossedText {
  text: string;
  restore(phrase: string): string;
}

const WORD = /[\p{L}\p{M}][\p{L}\p{M}\p{N}'’-]*|\p{N}+/gu;
const JAPANESE_MARKS: Record<string, string> = {
  '。': '. ',
  '、': ', ',
  '「': ' "',
  '」': '" ',
  '！': '! ',
  '？': '? ',
};
const ARTICLES = new Set(['the', 'a', 'an']);
const UMLAUTS: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u' };

export function glossText(text: string, glossary: Glossary): GlossedText {
  const originals = new Map<string, string>();
  const pieces = glossary.segmented ? segmentsOf(text, glossary.language) : wordsAndGaps(text);
  const out: string[] = [];
  let previous: Previous[] = [];
  for (const piece of pieces) {
    if (!piece.word) {
      out.push(glossary.segmented ? (JAPANESE_MARKS[piece.text] ?? piece.text) : piece.text);
      if (/[.!?;:。！？]/u.test(piece.text)) previous = [];
      continue;
    }
    const lower = piece.text.toLowerCase();
    const capitalNouns = glossary.nounMarkers.length > 0;
    const english = lookUp(lower, glossary, !capitalNouns || /^\p{Lu}/u.test(piece.text));
    if (english !== undefined) {
      if (english && !ARTICLES.has(english)) originals.set(english, originals.get(english) ?? piece.text);
      out.push(english);
    } else {
      const isNoun = capitalNouns && /^\p{Lu}/u.test(piece.text) && follows(previous, glossary);
      out.push(isNoun ? lower : piece.text);
    }
    if (glossary.segmented) out.push(' ');
    previous = [...previous.slice(-2), { text: piece.text, english }];
  }
  return {
    text: out
      .join('')
      .replace(/[ \t]{2,}/g, ' ')
      .trim(),
    restore: (phrase) => restoreWith(originals, phrase),
  };
}

/**
 * The English of a word: as listed, else without an inflection ending (an umlaut undone), else the head noun of a
 * compound. `noun`: the word may be a noun (else only the other words are looked at).
 */
function lookUp(lower: string, glossary: Glossary, noun: boolean): string | undefined {
  const listed = (word: string) => (noun ? (glossary.nouns[word] ?? glossary.words[word]) : glossary.words[word]);
  const stems = [lower];
  for (const ending of glossary.endings) {
    if (lower.endsWith(ending) && lower.length - ending.length >= 3) stems.push(lower.slice(0, -ending.length));
  }
  for (const stem of stems) {
    const found = listed(stem) ?? listed(withoutUmlaut(stem));
    if (found !== undefined) return found;
  }
  if (!noun || !glossary.compounds) return undefined;
  for (const stem of stems) {
    for (let start = 1; stem.length - start >= 4; start += 1) {
      const tail = stem.slice(start);
      const head = glossary.nouns[tail] ?? glossary.nouns[withoutUmlaut(tail)];
      if (head !== undefined) return head;
    }
  }
  return undefined;
}

/** "Säck" → "sack": German plurals put an umlaut on the stem's last vowel. */
function withoutUmlaut(stem: string): string {
  const at = Math.max(stem.lastIndexOf('ä'), stem.lastIndexOf('ö'), stem.lastIndexOf('ü'));
  return at < 0 ? stem : stem.slice(0, at) + UMLAUTS[stem[at]!] + stem.slice(at + 1);
}

interface Previous {
  text: string;
  english: string | undefined;
}

/**
 * After an article or determiner, or an inflected adjective ("der große …", "mit weißen …"), a capitalised word
 * is a noun. A name follows neither ("und Greta", "backen Greta und Paul").
 */
function follows(previous: readonly Previous[], glossary: Glossary): boolean {
  const last = previous.at(-1);
  if (!last) return false;
  if (glossary.nounMarkers.includes(last.text.toLowerCase())) return true;
  const adjective =
    /^\p{Ll}.*(e|en|er|es|em)$/u.test(last.text) && (!last.english || glossary.describing.has(last.english));
  return adjective;
}

function restoreWith(originals: ReadonlyMap<string, string>, phrase: string): string {
  const whole = originals.get(phrase.toLowerCase());
  if (whole) return whole;
  const words = phrase.split(' ');
  const restored = words.map((word) => originals.get(word.toLowerCase()));
  if (restored.every((word) => word === undefined)) return phrase;
  return words
    .map((word, index) => restored[index] ?? word)
    .filter((word, index) => restored[index] !== undefined || !ARTICLES.has(word.toLowerCase()))
    .join(' ');
}

interface Piece {
  text: string;
  word: boolean;
}

function wordsAndGaps(text: string): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  for (const match of text.matchAll(WORD)) {
    if (match.index > at) pieces.push({ text: text.slice(at, match.index), word: false });
    pieces.push({ text: match[0], word: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), word: false });
  return pieces;
}

function segmentsOf(text: string, language: string): Piece[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  return [...segmenter.segment(text)].map((segment) => ({ text: segment.segment, word: segment.isWordLike === true }));
}
