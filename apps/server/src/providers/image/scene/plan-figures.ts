import type { FigureAction, FigureKind, SceneSource } from '@sym/contracts';
import { textOf, tokenize, wordAfter, wordBefore, type Token } from './scene-text.ts';
import { GROUP_SET, animalOf, isKnownWord, isPluralAnimal, isTitle } from './scene-lexicon.ts';
import { AGE_WORDS, PERSON_NOUNS, singularPerson } from './scene-people.ts';
import {
  DESCRIBING_WORDS,
  DETERMINERS,
  FUNCTION_WORDS,
  NUMBER_WORDS,
  PLACE_PREPOSITIONS,
  POSSESSIVE_PRONOUNS,
  PRONOUNS,
} from './scene-words.ts';
import { SOUND_SPECIES, readVerb } from './scene-verbs.ts';

/**
 * Who is in the shot: the linked character assets and the people and animals only the text names, and where in
 * the text each is mentioned (names, common nouns such as "the old fisherman", pronouns resolved to the last
 * figure that fits). Actions and held props are read afterwards from these mentions (plan-actions.ts).
 */

export type Gender = 'female' | 'male' | 'any';

export interface FigureDraft {
  key: string;
  assetId: string | null;
  name: string;
  kind: FigureKind;
  species: string;
  traits: string[];
  gender: Gender;
  /** Only a bare name so far: an animal sound ("Pip barks") may still make it an animal. */
  weak: boolean;
  count: number;
  action?: FigureAction;
  actionWord?: string;
  holds?: string;
  lookAt?: string;
  source: SceneSource;
  /** Aliases that mention it: its name's words, its head noun ("fisherman"), its species word ("dog"). */
  aliases: Set<string>;
}

export interface FigureMention {
  key: string;
  start: number;
  end: number;
  pronoun: boolean;
  /** "her telescope", "Mara's lantern": names an owner, not a subject. */
  possessive: boolean;
}

export interface CharacterAsset {
  id: string;
  name: string;
  description: string;
}

const MAX_FIGURES = 12;
const BIG_GROUPS = new Set(['crowd', 'army', 'audience', 'spectators', 'villagers', 'townsfolk', 'people']);

export interface FigureReading {
  figures: FigureDraft[];
  mentions: FigureMention[];
  /** Token indexes already read as part of a figure ("woman" in "Mara, a young woman"). */
  used: Set<number>;
}

export function findFigures(tokens: readonly Token[], assets: readonly CharacterAsset[]): FigureReading {
  const figures: FigureDraft[] = assets.slice(0, MAX_FIGURES).map(assetFigure);
  const mentions: FigureMention[] = [];
  const used = new Set<number>();
  const byAlias = (word: string) => figures.find((figure) => figure.aliases.has(word));
  const mention = (figure: FigureDraft, start: number, end: number, pronoun = false) => {
    const last = tokens[end - 1]!;
    const ownerWord = pronoun && (last.lower === 'his' || last.lower === 'their' || last.lower === 'its');
    const herBeforeNoun =
      pronoun && last.lower === 'her' && Boolean(wordAfter(tokens, end - 1)) && !isFunction(tokens[end]!);
    mentions.push({ key: figure.key, start, end, pronoun, possessive: last.possessive || ownerWord || herBeforeNoun });
    for (let i = start; i < end; i += 1) used.add(i);
  };
  const add = (figure: FigureDraft) => {
    if (figures.length >= MAX_FIGURES) return undefined;
    figures.push(figure);
    return figure;
  };

  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (token.punct || used.has(i)) continue;
    const pronoun = PRONOUNS[token.lower];
    if (pronoun) {
      let target = resolvePronoun(figures, mentions, pronoun);
      if (target && target.gender === 'any' && target.kind === 'person' && pronoun !== 'plural')
        target.gender = pronoun;
      // "She spots a boat" with nobody named: someone is there all the same.
      if (!target && figures.length === 0 && pronoun !== 'plural') target = add(unnamed(pronoun));
      if (target) mention(target, i, i + 1, true);
      continue;
    }
    const asset = nameMatch(tokens, i, figures);
    if (asset) {
      mention(asset.figure, i, asset.end);
      readAppositive(tokens, asset.end, asset.figure, used);
      i = asset.end - 1;
      continue;
    }
    const name = properName(tokens, i);
    if (name) {
      const key = `text:${name.text.toLowerCase()}`.slice(0, 80);
      const known = figures.find((figure) => figure.key === key || figure.aliases.has(name.core));
      const figure =
        known ??
        add({
          ...blank(key, name.text, { from: 'text', evidence: name.text }),
          traits: name.titles.filter((word) => AGE_WORDS.has(word)),
          weak: name.titles.length === 0,
          aliases: new Set([name.core, name.text.toLowerCase()]),
        });
      if (figure) {
        applyNounBefore(tokens, i, figure, used);
        const sound = SOUND_SPECIES[readVerb(tokens[name.end]?.lower ?? '')?.base ?? ''];
        if (sound && figure.weak) applyKind(figure, { kind: 'animal', species: sound, plural: false }, sound);
        mention(figure, i, name.end);
        readAppositive(tokens, name.end, figure, used);
      }
      i = name.end - 1;
      continue;
    }
    const noun = commonNoun(tokens, i);
    if (noun) {
      const existing = byAlias(noun.alias) ?? figures.find((figure) => figure.key === noun.figure.key);
      const figure = existing ?? add(noun.figure);
      if (figure) {
        if (existing) figure.traits.push(...noun.figure.traits.filter((trait) => !figure.traits.includes(trait)));
        mention(figure, noun.start, i + 1);
      }
    }
  }
  return { figures, mentions, used };
}

const isFunction = (token: Token) =>
  token.punct || FUNCTION_WORDS.has(token.lower) || readVerb(token.lower) !== undefined;

function unnamed(gender: 'female' | 'male'): FigureDraft {
  const noun = gender === 'female' ? 'woman' : 'man';
  const figure = blank(`text:${noun}`, `a ${noun}`, { from: 'text', evidence: gender === 'female' ? 'she' : 'he' });
  figure.gender = gender;
  figure.aliases.add(noun);
  return figure;
}

function blank(key: string, name: string, source: SceneSource): FigureDraft {
  return {
    key,
    assetId: null,
    name: name.slice(0, 120),
    kind: 'person',
    species: 'human',
    traits: [],
    gender: 'any',
    weak: false,
    count: 1,
    source,
    aliases: new Set(),
  };
}

/** A linked character: its kind from the first person, group or animal word of its name and description. */
function assetFigure(asset: CharacterAsset): FigureDraft {
  const figure = blank(asset.id, asset.name, { from: 'asset', evidence: asset.name.slice(0, 200) });
  figure.assetId = asset.id;
  const nameTokens = tokenize(asset.name);
  for (const token of nameTokens) {
    if (!token.punct && !isTitle(token.lower) && !DESCRIBING_WORDS.has(token.lower) && !DETERMINERS.has(token.lower))
      figure.aliases.add(token.lower);
  }
  figure.aliases.add(asset.name.toLowerCase());
  const own = tokenize(`${asset.name}. ${asset.description}`);
  for (const token of own) {
    // "the lighthouse keeper's daughter" is a daughter.
    if (token.punct || token.possessive) continue;
    const kind = nounKind(token.lower);
    if (!kind) continue;
    applyKind(figure, kind, token.lower);
    break;
  }
  for (const token of own) if (AGE_WORDS.has(token.lower)) pushTrait(figure, token.lower);
  if (figure.gender === 'any' && figure.kind === 'person') {
    const gendered = own.map((token) => PERSON_NOUNS.get(token.lower)).find((gender) => gender && gender !== 'any');
    figure.gender = gendered ?? genderIn(own);
  }
  return figure;
}

type NounKind =
  | { kind: 'person'; gender: Gender }
  | { kind: 'group'; count: number }
  | { kind: 'animal'; species: string; plural: boolean };

function nounKind(lower: string): NounKind | undefined {
  const gender = PERSON_NOUNS.get(lower);
  if (gender) return { kind: 'person', gender };
  if (GROUP_SET.has(lower)) return { kind: 'group', count: BIG_GROUPS.has(lower) ? 8 : 4 };
  if (singularPerson(lower)) return { kind: 'group', count: 3 };
  const species = animalOf(lower);
  if (species) return { kind: 'animal', species, plural: isPluralAnimal(lower) };
  return undefined;
}

function applyKind(figure: FigureDraft, kind: NounKind, word: string): void {
  figure.aliases.add(word);
  figure.weak = false;
  if (kind.kind === 'person') {
    figure.kind = 'person';
    if (kind.gender !== 'any') figure.gender = kind.gender;
    if (word !== 'person') pushTrait(figure, word);
  } else if (kind.kind === 'group') {
    figure.kind = 'group';
    figure.count = kind.count;
    figure.gender = 'any';
    // What the group is made of ("hunter", "robot") tells how to draw each of them.
    pushTrait(figure, singularPerson(word) ?? word);
  } else {
    figure.kind = 'animal';
    figure.species = kind.species;
    figure.aliases.add(kind.species);
    if (word !== kind.species && !isPluralAnimal(word)) pushTrait(figure, word);
    if (kind.plural) figure.count = 3;
  }
}

export function pushTrait(figure: { traits: string[] }, trait: string): void {
  if (trait && !figure.traits.includes(trait) && figure.traits.length < 16) figure.traits.push(trait.slice(0, 60));
}

function genderIn(tokens: readonly Token[]): Gender {
  for (const token of tokens) {
    const gender = PRONOUNS[token.lower];
    if (gender === 'female' || gender === 'male') return gender;
  }
  return 'any';
}

/** The last figure a pronoun can stand for: same gender (or unknown); "they" prefers a group. */
function resolvePronoun(
  figures: readonly FigureDraft[],
  mentions: readonly FigureMention[],
  pronoun: 'female' | 'male' | 'plural',
): FigureDraft | undefined {
  // The last figures named, then the linked ones not named yet ("Through her telescope …" of a linked Mara).
  const named = [...mentions].reverse().map((m) => figures.find((figure) => figure.key === m.key)!);
  const recent = [...named, ...figures.filter((figure) => figure.assetId !== null)];
  if (pronoun === 'plural') return recent.find((figure) => figure.kind === 'group' || figure.count > 1) ?? recent[0];
  // "She" is a person before it is an animal ("Pip barks while she looks"), and a figure the text has named
  // before one it never names ("Mara climbs … She is twelve" with a linked Mother).
  const fits = (figure: FigureDraft, kind: FigureKind, gender: Gender) =>
    figure.kind === kind && figure.gender === gender;
  return (
    named.find((figure) => fits(figure, 'person', pronoun)) ??
    named.find((figure) => fits(figure, 'person', 'any')) ??
    recent.find((figure) => fits(figure, 'person', pronoun)) ??
    recent.find((figure) => fits(figure, 'person', 'any')) ??
    recent.find((figure) => fits(figure, 'animal', pronoun)) ??
    recent.find((figure) => fits(figure, 'animal', 'any'))
  );
}

/** A linked figure named here: its full name, or one of its aliases (a name word, head noun, species). */
function nameMatch(tokens: readonly Token[], i: number, figures: readonly FigureDraft[]) {
  for (const figure of figures) {
    if (figure.assetId === null) continue;
    const full = tokenize(figure.name).filter((token) => !token.punct);
    if (
      full.length > 1 &&
      full.every((word, w) => tokens[i + w] && !tokens[i + w]!.punct && tokens[i + w]!.lower === word.lower)
    ) {
      return { figure, end: i + full.length };
    }
  }
  const token = tokens[i]!;
  for (const figure of figures) {
    if (figure.assetId === null || !figure.aliases.has(token.lower)) continue;
    // A common noun alias ("the fisherman", "the dog") needs a determiner; a name word does not.
    const isNameWord = !nounKind(token.lower);
    const before = wordBefore(tokens, i);
    if (isNameWord || (before && (DETERMINERS.has(before.lower) || DESCRIBING_WORDS.has(before.lower))))
      return { figure, end: i + 1 };
  }
  return undefined;
}

/** "Isn't", "I'll", "You're": never a name. */
const CONTRACTION = /(n't|['’](m|ll|re|ve|d))$/;

/** A capitalised name the planner does not know as a word ("Mara", "Old Tobias", "Captain Reyes"). */
function properName(tokens: readonly Token[], i: number) {
  let end = i;
  const titles: string[] = [];
  let core: string | undefined;
  while (end < tokens.length && !tokens[end]!.punct && tokens[end]!.capital) {
    const lower = tokens[end]!.lower;
    if (CONTRACTION.test(lower)) break;
    if (FUNCTION_WORDS.has(lower) && !isTitle(lower)) break;
    if (isKnownWord(lower) && !isTitle(lower)) break;
    if (!isKnownWord(lower)) core = lower;
    else titles.push(lower);
    end += 1;
    if (tokens[end - 1]!.possessive) break;
  }
  if (!core) return undefined;
  // Leading words that were titles only when a real name follows: "Old Tobias" keeps "Old".
  const before = wordBefore(tokens, i);
  const hasTitle = titles.length > 0;
  const followedByVerb = Boolean(wordAfter(tokens, end - 1) && readVerb(tokens[end]!.lower));
  if (before && PLACE_PREPOSITIONS.has(before.lower) && !['to', 'at', 'towards', 'toward'].includes(before.lower)) {
    if (!hasTitle && !followedByVerb) return undefined;
  }
  // "the Nautilus", "a Mars rover": a named thing, not a person.
  if (before && ['a', 'an', 'the'].includes(before.lower) && !hasTitle) return undefined;
  if (tokens[i]!.sentenceStart && !hasTitle && end === i + 1 && !nameLike(tokens, i, core)) return undefined;
  return { text: textOf(tokens, i, end), core, titles, end };
}

/**
 * A lone capitalised word opening a sentence may be any word ("Lightning flashes", "Slowly, …"): it is a name
 * when a verb, a comma, "and" or a possessive follows, or when the text capitalises it elsewhere too.
 */
function nameLike(tokens: readonly Token[], i: number, core: string): boolean {
  const token = tokens[i]!;
  const next = tokens[i + 1];
  if (token.possessive) return true;
  if (tokens.some((other) => other.index !== i && other.lower === core && other.capital && !other.sentenceStart))
    return true;
  if (!next) return false;
  if (core.endsWith('ly')) return Boolean(readVerb(next.lower));
  if (next.lower === 'and') return true;
  // "Mara, a young woman …", "Mara, holding a lantern, …", "Tom, who is nine" — but not "Listen, …" or "Well, …".
  const afterComma = next.text === ',' ? tokens[i + 2] : undefined;
  if (afterComma) return ['a', 'an', 'the', 'who'].includes(afterComma.lower) || /ing$/.test(afterComma.lower);
  return !next.punct && !next.capital && (readVerb(next.lower) !== undefined || /[^s]s$/.test(next.lower));
}

/** "her dog Pip", "the fisherman Tobias": the noun before the name says what the figure is. */
function applyNounBefore(tokens: readonly Token[], i: number, figure: FigureDraft, used: Set<number>): void {
  const before = wordBefore(tokens, i);
  if (!before || used.has(before.index)) return;
  const kind = nounKind(before.lower);
  if (!kind || kind.kind === 'group') return;
  applyKind(figure, kind, before.lower);
  used.add(before.index);
}

/** "Mara, a young woman …", "Pip, a scruffy terrier", "Tobias the fisherman": what the name is, and its looks. */
function readAppositive(tokens: readonly Token[], end: number, figure: FigureDraft, used: Set<number>): void {
  let i = end;
  if (tokens[i]?.text === ',') i += 1;
  const determiner = tokens[i];
  if (!determiner || !['a', 'an', 'the'].includes(determiner.lower)) return;
  const describing: string[] = [];
  for (let j = i + 1; j < Math.min(tokens.length, i + 6); j += 1) {
    const token = tokens[j]!;
    if (token.punct) return;
    const kind = nounKind(token.lower);
    if (kind && kind.kind !== 'group') {
      applyKind(figure, kind, token.lower);
      for (const word of describing) pushTrait(figure, word);
      for (let k = i; k <= j; k += 1) used.add(k);
      return;
    }
    if (!DESCRIBING_WORDS.has(token.lower)) return;
    describing.push(token.lower);
  }
}

/** "the old fisherman", "a fox", "three hunters": a person, animal or group named by a common noun. */
function commonNoun(tokens: readonly Token[], i: number) {
  const token = tokens[i]!;
  if (FUNCTION_WORDS.has(token.lower)) return undefined; // "does" is no doe
  // "her dog Pip", "the fisherman Tobias": the name that follows is the figure, the noun says what it is.
  const next = tokens[i + 1];
  if (next && !next.punct && next.capital && !isKnownWord(next.lower)) return undefined;
  const kind = nounKind(token.lower);
  if (!kind) return undefined;
  // "a fish seller", "the dog walker": the animal word only says what kind of person.
  const after = wordAfter(tokens, i);
  if (kind.kind === 'animal' && after && (PERSON_NOUNS.has(after.lower) || singularPerson(after.lower)))
    return undefined;
  const before = wordBefore(tokens, i);
  // A word that is also a verb ("she guards", "they hunt") is a noun only after a determiner or look word.
  if (readVerb(token.lower) && !(before && (DETERMINERS.has(before.lower) || DESCRIBING_WORDS.has(before.lower))))
    return undefined;
  let start = i;
  const traits: string[] = [];
  let count: number | undefined;
  for (let j = i - 1; j >= 0 && j >= i - 4; j -= 1) {
    const word = tokens[j]!;
    if (word.punct) break;
    if (NUMBER_WORDS[word.lower]) count = NUMBER_WORDS[word.lower];
    else if (DESCRIBING_WORDS.has(word.lower)) traits.unshift(word.lower);
    else if (j === i - 1 && kind.kind !== 'animal' && animalOf(word.lower))
      traits.unshift(`${word.lower} ${token.lower}`);
    else if (POSSESSIVE_PRONOUNS.has(word.lower) || word.possessive)
      break; // "his horse" is named "horse"
    else if (!DETERMINERS.has(word.lower)) break;
    start = j;
    if (['a', 'an', 'the', 'my', 'our'].includes(word.lower)) break;
  }
  const alias = kind.kind === 'animal' ? kind.species : (singularPerson(token.lower) ?? token.lower);
  const name = textOf(tokens, start, i + 1);
  const figure = blank(`text:${alias}`, name, { from: 'text', evidence: name });
  applyKind(figure, kind, token.lower);
  figure.aliases.add(alias);
  for (const trait of traits) pushTrait(figure, trait);
  if (count && (figure.kind === 'group' || figure.kind === 'animal')) figure.count = Math.min(12, count);
  return { figure, start, alias };
}
