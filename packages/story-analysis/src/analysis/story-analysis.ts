import type { Language } from '@sym/contracts';
import { detectLanguage } from '../language/detect-language.ts';
import type { StoryAsset, StoryAssetType } from '../types.ts';
import { analyzeWithLexicon } from './lexicon-analysis.ts';
import { correctAssets } from './story-naming.ts';
import { STORY_LEXICONS } from './lexicons/index.ts';
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
  MATERIALS,
  OBJECT_PARTS,
  PLACE_PHRASES,
  SCENERY,
} from './asset-lexicon.ts';

const BODY_OR_OBJECT = new Set(['chest', 'trunk', 'palm', 'arms']);
// Words for lines drawn on something as well as for objects ("the lines meet at a cross" on a map, a fishing line).
const MARK_OR_OBJECT = new Set(['line', 'stripe']);

const isLexiconWord = (key: string): boolean => ANIMALS.has(key) || HUMAN_ROLES.has(key) || GENERIC_ANIMALS.has(key);
import { createDescriptionContext, describeAsset } from './asset-description.ts';
import { extractMentions, type Mention } from './noun-phrases.ts';
import { tokenize } from './story-tokens.ts';

// A longer story has more to list: about one asset of each type per 80 words, within these bounds.
const MIN_LIMIT = 8;
const MAX_LIMIT = 16;
const WORDS_PER_ASSET = 20;
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

/** The usual modifier-and-head form of a common noun ("finish line"), when most mentions share it. */
function usualCompound(key: string, mentions: readonly Mention[]): string | undefined {
  const own = mentions.filter((mention) => mention.key === key);
  const compound = mostCommon(own.flatMap((mention) => (mention.compound ? [mention.compound] : [])));
  const count = own.filter((mention) => mention.compound === compound).length;
  return compound && count * 2 >= own.length ? `${compound} ${key}` : undefined;
}

function classifyCommon(key: string, mentions: readonly Mention[]): StoryAssetType | 'generic' | undefined {
  // "the finish line", "the meeting room": the whole phrase decides before its head noun does.
  const phrase = usualCompound(key, mentions);
  if (phrase && PLACE_PHRASES.has(phrase)) return 'location';
  // "a stone frog", "a toy soldier": an animal or person always made of something is an object.
  const own = mentions.filter((mention) => mention.key === key);
  if (own.every((mention) => MATERIALS.has(mention.compound ?? mention.adjectives[0] ?? ''))) return 'prop';
  // "a kite", "the bat": an animal that is only ever handled is an object.
  const handled = PROPS.has(key) && mentions.some((mention) => mention.objectOfVerb);
  if ((ANIMALS.has(key) || HUMAN_ROLES.has(key)) && !handled) return 'character';
  if (GENERIC_HUMANS.has(key) || GENERIC_ANIMALS.has(key) || key === 'fish' || key === 'bird') return 'generic';
  if (LOCATIONS.has(key)) return 'location';
  if (key.length < 3 || BODY_PARTS.has(key) || SCENERY.has(key) || ABSTRACT.has(key)) return undefined;
  if (ABSTRACT_SUFFIX.test(key)) return undefined;
  return 'prop';
}

function classifyProper(key: string, mentions: readonly Mention[]): StoryAssetType {
  // "Willow Lane", "the Ember Crown": a name ending in a place or object noun is a place or an object.
  // As written: "Lena Brooks" is a person, not a brook.
  const head = key.split(' ').pop() ?? '';
  if (key.includes(' ') && LOCATIONS.has(head)) return 'location';
  if (key.includes(' ') && PROPS.has(head) && !HUMAN_ROLES.has(head)) return 'prop';
  if (mentions.some((mention) => mention.place)) return 'location';
  if (mentions.some((mention) => mention.person)) return 'character';
  const locative = mentions.filter((mention) => mention.locative).length;
  return locative * 2 > mentions.length ? 'location' : 'character';
}

function groupMentions(mentions: readonly Mention[]): Map<string, EntityDraft> {
  const drafts = new Map<string, EntityDraft>();
  // "said Fox" is the fox of "the fox ran" when the story has one; "Wren woke" at a sentence start is the Wren of
  // "his sister Wren" when the story has no lower-case wren.
  const commonKeys = new Set(
    mentions.filter((mention) => !mention.proper && !mention.initial).map((mention) => mention.key),
  );
  const properKeys = new Set(
    mentions
      .filter((mention) => mention.proper && !(commonKeys.has(mention.key) && isLexiconWord(mention.key)))
      .map((mention) => mention.key),
  );
  for (const mention of mentions) {
    // "She wants to be queen" describes someone already known; it introduces nobody ("It was Richard" still names).
    if ((mention.predicate || mention.simile) && !mention.proper) continue;
    const proper = properKeys.has(mention.key) && (mention.proper || mention.initial);
    const id = `${proper ? 'p' : 'c'}:${mention.key}`;
    const draft = drafts.get(id);
    if (draft) {
      draft.mentions.push(mention);
      continue;
    }
    drafts.set(id, { key: mention.key, type: 'prop', proper, mentions: [mention] });
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

/** A role named beside only one proper name ("Tobias, a retired fisherman") is that character, not another. */
function mergeAppositions(characters: EntityDraft[]): EntityDraft[] {
  const byKey = new Map(characters.filter((draft) => !draft.proper).map((draft) => [draft.key, draft]));
  const claims = new Map<string, EntityDraft[]>();
  for (const draft of characters) {
    if (!draft.proper) continue;
    const roles = new Set(draft.mentions.flatMap((mention) => (mention.appositiveOf ? [mention.appositiveOf] : [])));
    for (const role of roles) claims.set(role, [...(claims.get(role) ?? []), draft]);
  }
  const absorbed = new Set<EntityDraft>();
  for (const [roleKey, owners] of claims) {
    const role = byKey.get(roleKey);
    const [owner] = owners;
    if (!role || !owner || owners.length !== 1) continue;
    mergeInto(owner, role);
    absorbed.add(role);
  }
  return characters.filter((draft) => !absorbed.has(draft));
}

const introduced = (mention: Mention): boolean =>
  !mention.apposed && /^an? /.test(mention.phrase) && mention.adjectives.some((word) => !NON_VISUAL.has(word));
// "a certain man", "another woman": adjectives that say nothing about how someone looks.
const NON_VISUAL = new Set('certain other another same such only own whole next last first few many'.split(' '));

function passesCharacterThreshold(draft: EntityDraft): boolean {
  const mentions = counted(draft);
  if (draft.proper) {
    const named = mentions.some((mention) => !mention.initial) || mentions.some((mention) => mention.person);
    // Named once is enough when the name does or undergoes something mid-sentence ("He ordered Hephaestus to...").
    const present = mentions.some((mention) => !mention.initial && mention.acts && !mention.embedded);
    return named && (mentions.length >= 2 || present || mentions.some((mention) => mention.person));
  }
  // A group only ever named in the plural ("guests") is background unless the story comes back to it; one
  // "herald" or "stranger" is someone to draw when it does something ("a herald rode into the square").
  if (mentions.every((mention) => mention.plural)) return mentions.length >= 2 || mentions.some((m) => m.acts);
  // "a scarf her mother knitted": someone named once inside a description of something else is not on stage.
  // "a tall stranger in a grey coat": someone introduced with a look is someone to draw, named once or not.
  return mentions.length >= 2 || mentions.some((mention) => !mention.embedded && (mention.acts || introduced(mention)));
}

function passesLocationThreshold(draft: EntityDraft): boolean {
  const mentions = counted(draft);
  if (draft.proper) return mentions.some((mention) => !mention.initial);
  // A place noun ("the hut", "the finish line") is a setting the first time it is named.
  if (mentions.length >= 1 && (LOCATIONS.has(draft.key) || PLACE_PHRASES.has(usualCompound(draft.key, mentions) ?? '')))
    return true;
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
  if (mentions.length === 0 || draft.proper) return false;
  // "his chest", "its trunk": a word for a body part as well as an object, only ever on someone's body.
  if (BODY_OR_OBJECT.has(draft.key) && mentions.every((mention) => mention.ownedByPronoun)) return false;
  // "with Pip in the bow": a part of the boat someone sits in, not a bow to shoot with.
  if (OBJECT_PARTS.has(draft.key) && mentions.every((mention) => mention.locative && !mention.objectOfVerb))
    return false;
  // "a tin box tied with string": only ever a trait of another object.
  if (mentions.every((mention) => mention.trait)) return false;
  // "the lines meet at a cross": lines on a map unless handled, someone's ("a tug on his line") or of a kind ("a
  // fishing line", "the drying line").
  const ofKind = (mention: Mention) =>
    mention.compound || mention.ownedByPronoun || mention.adjectives.some((word) => word.endsWith('ing'));
  if (MARK_OR_OBJECT.has(draft.key) && !mentions.some((mention) => mention.objectOfVerb || ofKind(mention)))
    return false;
  // A known object ("a red scarf", "a photograph") counts once; any other noun once handled and named again.
  if (PROPS.has(draft.key)) return true;
  return mentions.length >= 2 && mentions.some((mention) => mention.objectOfVerb);
}

const byCountThenOrder = (left: EntityDraft, right: EntityDraft): number =>
  counted(right).length - counted(left).length || firstIndex(left) - firstIndex(right);

/** "Anna" and "Anna Keller", "Grace" and "Grace Mutua": a one-word name joins the only longer name it is part of. */
function mergeNameParts(characters: EntityDraft[]): EntityDraft[] {
  const full = characters.filter((draft) => draft.proper && draft.key.includes(' '));
  const absorbed = new Set<EntityDraft>();
  for (const draft of characters) {
    if (!draft.proper || draft.key.includes(' ')) continue;
    // "Sam" for "Samuel Reid": a short form of the first name counts too.
    const owners = full.filter((candidate) => {
      const parts = candidate.key.split(' ');
      return parts.includes(draft.key) || (draft.key.length >= 3 && parts[0]?.startsWith(draft.key));
    });
    const [owner] = owners;
    if (owners.length !== 1 || !owner) continue;
    mergeInto(owner, draft);
    absorbed.add(draft);
  }
  return characters.filter((draft) => !absorbed.has(draft));
}

/** "the lane" of a story set on "Willow Lane" is that lane: a place noun joins the only name it ends. */
function mergePlaceHeads(locations: EntityDraft[]): EntityDraft[] {
  const named = locations.filter((draft) => draft.proper && draft.key.includes(' '));
  const absorbed = new Set<EntityDraft>();
  for (const draft of locations) {
    if (draft.proper) continue;
    const owners = named.filter((candidate) => candidate.key.split(' ').pop() === draft.key);
    const [owner] = owners;
    if (owners.length !== 1 || !owner) continue;
    mergeInto(owner, draft);
    absorbed.add(draft);
  }
  return locations.filter((draft) => !absorbed.has(draft));
}

/** Groups mentions into characters, locations and props, ordered by salience; `words` sets how many of each. */
export function selectEntities(mentions: readonly Mention[], words = 0): EntityDraft[] {
  const limit = Math.min(MAX_LIMIT, Math.max(MIN_LIMIT, Math.round(words / WORDS_PER_ASSET)));
  const drafts = [...groupMentions(mentions).values()];
  let characters: EntityDraft[] = [];
  const generics: EntityDraft[] = [];
  const locations: EntityDraft[] = [];
  const props: EntityDraft[] = [];
  for (const draft of drafts) {
    const type = draft.proper ? classifyProper(draft.key, draft.mentions) : classifyCommon(draft.key, draft.mentions);
    if (type === 'generic') generics.push(draft);
    else if (type === 'character') characters.push({ ...draft, type });
    else if (type === 'location') locations.push({ ...draft, type });
    else if (type === 'prop') props.push({ ...draft, type });
  }
  characters = mergeNameParts(mergeAppositions(characters));
  characters = [...characters, ...mergeGenerics(characters, generics)];
  const chosenCharacters = characters.filter(passesCharacterThreshold).sort(byCountThenOrder);
  const chosenLocations = mergePlaceHeads(locations).filter(passesLocationThreshold).sort(byCountThenOrder);
  const chosenProps = props
    .filter(passesPropThreshold)
    .sort((left, right) => propScore(right) - propScore(left) || firstIndex(left) - firstIndex(right));
  return [...chosenCharacters.slice(0, limit), ...chosenLocations.slice(0, limit), ...chosenProps.slice(0, limit)];
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

/**
 * Finds the characters, locations and props of a story, with merged aliases and short descriptions, in the story's
 * language (told from its words; `language` is the caller's guess for a text too short to tell).
 */
export function analyzeStoryText(story: string, language?: Language): StoryAsset[] {
  const detected = detectLanguage(story, language);
  if (detected !== 'en') return correctAssets(story, analyzeWithLexicon(story, STORY_LEXICONS[detected]), detected);
  const tokens = tokenize(story);
  const mentions = extractMentions(tokens);
  const drafts = selectEntities(mentions, story.split(/\s+/).filter(Boolean).length);
  const characterKeys = new Set(drafts.filter((draft) => draft.type === 'character').map((draft) => draft.key));
  const context = createDescriptionContext(tokens, mentions);
  const assets = drafts.map((draft) => {
    const name = entityName(draft, characterKeys);
    const aliases = entityAliases(draft, name);
    return { name, type: draft.type, aliases, description: describeAsset(draft, name, context) };
  });
  return correctAssets(story, assets, 'en');
}
