import type { FigureAction, FigureKind, SceneSource } from '@sym/contracts';
import { tokenize, type Token } from './scene-text.ts';
import { GROUP_SET, animalOf, isPluralAnimal, isTitle } from './scene-lexicon.ts';
import { AGE_WORDS, PERSON_NOUNS, singularPerson } from './scene-people.ts';
import { DESCRIBING_WORDS, DETERMINERS, PRONOUNS } from './scene-words.ts';

/**
 * A figure while the planner reads it (a draft: kind, species, gender, look words, the words that name it), and
 * what a noun says a figure is ("fisherman" a man, "crowd" a group, "terrier" a dog).
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

export interface CharacterAsset {
  id: string;
  name: string;
  description: string;
}

const BIG_GROUPS = new Set(['crowd', 'army', 'audience', 'spectators', 'villagers', 'townsfolk', 'people']);

export function blank(key: string, name: string, source: SceneSource): FigureDraft {
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
export function assetFigure(asset: CharacterAsset): FigureDraft {
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

export type NounKind =
  | { kind: 'person'; gender: Gender }
  | { kind: 'group'; count: number }
  | { kind: 'animal'; species: string; plural: boolean };

export function nounKind(lower: string): NounKind | undefined {
  const gender = PERSON_NOUNS.get(lower);
  if (gender) return { kind: 'person', gender };
  if (GROUP_SET.has(lower)) return { kind: 'group', count: BIG_GROUPS.has(lower) ? 8 : 4 };
  if (singularPerson(lower)) return { kind: 'group', count: 3 };
  const species = animalOf(lower);
  if (species) return { kind: 'animal', species, plural: isPluralAnimal(lower) };
  return undefined;
}

export function applyKind(figure: FigureDraft, kind: NounKind, word: string): void {
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
