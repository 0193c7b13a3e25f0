import nlp from 'compromise';
import { ABSTRACT, BODY_PARTS, CALENDAR, COPULAS, SCENERY } from './asset-lexicon.ts';

// A story's words as compromise tags them: the tokens the noun phrases (noun-phrases.ts) are read from.

// Capitalised at the start of a sentence, these are still common words ("Winter came", "Moral: ...").
const NOT_NAMES: readonly ReadonlySet<string>[] = [CALENDAR, SCENERY, ABSTRACT, BODY_PARTS, COPULAS];

/** A word of the story with compromise's part-of-speech tags. */
export interface Token {
  text: string;
  /** Lower case, possessive ending and punctuation removed. */
  word: string;
  tags: ReadonlySet<string>;
  pre: string;
  post: string;
  startsSentence: boolean;
  capitalized: boolean;
  possessive: boolean;
  /** Capitalised, and never written in lower case in the story: a name compromise does not know. */
  nameLike: boolean;
}

interface CompromiseTerm {
  text: string;
  normal?: string;
  tags?: string[];
  pre?: string;
  post?: string;
}

/** A quotation mark: a word after one starts a sentence. */
export const QUOTE = /["“”]/;
// "Mr." and "Dr." end with a full stop that ends no sentence.
const ABBREVIATED_TITLES = new Set(['mr', 'mrs', 'ms', 'dr', 'st', 'mt', 'prof', 'capt', 'col', 'gen', 'lt', 'sgt']);
/** Whether a word is a title whose full stop ends no sentence ("Mr. Ross"). */
export const isTitleStop = (_tags: ReadonlySet<string>, word: string, post: string): boolean =>
  ABBREVIATED_TITLES.has(word.replace(/\.$/, '')) && /^\.\s*$/.test(post);
/** Punctuation that separates phrases. */
export const PUNCTUATION = /[,;:.!?—–()"“”]/;

/** Tokenises a story with compromise, keeping tags and surrounding punctuation. */
export function tokenize(story: string): Token[] {
  const sentences = nlp(story).json() as { terms: CompromiseTerm[] }[];
  const tokens: Token[] = [];
  for (const sentence of sentences) {
    sentence.terms.forEach((term, index) => {
      // Compromise keeps a quotation's several sentences together, so a full stop also starts one.
      const previous = tokens[tokens.length - 1];
      const afterStop =
        /[.!?]/.test(previous?.post ?? '') && !(previous && isTitleStop(previous.tags, previous.word, previous.post));
      const normal = (term.normal ?? term.text).toLowerCase();
      const possessive = /['’]s?$/.test(term.text) && (term.tags ?? []).includes('Possessive');
      const word = normal
        .replace(/['’]s$/, '')
        .replace(/['’]$/, '')
        .replace(/[^a-z'’-]/g, '');
      tokens.push({
        text: term.text,
        word,
        tags: new Set(term.tags ?? []),
        pre: term.pre ?? '',
        post: term.post ?? '',
        startsSentence: index === 0 || afterStop || QUOTE.test(term.pre ?? ''),
        capitalized: /^[A-Z]/.test(term.text),
        possessive,
        nameLike: false,
      });
    });
  }
  markNames(tokens);
  return tokens;
}

/** Marks capitalised nouns the story never writes in lower case ("Prometheus", "Kofi"): names, wherever they stand. */
function markNames(tokens: Token[]): void {
  const lowerCase = new Set(tokens.filter((token) => !token.capitalized).map((token) => token.word));
  for (const token of tokens) {
    const { word, tags } = token;
    token.nameLike =
      token.capitalized &&
      word.length > 1 &&
      !lowerCase.has(word) &&
      tags.has('Noun') &&
      !tags.has('Pronoun') &&
      !tags.has('Plural') &&
      !NOT_NAMES.some((list) => list.has(word));
  }
}
