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
  MEASURES,
  PLACE_PARTS,
  PLACE_PHRASES,
  PROPS,
  WEATHER_NOUNS,
  WEATHER_VERBS,
  singularize,
} from './asset-lexicon.ts';
import { isEmbedded, isTrait } from './noun-clauses.ts';
import { linkRoles } from './name-roles.ts';
import { isTitleStop, PUNCTUATION, QUOTE, type Token } from './story-tokens.ts';

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
  /** Index of the first token of the phrase. */
  start: number;
  /** A comparison, not a presence: "as tall as a barn", "like a living thing". */
  simile: boolean;
  /** The phrase opens with a personal possessive ("his chest"). */
  ownedByPronoun: boolean;
  /** Next token is a verb: the mention does something ("a herald rode"), rather than being talked about. */
  acts: boolean;
  /** Opens a clause that describes the noun before it ("a scarf her mother knitted"): no presence on stage. */
  embedded: boolean;
  /** Follows a participle and its preposition after another noun ("a box tied with string"): a trait of that noun. */
  trait: boolean;
  /** Stands right after a name and its comma ("Tom, a young fisherman"): says who the name is. */
  apposed: boolean;
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

// Compromise tags "I", "my" and "her" as nouns in some sentences; they are pronouns whatever the tag.
const PRONOUNS = new Set(
  'i me my mine you your yours he him his she her hers it its we us our ours they them their theirs'.split(' '),
);
// Compromise reads "the cliffs of Harrow Bay" as one place and tags "of" a noun; these words never head a phrase.
const FUNCTION_WORDS = new Set('of and or but nor than the a an to from with as'.split(' '));
const isPronoun = (token: Token): boolean => token.tags.has('Pronoun') || PRONOUNS.has(token.word);
const isDeterminer = (token: Token): boolean => token.tags.has('Determiner') || token.word === 'a';
const isAdjective = (token: Token): boolean =>
  token.tags.has('Adjective') || (token.tags.has('Participle') && !token.tags.has('Noun'));
const endsClause = (token: Token): boolean =>
  PUNCTUATION.test(token.post) && !isTitleStop(token.tags, token.word, token.post);

/** "finish line", "back straight": a known two-word place, whatever compromise tagged its words. */
const isPlacePhrase = (first: Token | undefined, second: Token | undefined): boolean =>
  first !== undefined &&
  second !== undefined &&
  !endsClause(first) &&
  PLACE_PHRASES.has(`${first.word} ${singularize(second.word)}`);

/** "a fishing rod", "his rowing boat": a gerund names a kind of thing only inside a noun phrase ("mending nets" acts). */
const opensPhrase = (token: Token | undefined): boolean =>
  token !== undefined &&
  !endsClause(token) &&
  (isDeterminer(token) || isAdjective(token) || token.tags.has('Possessive'));

function isNounish(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  if (!token || !token.word || isPronoun(token) || CALENDAR.has(token.word) || FUNCTION_WORDS.has(token.word))
    return false;
  // "Rain hammers the rowboat": after a weather noun, "hammers" is what the rain does.
  const subject = tokens[index - 1];
  if (WEATHER_VERBS.has(token.word) && subject && WEATHER_NOUNS.has(subject.word) && !endsClause(subject)) return false;
  if (isPlacePhrase(tokens[index - 1], token) || isPlacePhrase(token, tokens[index + 1])) return true;
  if (token.tags.has('Noun') && !token.tags.has('Determiner')) return true;
  // Compromise sometimes tags "net" or "rod" as verbs; the lexicon wins after a determiner or adjective.
  const previous = tokens[index - 1];
  // "a drifting rowing boat beyond the reef": the last noun of a noun phrase, not a verb taking an object.
  const beforePrevious = tokens[index - 2];
  const next = tokens[index + 1];
  if (
    isLexiconNoun(token.word) &&
    previous?.tags.has('Noun') &&
    !isPronoun(previous) &&
    !endsClause(previous) &&
    beforePrevious &&
    (isDeterminer(beforePrevious) || isAdjective(beforePrevious)) &&
    !(next && (isDeterminer(next) || isPronoun(next)))
  )
    return true;
  return (
    isLexiconNoun(token.word) &&
    previous !== undefined &&
    !endsClause(previous) &&
    (isDeterminer(previous) || isAdjective(previous) || previous.tags.has('Possessive') || previous.tags.has('Gerund'))
  );
}

function isModifierOf(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  const next = tokens[index + 1];
  if (!token || !next || token.possessive || endsClause(token) || isPronoun(next)) return false;
  if (isPlacePhrase(token, next)) return true;
  // "mending nets outside his hut": a gerund that does not follow an article or adjective is a verb.
  if (/ing$/.test(token.word) && !isLexiconNoun(token.word) && !opensPhrase(tokens[index - 1])) return false;
  if (!isNounish(tokens, index) || !isNounish(tokens, index + 1)) return false;
  if (next.tags.has('Verb') && !isLexiconNoun(next.word)) return false;
  // "down the hill shouting": a participle after a noun is not the head of a compound.
  if (next.tags.has('Gerund') || (/ing$/.test(next.word) && !isLexiconNoun(next.word))) return false;
  // "the flounder rose": a character noun heads its own phrase; the next word is a mis-tagged verb.
  const singular = singularize(token.word);
  if ((ANIMALS.has(singular) || HUMAN_ROLES.has(singular)) && !token.capitalized) return false;
  // "Mistress Crow": an honorific or title before a lexicon noun or a name.
  if (token.capitalized && next.capitalized) return true;
  // "Okafor woke": a name before a lower-case word compromise took for a noun modifies nothing.
  if (token.capitalized && (token.tags.has('ProperNoun') || token.nameLike) && !isLexiconNoun(next.word)) return false;
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
  // "There was a tall stranger at the door" introduces someone; it says nothing about anyone else.
  if (tokens[cursor - 1]?.word === 'there') return false;
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

function actsNext(tokens: readonly Token[], head: number): boolean {
  const token = tokens[head];
  if (!token || endsClause(token) || token.possessive) return false;
  let cursor = head + 1;
  while (tokens[cursor]?.tags.has('Adverb')) cursor++;
  const next = tokens[cursor];
  return next !== undefined && next.tags.has('Verb') && !next.tags.has('Gerund');
}

function appositiveHead(tokens: readonly Token[], start: number): string | undefined {
  const before = tokens[start - 1];
  if (!before || !/^,\s*$/.test(before.post) || !isNounish(tokens, start - 1)) return undefined;
  const key = singularize(before.word);
  return HUMAN_ROLES.has(key) || ANIMALS.has(key) ? key : undefined;
}

function isApposed(tokens: readonly Token[], start: number): boolean {
  const before = tokens[start - 1];
  return before !== undefined && before.capitalized && /^,\s*$/.test(before.post) && before.tags.has('Noun');
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
        // ", mending nets": a participle opening a clause is what someone does, not what the nets are.
        const outer = tokens[cursor - 1];
        if (/ing$/.test(before.word) && !opensPhrase(outer) && !(outer && isAdjective(outer))) break;
        adjectives.unshift(before.word);
      } else if (before.tags.has('Gerund') && cursor === index - 1 && opensPhrase(tokens[cursor - 1])) {
        compound = before.word;
      } else break;
      start = cursor;
    }
    const honorificFree = properParts.filter((part) => !HONORIFICS.has(part.toLowerCase().replace(/\.$/, '')));
    // "Harriet Wren" and "his sister Wren" name someone although a wren is a bird; "Mistress Crow" is the crow.
    const titled = honorificFree.length < properParts.length;
    // "her terrier Biscuit", "his sister Wren": a capitalised word right after an animal or a role is its name.
    const roleBefore = tokens[index - 1];
    const named =
      roleBefore !== undefined &&
      !endsClause(roleBefore) &&
      !roleBefore.capitalized &&
      (ANIMALS.has(singularize(roleBefore.word)) || HUMAN_ROLES.has(singularize(roleBefore.word)));
    const proper =
      token.capitalized &&
      (token.tags.has('ProperNoun') || token.nameLike) &&
      (!isLexiconNoun(token.word) ||
        honorificFree.length >= 2 ||
        (!token.startsSentence && named) ||
        (!token.startsSentence && !titled && start === index));
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
    // "a lump of charcoal" is charcoal.
    if (!proper && MEASURES.has(key) && tokens[index + 1]?.word === 'of' && !endsClause(token)) continue;
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
      start,
      simile: ['like', 'as'].includes(tokens[start - 1]?.word ?? '') && tokens[start - 2]?.word !== 'such',
      ownedByPronoun: isPronoun(tokens[start]!) && tokens[start]!.tags.has('Possessive'),
      acts: actsNext(tokens, index),
      embedded: isEmbedded(tokens, start),
      trait: isTrait(tokens, start),
      apposed: isApposed(tokens, start),
      ...(appositiveOf ? { appositiveOf } : {}),
    });
  }
  linkRoles(tokens, mentions);
  return mentions;
}
