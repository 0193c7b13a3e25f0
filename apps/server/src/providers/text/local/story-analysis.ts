import type { StoryAsset, StoryAssetType } from '../text-provider.ts';
import {
  ABSTRACT,
  ABSTRACT_SUFFIX,
  ANIMALS,
  BIRDS,
  BODY_PARTS,
  FISH,
  GENERIC_ANIMALS,
  GENERIC_HUMANS,
  HUMAN_ROLES,
  LOCATIONS,
  PROPS,
  RELATIONAL,
  SCENERY,
} from './asset-lexicon.ts';
import { describeAsset } from './asset-description.ts';
import { extractMentions, tokenize } from './noun-phrases.ts';
import type { Mention } from './noun-phrases.ts';
import { splitSentences } from './sentence-splitter.ts';

const LIMITS: Record<StoryAssetType, number> = { character: 10, location: 8, prop: 8 };
const MAX_ALIASES = 12;

/** Mentions of one thing, grouped while the analysis decides whether and what it is. */
export interface EntityDraft {
  key: string;
  type: StoryAssetType;
  proper: boolean;
  mentions: Mention[];
}

const counted = (draft: EntityDraft): Mention[] => draft.mentions.filter((mention) => !mention.vocative);
const firstIndex = (draft: EntityDraft): number => draft.mentions[0]?.index ?? Number.MAX_SAFE_INTEGER;

function classifyCommon(key: string, mentions: readonly Mention[]): StoryAssetType | 'generic' | undefined {
  // "a kite", "the bat": an animal that is only ever handled is an object.
  const handled = PROPS.has(key) && mentions.some((mention) => mention.objectOfVerb);
  if ((ANIMALS.has(key) || HUMAN_ROLES.has(key)) && !handled) return 'character';
  if (GENERIC_HUMANS.has(key) || GENERIC_ANIMALS.has(key) || key === 'fish' || key === 'bird') return 'generic';
  if (LOCATIONS.has(key)) return 'location';
  if (key.length < 3 || BODY_PARTS.has(key) || SCENERY.has(key) || ABSTRACT.has(key)) return undefined;
  if (ABSTRACT_SUFFIX.test(key)) return undefined;
  return 'prop';
}

function classifyProper(mentions: readonly Mention[]): StoryAssetType {
  if (mentions.some((mention) => mention.place)) return 'location';
  if (mentions.some((mention) => mention.person)) return 'character';
  const locative = mentions.filter((mention) => mention.locative).length;
  return locative * 2 > mentions.length ? 'location' : 'character';
}

function groupMentions(mentions: readonly Mention[]): Map<string, EntityDraft> {
  const drafts = new Map<string, EntityDraft>();
  for (const mention of mentions) {
    // "She wants to be queen" describes someone already known; it introduces nobody.
    if (mention.predicate) continue;
    const id = `${mention.proper ? 'p' : 'c'}:${mention.key}`;
    const draft = drafts.get(id);
    if (draft) {
      draft.mentions.push(mention);
      continue;
    }
    drafts.set(id, { key: mention.key, type: 'prop', proper: mention.proper, mentions: [mention] });
  }
  return drafts;
}

function mergeInto(target: EntityDraft, source: EntityDraft): void {
  target.mentions = [...target.mentions, ...source.mentions].sort((left, right) => left.index - right.index);
}

/** Generic nouns ("the fish", "the beast") join the only character they can stand for, or are dropped. */
function mergeGenerics(characters: EntityDraft[], generics: readonly EntityDraft[]): EntityDraft[] {
  const humanSpecific = characters.filter((draft) => draft.proper || HUMAN_ROLES.has(draft.key));
  const kept: EntityDraft[] = [];
  for (const generic of generics) {
    const family = generic.key === 'fish' ? FISH : generic.key === 'bird' ? BIRDS : ANIMALS;
    if (generic.key === 'fish' || generic.key === 'bird' || GENERIC_ANIMALS.has(generic.key)) {
      const candidates = characters.filter((draft) => !draft.proper && family.has(draft.key));
      const only = candidates[0];
      if (candidates.length === 1 && only) mergeInto(only, generic);
      else if (generic.key === 'fish' || generic.key === 'bird') kept.push({ ...generic, type: 'character' });
      continue;
    }
    if (humanSpecific.length === 0) kept.push({ ...generic, type: 'character' });
  }
  return kept;
}

function mergeAppositions(characters: EntityDraft[]): EntityDraft[] {
  const byKey = new Map(characters.filter((draft) => !draft.proper).map((draft) => [draft.key, draft]));
  const absorbed = new Set<EntityDraft>();
  for (const draft of characters) {
    if (!draft.proper) continue;
    const roleKey = draft.mentions.find((mention) => mention.appositiveOf)?.appositiveOf;
    const role = roleKey ? byKey.get(roleKey) : undefined;
    if (!role || absorbed.has(role)) continue;
    mergeInto(draft, role);
    absorbed.add(role);
  }
  return characters.filter((draft) => !absorbed.has(draft));
}

function passesCharacterThreshold(draft: EntityDraft): boolean {
  const mentions = counted(draft);
  if (draft.proper) {
    const named = mentions.some((mention) => !mention.initial) || mentions.some((mention) => mention.person);
    return named && (mentions.length >= 2 || mentions.some((mention) => mention.person));
  }
  // A group only ever named in the plural ("hunters") is background unless the story keeps returning to it.
  const needed = mentions.every((mention) => mention.plural) ? 3 : 2;
  return mentions.length >= needed;
}

function passesLocationThreshold(draft: EntityDraft): boolean {
  const mentions = counted(draft);
  if (draft.proper) return mentions.some((mention) => !mention.initial);
  const locative = mentions.filter((mention) => mention.locative).length;
  return mentions.length >= 3 || (mentions.length >= 2 && locative >= 1);
}

function propScore(draft: EntityDraft): number {
  const mentions = counted(draft);
  const objects = mentions.filter((mention) => mention.objectOfVerb).length;
  return mentions.length + 1.5 * objects + (PROPS.has(draft.key) ? 2 : 0);
}

function passesPropThreshold(draft: EntityDraft): boolean {
  const mentions = counted(draft);
  if (mentions.length < 2 || draft.proper) return false;
  if (PROPS.has(draft.key)) return true;
  return mentions.length >= 3 && mentions.some((mention) => mention.objectOfVerb);
}

const byCountThenOrder = (left: EntityDraft, right: EntityDraft): number =>
  counted(right).length - counted(left).length || firstIndex(left) - firstIndex(right);

/** Groups mentions into characters, locations and props, ordered by salience. */
export function selectEntities(mentions: readonly Mention[]): EntityDraft[] {
  const drafts = [...groupMentions(mentions).values()];
  let characters: EntityDraft[] = [];
  const generics: EntityDraft[] = [];
  const locations: EntityDraft[] = [];
  const props: EntityDraft[] = [];
  for (const draft of drafts) {
    const type = draft.proper ? classifyProper(draft.mentions) : classifyCommon(draft.key, draft.mentions);
    if (type === 'generic') generics.push(draft);
    else if (type === 'character') characters.push({ ...draft, type });
    else if (type === 'location') locations.push({ ...draft, type });
    else if (type === 'prop') props.push({ ...draft, type });
  }
  characters = mergeAppositions(characters);
  characters = [...characters, ...mergeGenerics(characters, generics)];
  const chosenCharacters = characters.filter(passesCharacterThreshold).sort(byCountThenOrder);
  const chosenLocations = locations.filter(passesLocationThreshold).sort(byCountThenOrder);
  const chosenProps = props
    .filter(passesPropThreshold)
    .sort((left, right) => propScore(right) - propScore(left) || firstIndex(left) - firstIndex(right));
  return [
    ...chosenCharacters.slice(0, LIMITS.character),
    ...chosenLocations.slice(0, LIMITS.location),
    ...chosenProps.slice(0, LIMITS.prop),
  ];
}

const titleCase = (text: string): string =>
  text.replace(/(^|[\s-])(\p{L})/gu, (_match, space: string, letter: string) => space + letter.toUpperCase());

function mostCommon<T>(values: readonly T[]): T | undefined {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: T | undefined;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

/** Display name: the proper name, else the head noun, its usual compound or its possessor. */
export function entityName(draft: EntityDraft, characterKeys: ReadonlySet<string>): string {
  const mentions = counted(draft).length > 0 ? counted(draft) : draft.mentions;
  if (draft.proper) {
    const properMention = mentions.find((mention) => mention.proper) ?? mentions[0];
    return titleCase(properMention?.key ?? draft.key);
  }
  const possessor = mostCommon(mentions.flatMap((mention) => (mention.possessor ? [mention.possessor] : [])));
  if (RELATIONAL.has(draft.key) && possessor && characterKeys.has(possessor)) {
    return `${titleCase(possessor)}'s ${titleCase(draft.key)}`;
  }
  const own = mentions.filter((mention) => mention.key === draft.key);
  const head = own.every((mention) => mention.plural) ? (own[0]?.surface ?? draft.key) : draft.key;
  const compound = mostCommon(own.flatMap((mention) => (mention.compound ? [mention.compound] : [])));
  const compoundCount = own.filter((mention) => mention.compound === compound).length;
  return titleCase(compound && compoundCount * 2 >= own.length ? `${compound} ${head}` : head);
}

function entityAliases(draft: EntityDraft, name: string): string[] {
  const counts = new Map<string, { count: number; first: number }>();
  const add = (form: string, index: number): void => {
    const alias = form.trim().toLowerCase();
    if (!alias || alias === name.toLowerCase()) return;
    const entry = counts.get(alias);
    if (entry) entry.count++;
    else counts.set(alias, { count: 1, first: index });
  };
  for (const mention of draft.mentions) {
    add(mention.surface, mention.index);
    if (!mention.proper) add(mention.key, mention.index);
    if (mention.compound) add(`${mention.compound} ${mention.surface}`, mention.index);
    add(mention.phrase, mention.index);
  }
  return [...counts.entries()]
    .sort(([, left], [, right]) => right.count - left.count || left.first - right.first)
    .slice(0, MAX_ALIASES)
    .map(([alias]) => alias);
}

/** Finds the characters, locations and props of a story, with merged aliases and short descriptions. */
export function analyzeStoryText(story: string): StoryAsset[] {
  const mentions = extractMentions(tokenize(story));
  const drafts = selectEntities(mentions);
  const characterKeys = new Set(drafts.filter((draft) => draft.type === 'character').map((draft) => draft.key));
  const sentences = splitSentences(story).map((sentence) => sentence.text);
  return drafts.map((draft) => {
    const name = entityName(draft, characterKeys);
    const aliases = entityAliases(draft, name);
    return { name, type: draft.type, aliases, description: describeAsset(draft, name, aliases, sentences) };
  });
}
