import nlp from 'compromise';
import {
  ANIMALS,
  CALENDAR,
  COPULAS,
  GENERIC_ANIMALS,
  GENERIC_HUMANS,
  HONORIFICS,
  HUMAN_ROLES,
  LOCATIONS,
  LOCATIVE_PREPOSITIONS,
  PLACE_PARTS,
  PROPS,
  singularize,
} from './asset-lexicon.ts';

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
}

/** One occurrence of a noun phrase, with the clues the analysis ranks entities by. */
export interface Mention {
  /** Singular lower-case head noun, or the whole lower-case name for proper nouns. */
  key: string;
  /** The head as written, lower case ("hunters"). */
  surface: string;
  plural: boolean;
  proper: boolean;
  /** Place tag from compromise. */
  place: boolean;
  /** Person tag from compromise. */
  person: boolean;
  adjectives: string[];
  /** Noun modifier before the head ("oak" in "oak tree", "fishing" in "fishing rod"). */
  compound?: string;
  /** Noun possessor ("fisherman" in "the fisherman's wife"). */
  possessor?: string;
  /** Lower-case phrase from determiner to head ("the old fisherman"). */
  phrase: string;
  locative: boolean;
  predicate: boolean;
  vocative: boolean;
  objectOfVerb: boolean;
  /** Sentence-initial capitalised word: weak evidence of a name. */
  initial: boolean;
  /** Index of the head token. */
  index: number;
  /** Key of a character phrase this proper name stands in apposition to ("his wife, Ilsebill"). */
  appositiveOf?: string;
}

interface CompromiseTerm {
  text: string;
  normal?: string;
  tags?: string[];
  pre?: string;
  post?: string;
}

const QUOTE = /["“”]/;
const PUNCTUATION = /[,;:.!?—–()"“”]/;

/** Tokenises a story with compromise, keeping tags and surrounding punctuation. */
export function tokenize(story: string): Token[] {
  const sentences = nlp(story).json() as { terms: CompromiseTerm[] }[];
  const tokens: Token[] = [];
  for (const sentence of sentences) {
    sentence.terms.forEach((term, index) => {
      // Compromise keeps a quotation's several sentences together, so a full stop also starts one.
      const afterStop = /[.!?]/.test(tokens[tokens.length - 1]?.post ?? '');
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
      });
    });
  }
  return tokens;
}

const isLexiconNoun = (word: string): boolean => {
  const singular = singularize(word);
  return (
    ANIMALS.has(singular) ||
    HUMAN_ROLES.has(singular) ||
    LOCATIONS.has(singular) ||
    LOCATIONS.has(word) ||
    PROPS.has(singular) ||
    GENERIC_HUMANS.has(word) ||
    GENERIC_ANIMALS.has(singular)
  );
};

const isPronoun = (token: Token): boolean => token.tags.has('Pronoun');
const isDeterminer = (token: Token): boolean => token.tags.has('Determiner') || token.word === 'a';
const isAdjective = (token: Token): boolean =>
  token.tags.has('Adjective') || (token.tags.has('Participle') && !token.tags.has('Noun'));
const endsClause = (token: Token): boolean => PUNCTUATION.test(token.post);

function isNounish(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  if (!token || !token.word || isPronoun(token) || CALENDAR.has(token.word)) return false;
  if (token.tags.has('Noun') && !token.tags.has('Determiner')) return true;
  // Compromise sometimes tags "net" or "rod" as verbs; the lexicon wins after a determiner or adjective.
  const previous = tokens[index - 1];
  return (
    isLexiconNoun(token.word) &&
    previous !== undefined &&
    !endsClause(previous) &&
    (isDeterminer(previous) || isAdjective(previous) || previous.tags.has('Possessive'))
  );
}

function isModifierOf(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  const next = tokens[index + 1];
  if (!token || !next || token.possessive || endsClause(token) || isPronoun(next)) return false;
  if (!isNounish(tokens, index) || !isNounish(tokens, index + 1) || next.tags.has('Verb')) return false;
  // "down the hill shouting": a participle after a noun is not the head of a compound.
  if (next.tags.has('Gerund') || (/ing$/.test(next.word) && !isLexiconNoun(next.word))) return false;
  // "the flounder rose": a character noun heads its own phrase; the next word is a mis-tagged verb.
  const singular = singularize(token.word);
  if ((ANIMALS.has(singular) || HUMAN_ROLES.has(singular)) && !token.capitalized) return false;
  // "Mistress Crow": an honorific or title before a lexicon noun or a name.
  if (token.capitalized && next.capitalized) return true;
  // "Ilsebill" after "wife" is apposition only with a comma, which endsClause already ruled out.
  return !next.tags.has('ProperNoun') || isLexiconNoun(next.word);
}

function isLocative(tokens: readonly Token[], start: number): boolean {
  let cursor = start - 1;
  for (let hops = 0; hops < 2; hops++) {
    const before = tokens[cursor];
    if (!before || endsClause(before)) return false;
    if (LOCATIVE_PREPOSITIONS.has(before.word)) return true;
    if (before.word !== 'of') return false;
    // "at the foot of the tree": reach through a place-part noun to its preposition.
    cursor--;
    if (!PLACE_PARTS.has(tokens[cursor]?.word ?? '')) return false;
    cursor--;
    while (tokens[cursor] && (isDeterminer(tokens[cursor]!) || isAdjective(tokens[cursor]!))) cursor--;
  }
  return false;
}

function isObjectOfVerb(tokens: readonly Token[], start: number): boolean {
  const before = tokens[start - 1];
  if (!before || endsClause(before)) return false;
  const isAction = (token: Token | undefined): boolean =>
    token !== undefined && token.tags.has('Verb') && !COPULAS.has(token.word) && !token.tags.has('Auxiliary');
  if (isAction(before)) return true;
  return ['up', 'down', 'out', 'away', 'off', 'back'].includes(before.word) && isAction(tokens[start - 2]);
}

function isPredicate(tokens: readonly Token[], start: number): boolean {
  let cursor = start - 1;
  // "I am not a real fish", "she is surely queen".
  while (tokens[cursor] && !endsClause(tokens[cursor]!) && tokens[cursor]!.tags.has('Adverb')) cursor--;
  const before = tokens[cursor];
  return before !== undefined && !endsClause(before) && COPULAS.has(before.word);
}

function isVocative(tokens: readonly Token[], start: number, head: number, hasDeterminer: boolean): boolean {
  const first = tokens[start];
  const last = tokens[head];
  const before = tokens[start - 1];
  if (!first || !last || hasDeterminer) return false;
  const opensAddress = QUOTE.test(first.pre) || (before !== undefined && /,\s*$/.test(before.post));
  return opensAddress && /^\s*[,!?]/.test(last.post);
}

function appositiveHead(tokens: readonly Token[], start: number): string | undefined {
  const before = tokens[start - 1];
  if (!before || !/^,\s*$/.test(before.post) || !isNounish(tokens, start - 1)) return undefined;
  const key = singularize(before.word);
  return HUMAN_ROLES.has(key) || ANIMALS.has(key) ? key : undefined;
}

/** Finds every noun phrase head with its modifiers, possessor and syntactic clues. */
export function extractMentions(tokens: readonly Token[]): Mention[] {
  const mentions: Mention[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    if (!token || !isNounish(tokens, index) || isModifierOf(tokens, index)) continue;
    const adjectives: string[] = [];
    let compound: string | undefined;
    let possessor: string | undefined;
    let hasDeterminer = false;
    let start = index;
    const properParts: string[] = [token.text.replace(/['’]s?$/, '')];
    for (let cursor = index - 1; cursor >= 0; cursor--) {
      const before = tokens[cursor];
      if (!before || endsClause(before)) break;
      if (before.possessive) {
        if (!isPronoun(before)) possessor = singularize(before.word);
        start = cursor;
        if (tokens[cursor - 1] && isDeterminer(tokens[cursor - 1]!) && !endsClause(tokens[cursor - 1]!)) start--;
        break;
      }
      if (isDeterminer(before) || (before.tags.has('Possessive') && isPronoun(before))) {
        hasDeterminer = true;
        start = cursor;
        break;
      }
      if (isModifierOf(tokens, cursor)) {
        if (!HONORIFICS.has(before.word.replace(/\.$/, ''))) compound ??= before.word;
        if (before.capitalized) properParts.unshift(before.text);
      } else if (isAdjective(before) && !before.tags.has('Noun')) {
        adjectives.unshift(before.word);
      } else if (before.tags.has('Gerund') && cursor === index - 1) {
        compound = before.word;
      } else break;
      start = cursor;
    }
    const proper = token.capitalized && token.tags.has('ProperNoun') && !isLexiconNoun(token.word);
    const honorificFree = properParts.filter((part) => !HONORIFICS.has(part.toLowerCase().replace(/\.$/, '')));
    const key = proper
      ? (honorificFree.length ? honorificFree : properParts).join(' ').toLowerCase()
      : singularize(token.word);
    const phrase = tokens
      .slice(start, index + 1)
      .map((part, offset) => {
        const text = part.text.toLowerCase();
        return start + offset === index ? text.replace(/['’]s?$/, '') : text;
      })
      .join(' ');
    const plural = token.tags.has('Plural') || (key !== token.word && !proper);
    const appositiveOf = proper ? appositiveHead(tokens, start) : undefined;
    mentions.push({
      key,
      surface: token.word,
      plural,
      proper,
      place: token.tags.has('Place'),
      person: token.tags.has('Person'),
      adjectives,
      ...(compound && !proper ? { compound } : {}),
      ...(possessor ? { possessor } : {}),
      phrase,
      locative: isLocative(tokens, start),
      predicate: isPredicate(tokens, start),
      vocative: !appositiveOf && isVocative(tokens, start, index, hasDeterminer),
      objectOfVerb: isObjectOfVerb(tokens, start),
      initial: token.startsSentence && start === index,
      index,
      ...(appositiveOf ? { appositiveOf } : {}),
    });
  }
  return mentions;
}
