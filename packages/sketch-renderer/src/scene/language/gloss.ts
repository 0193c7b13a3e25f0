import { readVerb } from '../scene-verbs.ts';
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

export interface GlossOptions {
  /** The text is a character's name: in a language without capitals, its unknown words are a name. */
  name?: boolean;
}

const WORD = /[\p{L}\p{M}][\p{L}\p{M}\p{N}'’-]*|\p{N}+/gu;
/** "l'enfant", "d'une", "dell'isola": an elided article or preposition glued to the next word. */
const ELISION = /^(\p{L}+['’])([\p{L}\p{M}].*)$/u;
const JAPANESE_MARKS: Record<string, string> = {
  '。': '.',
  '、': ',',
  '「': '"',
  '」': '"',
  '！': '!',
  '？': '?',
};
const ARTICLES = new Set(['the', 'a', 'an']);
const DETERMINERS = new Set([...ARTICLES, 'his', 'her', 'my', 'their', 'our', 'your', 'this', 'that', 'every', 'no']);
const UMLAUTS: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u' };
const KATAKANA = /^[\u30a0-\u30ff]+$/u;

export function glossText(text: string, glossary: Glossary, options: GlossOptions = {}): GlossedText {
  return glossary.segmented ? glossSegments(text, glossary, options) : glossWords(text, glossary);
}

function glossWords(text: string, glossary: Glossary): GlossedText {
  const originals = new Map<string, string>();
  const out: string[] = [];
  let previous: Previous[] = [];
  let sentenceStart = true;
  let lastNoun: { at: number; english: string; text: string } | undefined;
  const capitalNouns = glossary.nounMarkers.length > 0;
  for (const piece of splitElisions(wordsAndGaps(text), glossary)) {
    if (!piece.word) {
      out.push(piece.text);
      if (/[.!?;:]/u.test(piece.text)) previous = [];
      if (/[.!?;:"«»—]/u.test(piece.text)) sentenceStart = true;
      if (piece.text.trim()) lastNoun = undefined;
      continue;
    }
    const lower = piece.text.toLowerCase().replace(/’/g, "'");
    const capital = /^\p{Lu}/u.test(piece.text);
    // Where only names have a capital, one inside a sentence and not after a determiner is a name ("avec Luna").
    const name = !capitalNouns && capital && !sentenceStart && !DETERMINERS.has(lastWord(previous.at(-1)?.english));
    const found = name ? undefined : lookUp(lower, glossary, !capitalNouns || capital);
    const english = found?.english;
    if (english !== undefined) {
      if (english && !ARTICLES.has(english)) originals.set(english, originals.get(english) ?? piece.text);
      if (glossary.adjectivesFollow && lastNoun && glossary.describing.has(english)) {
        // "une robe rouge": the look goes before its noun, as the planner reads looks.
        out[lastNoun.at] = `${english} ${lastNoun.english}`;
        originals.set(`${english} ${lastNoun.english}`, `${lastNoun.text} ${piece.text}`);
        out.push('');
      } else out.push(english);
    } else {
      const isNoun = capitalNouns && capital && follows(previous, glossary);
      out.push(isNoun ? lower : piece.text);
    }
    lastNoun = found?.noun && english ? { at: out.length - 1, english, text: piece.text } : undefined;
    sentenceStart = false;
    previous = [...previous.slice(-2), { text: piece.text, english }];
  }
  return {
    text: out
      .join('')
      .replace(/[ \t]{2,}/g, ' ')
      .trim(),
    restore: (phrase) => restoreWith(originals, phrase, false),
  };
}

const lastWord = (english: string | undefined) => english?.split(' ').at(-1) ?? '';

/**
 * Japanese, segmented into words: particles are postpositions (their English goes before their phrase), the verb
 * comes last in its clause and is moved to its start (after the subject), and an unknown word before an honorific
 * ("ケンさん"), or in katakana before the subject particle, is a name, written as a capitalised stand-in.
 */
function glossSegments(text: string, glossary: Glossary, options: GlossOptions): GlossedText {
  const originals = new Map<string, string>();
  const particles = glossary.particles ?? {};
  const subjects = new Set(glossary.subjectParticles ?? []);
  const honorifics = new Set(glossary.honorifics ?? []);
  const out: string[] = [];
  const names = new Set<string>();
  let clause = 0;
  let phrase = 0;
  let unknown: string | undefined;
  for (const piece of joinListed(segmentsOf(text, glossary.language), glossary)) {
    if (!piece.word) {
      const mark = (JAPANESE_MARKS[piece.text] ?? piece.text).trim();
      if (!mark) continue;
      out.push(mark);
      clause = phrase = out.length;
      unknown = undefined;
      continue;
    }
    const written = piece.text;
    const before = unknown;
    unknown = undefined;
    if (honorifics.has(written)) {
      if (before) names.add(before);
      continue;
    }
    const particle = particles[written];
    if (particle !== undefined) {
      if (before && subjects.has(written) && KATAKANA.test(before)) names.add(before);
      if (particle && out.slice(phrase).some(Boolean)) out.splice(phrase, 0, particle);
      phrase = out.length;
      if (subjects.has(written)) clause = out.length;
      continue;
    }
    const found = lookUp(written.toLowerCase(), glossary, true);
    if (!found) {
      out.push(written);
      if (options.name) names.add(written);
      unknown = written;
      continue;
    }
    const { english } = found;
    if (english && !ARTICLES.has(english)) originals.set(english, originals.get(english) ?? written);
    if (!found.noun && readVerb(english.split(' ')[0] ?? '')) {
      out.splice(clause, 0, english);
      clause = phrase = out.length;
    } else out.push(english);
  }
  // A word once named is a name wherever the text writes it.
  for (const written of names) originals.set(standIn(written).toLowerCase(), written);
  return {
    text: out
      .filter(Boolean)
      .map((word) => (names.has(word) ? standIn(word) : word))
      .join(' ')
      .replace(/ ([.,!?])/g, '$1'),
    restore: (phrase) => restoreWith(originals, phrase, true),
  };
}

/** A name written without capitals, as a capitalised word the planner reads as a name ("ケン" → "Xllzn"). */
function standIn(written: string): string {
  const letter = (code: number) => String.fromCharCode(97 + (code % 26));
  const letters = [...written]
    .map((char) => char.codePointAt(0)!)
    .map((code) => letter(code) + letter(Math.floor(code / 26)));
  return `X${letters.join('')}`;
}

interface Found {
  english: string;
  /** Found among the nouns. */
  noun: boolean;
}

/**
 * The English of a word: as listed, else without an inflection ending (an umlaut undone), else the head noun of a
 * compound. `noun`: the word may be a noun (else only the other words are looked at).
 */
function lookUp(lower: string, glossary: Glossary, noun: boolean): Found | undefined {
  const listed = (word: string): Found | undefined => {
    const asNoun = noun ? glossary.nouns[word] : undefined;
    if (asNoun !== undefined) return { english: asNoun, noun: true };
    const other = glossary.words[word];
    return other === undefined ? undefined : { english: other, noun: false };
  };
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
      if (head !== undefined) return { english: head, noun: true };
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

/**
 * The text's words for a phrase of glossed ones: a pair swapped in glossing ("red dress") as the text had it, each
 * other word by itself; articles, and in Japanese the English words between, are left out.
 */
function restoreWith(originals: ReadonlyMap<string, string>, phrase: string, segmented: boolean): string {
  const whole = originals.get(phrase.toLowerCase());
  if (whole) return whole;
  const words = phrase.split(' ');
  const kept: string[] = [];
  let restored = false;
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const pair = i + 1 < words.length ? originals.get(`${word} ${words[i + 1]}`.toLowerCase()) : undefined;
    const one = pair ?? originals.get(word.toLowerCase());
    if (one) {
      kept.push(one);
      restored = true;
      if (pair) i += 1;
    } else if (segmented ? !/^[a-z'-]+$/i.test(word) : !ARTICLES.has(word.toLowerCase())) kept.push(word);
  }
  return restored ? kept.join(segmented ? '' : ' ') : phrase;
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

/** "l'enfant" → "l'" and "enfant" when the glossary lists the elided word. */
function splitElisions(pieces: readonly Piece[], glossary: Glossary): Piece[] {
  return pieces.flatMap((piece) => {
    const match = piece.word ? ELISION.exec(piece.text) : null;
    if (!match || glossary.words[match[1]!.toLowerCase().replace('’', "'")] === undefined) return [piece];
    return [
      { text: match[1]!, word: true },
      { text: ' ', word: false },
      ...splitElisions([{ text: match[2]!, word: true }], glossary),
    ];
  });
}

/** The segmenter splits words it does not know ("か|ま|ど"): consecutive segments the glossary lists as one word join. */
function joinListed(pieces: readonly Piece[], glossary: Glossary): Piece[] {
  const joined: Piece[] = [];
  for (let i = 0; i < pieces.length; i += 1) {
    let taken = 1;
    for (let length = Math.min(4, pieces.length - i); length > 1 && taken === 1; length -= 1) {
      const run = pieces.slice(i, i + length);
      const text = run.map((piece) => piece.text).join('');
      if (run.every((piece) => piece.word) && lookUp(text, glossary, true) !== undefined) taken = length;
    }
    joined.push(
      taken === 1
        ? pieces[i]!
        : {
            text: pieces
              .slice(i, i + taken)
              .map((p) => p.text)
              .join(''),
            word: true,
          },
    );
    i += taken - 1;
  }
  return joined;
}

function segmentsOf(text: string, language: string): Piece[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  return [...segmenter.segment(text)].map((segment) => ({ text: segment.segment, word: segment.isWordLike === true }));
}
