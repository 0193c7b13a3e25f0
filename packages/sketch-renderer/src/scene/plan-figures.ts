import type { FigureKind } from '@sym/contracts';
import { textOf, tokenize, wordAfter, wordBefore, type Token } from './scene-text.ts';
import { animalOf, isKnownWord } from './scene-lexicon.ts';
import { AGE_WORDS, PERSON_NOUNS, singularPerson } from './scene-people.ts';
import { FUNCTION_WORDS } from './scene-name-words.ts';
import { DESCRIBING_WORDS, DETERMINERS, NUMBER_WORDS, POSSESSIVE_PRONOUNS, PRONOUNS } from './scene-words.ts';
import { SOUND_SPECIES, readVerb } from './scene-verbs.ts';
import {
  applyKind,
  assetFigure,
  blank,
  nounKind,
  pushTrait,
  type CharacterAsset,
  type FigureDraft,
  type Gender,
} from './figure-drafts.ts';
import { isDefinite, pronounFits, roleFits } from './plan-cast.ts';
import { properName } from './plan-names.ts';

export { pushTrait, type CharacterAsset, type FigureDraft, type Gender } from './figure-drafts.ts';

/**
 * Who is in the shot: the linked character assets and the people and animals only the text names, and where in
 * the text each is mentioned (names, common nouns such as "the old fisherman", pronouns resolved to the last
 * figure that fits). Actions and held props are read afterwards from these mentions (plan-actions.ts).
 */

export interface FigureMention {
  key: string;
  start: number;
  end: number;
  pronoun: boolean;
  /** "her telescope", "Mara's lantern": names an owner, not a subject. */
  possessive: boolean;
}

/**
 * A character of the episode (or only of the project, `nameOnly`) not linked to the shot: in the picture only when
 * the words mean it — by name, or, for the episode's, by role ("the keeper", "the old woman") or pronoun.
 */
export interface CastAsset extends CharacterAsset {
  nameOnly: boolean;
}

const MAX_FIGURES = 12;

export interface FigureReading {
  figures: FigureDraft[];
  mentions: FigureMention[];
  /** Token indexes already read as part of a figure ("woman" in "Mara, a young woman"). */
  used: Set<number>;
}

export function findFigures(
  tokens: readonly Token[],
  assets: readonly CharacterAsset[],
  cast: readonly CastAsset[] = [],
): FigureReading {
  const figures: FigureDraft[] = assets.slice(0, MAX_FIGURES).map(assetFigure);
  // Characters of other shots wait until the words mean one of them; the nearest shot's come first.
  const waiting = cast.map((asset) => ({ figure: assetFigure(asset), nameOnly: asset.nameOnly }));
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
  // A waiting character the words mean joins the shot; what it was drawn from is the words that meant it.
  const join = (figure: FigureDraft, start: number, end: number) => {
    waiting.splice(
      waiting.findIndex((each) => each.figure === figure),
      1,
    );
    figure.source = { from: 'text', evidence: textOf(tokens, start, end).slice(0, 200) };
    return add(figure);
  };
  const unmentioned = (figure: FigureDraft) =>
    figure.assetId !== null && !mentions.some((each) => each.key === figure.key);
  // "The old woman" of a shot with a linked (or an episode's) old lighthouse keeper not named yet is her.
  const roleOf = (noun: { figure: FigureDraft; start: number }, at: number): FigureDraft | undefined => {
    if (!isDefinite(tokens, noun.start)) return undefined;
    const word = tokens[at]!.lower;
    const linked = figures.find((figure) => unmentioned(figure) && roleFits(word, noun.figure, figure));
    const cast = linked
      ? undefined
      : waiting.find((each) => !each.nameOnly && roleFits(word, noun.figure, each.figure));
    const meant = linked ?? (cast && join(cast.figure, noun.start, at + 1));
    // "The old woman" also says she is a woman: a later "she" stands for her.
    if (meant && meant.gender === 'any') meant.gender = noun.figure.gender;
    return meant;
  };

  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (token.punct || used.has(i)) continue;
    const pronoun = PRONOUNS[token.lower];
    if (pronoun) {
      let target = resolvePronoun(figures, mentions, pronoun);
      // "She" with no person in the shot to stand for: the episode's character she is (the nearest shot's first).
      if ((!target || target.kind === 'animal') && pronoun !== 'plural') {
        const fits = waiting.filter((each) => !each.nameOnly && pronounFits(pronoun, each.figure));
        const chosen = fits.find((each) => each.figure.gender === pronoun) ?? fits[0];
        if (chosen) target = join(chosen.figure, i, i + 1);
      }
      if (target && target.gender === 'any' && target.kind === 'person' && pronoun !== 'plural')
        target.gender = pronoun;
      // "She spots a boat" with nobody named: someone is there all the same.
      if (!target && figures.length === 0 && pronoun !== 'plural') target = add(unnamed(pronoun));
      if (target) mention(target, i, i + 1, true);
      continue;
    }
    let asset = nameMatch(tokens, i, figures, 'any');
    if (!asset) {
      const ofCast = (nameOnly: boolean) =>
        nameMatch(
          tokens,
          i,
          waiting.filter((each) => each.nameOnly === nameOnly).map((each) => each.figure),
          nameOnly ? 'names' : 'definite',
        );
      const found = ofCast(false) ?? ofCast(true);
      if (found && join(found.figure, i, found.end)) asset = found;
    }
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
      const existing =
        byAlias(noun.alias) ?? figures.find((figure) => figure.key === noun.figure.key) ?? roleOf(noun, i);
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

/**
 * How a character may be named: a linked one by any alias after any determiner ('any'); one of another shot by a
 * noun only after a definite one ('definite': "the dog", not "a dog"); one only of the project by its name ('names').
 */
type NameMode = 'any' | 'definite' | 'names';

/** A linked figure named here: its full name, or one of its aliases (a name word, head noun, species). */
function nameMatch(tokens: readonly Token[], i: number, figures: readonly FigureDraft[], mode: NameMode) {
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
    // A common noun alias ("the fisherman", "the dog") needs a determiner; a name word does not, though one of a
    // character not linked here must be written as a name ("Rain hammers the boat" brings no character Rain in).
    const isNameWord = !nounKind(token.lower);
    if (isNameWord && (mode === 'any' || token.capital)) return { figure, end: i + 1 };
    if (!isNameWord && mode !== 'names' && nounFollows(tokens, i, mode)) return { figure, end: i + 1 };
  }
  return undefined;
}

/** "the dog", "the old dog" ('definite'; 'any' also "a dog"): the noun at `i` follows a determiner or look word. */
function nounFollows(tokens: readonly Token[], i: number, mode: NameMode): boolean {
  if (mode === 'any') {
    const before = wordBefore(tokens, i);
    return Boolean(before && (DETERMINERS.has(before.lower) || DESCRIBING_WORDS.has(before.lower)));
  }
  let j = i - 1;
  while (j >= 0 && !tokens[j]!.punct && DESCRIBING_WORDS.has(tokens[j]!.lower)) j -= 1;
  return isDefinite(tokens, j);
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
