import type { SceneSource } from '@sym/contracts';
import { propDefinition } from '@sym/story-analysis';
import { findPhrases, textOf, tokenize, type PhraseMatch, type Token } from './scene-text.ts';
import { PROP_PHRASES } from './scene-lexicon.ts';
import { readVerb } from './scene-verbs.ts';
import { DESCRIBING_WORDS, DETERMINERS, POSSESSIVE_PRONOUNS } from './scene-words.ts';

/**
 * The things in the shot: linked prop assets and the props the words name ("a small tin box tied with string" →
 * a box: small, tin, tied with string), each mention kept so actions can give a prop to the figure holding it.
 */

export interface PropDraft {
  key: string;
  assetId: string | null;
  name: string;
  kind: string;
  traits: string[];
  heldBy?: string;
  source: SceneSource;
}

export interface PropMention {
  key: string;
  start: number;
  end: number;
}

export interface PropAsset {
  id: string;
  name: string;
  description: string;
}

const MAX_PROPS = 12;
/** The generic drawing for a prop no definition knows. */
const FALLBACK_KIND = 'box';

/** Prop words that are also verbs or other words ("watch", "ring", "fire"): a prop only inside a noun phrase. */
const AMBIGUOUS_PROP_WORDS = new Set([
  'watch',
  'ring',
  'bow',
  'fire',
  'picture',
  'note',
  'line',
  'tin',
  'glass',
  'cap',
  'stick',
  'staff',
  'rod',
  'chart',
  'screen',
  'gold',
  'tablet',
  'mobile',
  'key',
  'light',
  'bell',
  'fruit',
  'message',
  'hand',
  'table',
  'trunk',
  'rose',
  'torch',
]);
const PARTICIPLES =
  /^(tied|wrapped|bound|covered|filled|stuffed|marked|sealed|locked|made|stamped|painted|carved|stained|full|tucked|decorated|engraved|inscribed)$/;
const LINKS = new Set(['with', 'in', 'of', 'by', 'from', 'on']);

/**
 * A one-word prop that is also a verb or another word ("she watches", "a ring of stones" stays) counts only
 * inside a noun phrase: after a determiner, a possessive or "with", with look words between ("a blinking screen").
 */
function acceptProp(match: PhraseMatch, tokens: readonly Token[]): boolean {
  if (match.end - match.start > 1) return true;
  const word = tokens[match.start]!.lower;
  const singular = word.replace(/(es|s)$/, '');
  if (!AMBIGUOUS_PROP_WORDS.has(word) && !AMBIGUOUS_PROP_WORDS.has(singular) && !readVerb(word)) return true;
  for (let i = match.start - 1; i >= 0 && i >= match.start - 4; i -= 1) {
    const before = tokens[i]!;
    if (before.punct) return false;
    if (before.possessive || DETERMINERS.has(before.lower) || POSSESSIVE_PRONOUNS.has(before.lower)) return true;
    if (before.lower === 'with') return true;
    if (!DESCRIBING_WORDS.has(before.lower) && !/(ing|ed)$/.test(before.lower)) return false;
  }
  return false;
}

export function findProps(
  tokens: readonly Token[],
  assets: readonly PropAsset[],
  used: Set<number>,
): { props: PropDraft[]; mentions: PropMention[] } {
  const props: PropDraft[] = assets.slice(0, MAX_PROPS).map(assetProp);
  const mentions: PropMention[] = [];
  const matches = findPhrases(tokens, PROP_PHRASES, (match, all) => {
    for (let i = match.start; i < match.end; i += 1) if (used.has(i)) return false;
    return acceptProp(match, all);
  });
  for (const match of matches) {
    if (used.has(match.start)) continue; // read as part of an earlier prop ("tied with string")
    const trailing = trailingPhrase(tokens, match.end);
    let prop =
      props.find((each) => each.assetId !== null && each.kind === match.key) ??
      props.find((each) => each.key === `text:${match.key}`);
    if (!prop && props.length < MAX_PROPS) {
      const name = nounPhrase(tokens, match);
      prop = {
        key: `text:${match.key}`,
        assetId: null,
        name: name.text.slice(0, 120),
        kind: match.key,
        traits: [],
        source: { from: 'text', evidence: textOf(tokens, name.start, trailing?.end ?? match.end).slice(0, 200) },
      };
      props.push(prop);
    }
    if (!prop) continue;
    for (const trait of traitsOf(tokens, match)) addTrait(prop, trait);
    if (trailing) {
      addTrait(prop, trailing.phrase);
      for (let i = match.end; i < trailing.end; i += 1) used.add(i);
    }
    for (let i = match.start; i < match.end; i += 1) used.add(i);
    mentions.push({ key: prop.key, start: match.start, end: match.end });
  }
  return { props, mentions };
}

function assetProp(asset: PropAsset): PropDraft {
  // A prop's name is a noun phrase: "Key" is a key even with no determiner before it (in a sentence it may be a verb).
  const match =
    findPhrases(tokenize(asset.name), PROP_PHRASES)[0] ??
    findPhrases(tokenize(asset.description), PROP_PHRASES, acceptProp)[0];
  const kind = match?.key ?? FALLBACK_KIND;
  const prop: PropDraft = {
    key: asset.id,
    assetId: asset.id,
    name: asset.name.slice(0, 120),
    kind: propDefinition(kind) ? kind : FALLBACK_KIND,
    traits: [],
    source: { from: 'asset', evidence: asset.name.slice(0, 200) },
  };
  const own = tokenize(asset.name);
  const nameMatch = findPhrases(own, PROP_PHRASES)[0];
  if (nameMatch) for (const trait of traitsOf(own, nameMatch)) addTrait(prop, trait);
  return prop;
}

function addTrait(prop: PropDraft, trait: string): void {
  if (trait && !prop.traits.includes(trait) && prop.traits.length < 12) prop.traits.push(trait.slice(0, 60));
}

/** Look words before the prop and the modifiers of its phrase ("small", "tin" of "a small tin box"). */
function traitsOf(tokens: readonly Token[], match: PhraseMatch): string[] {
  const traits: string[] = [];
  for (let i = match.start - 1; i >= 0 && i >= match.start - 4; i -= 1) {
    const token = tokens[i]!;
    if (token.punct || !DESCRIBING_WORDS.has(token.lower)) break;
    traits.unshift(token.lower);
  }
  for (let i = match.start; i < match.end - 1; i += 1) traits.push(tokens[i]!.lower);
  return traits;
}

function nounPhrase(tokens: readonly Token[], match: PhraseMatch): { text: string; start: number } {
  let start = match.start;
  for (let i = match.start - 1; i >= 0 && i >= match.start - 5; i -= 1) {
    const token = tokens[i]!;
    if (token.punct) break;
    if (DESCRIBING_WORDS.has(token.lower)) start = i;
    else {
      if (DETERMINERS.has(token.lower) && !POSSESSIVE_PRONOUNS.has(token.lower)) start = i;
      break;
    }
  }
  return { text: textOf(tokens, start, match.end), start };
}

/** "tied with string", "wrapped in oilcloth", "full of coins": a participle and its short complement. */
function trailingPhrase(tokens: readonly Token[], end: number): { phrase: string; end: number } | undefined {
  const participle = tokens[end];
  const link = tokens[end + 1];
  if (!participle || participle.punct || !PARTICIPLES.test(participle.lower)) return undefined;
  if (!link || link.punct || !LINKS.has(link.lower)) return undefined;
  let stop = end + 2;
  while (stop < tokens.length && stop < end + 5 && !tokens[stop]!.punct && tokens[stop]!.lower !== 'and') stop += 1;
  if (stop === end + 2) return undefined;
  return { phrase: textOf(tokens, end, stop).toLowerCase(), end: stop };
}

/** Props that are clothes: worn, they are drawn on the figure, not beside it. */
const WEARABLE = new Set(['scarf', 'hat']);

/**
 * Drops a linked prop a figure wears: "wears a red scarf" with a linked Scarf puts the scarf on the figure (a trait)
 * and the prop would draw a second one lying beside her.
 */
export function dropWorn(props: PropDraft[], figures: ReadonlyArray<{ traits: readonly string[] }>): void {
  for (let i = props.length - 1; i >= 0; i -= 1) {
    const prop = props[i]!;
    if (!WEARABLE.has(prop.kind) || prop.heldBy) continue;
    const words = propDefinition(prop.kind)?.words ?? [];
    const worn = figures.some((figure) =>
      figure.traits.some((trait) => words.some((word) => trait.split(' ').includes(word))),
    );
    if (worn) props.splice(i, 1);
  }
}

/**
 * "pulls her shawl tight": a garment named as a figure's own ("her shawl", "his red cap") is worn, a look of that
 * figure, not a thing of its own in the picture. Its words join the figure's traits and the prop goes.
 */
export function wearOwned(
  props: PropDraft[],
  propMentions: readonly PropMention[],
  figures: ReadonlyArray<{ key: string; traits: string[]; holds?: string | null }>,
  owners: ReadonlyArray<{ key: string; end: number; possessive: boolean }>,
): void {
  for (let i = props.length - 1; i >= 0; i -= 1) {
    const prop = props[i]!;
    if (!WEARABLE.has(prop.kind)) continue;
    const mention = propMentions.find((each) => each.key === prop.key);
    // The owner's word right before the garment, or before its look words ("her red woollen scarf").
    const owner =
      mention && owners.find((each) => each.possessive && each.end <= mention.start && mention.start - each.end <= 2);
    const figure = owner && figures.find((each) => each.key === owner.key);
    if (!figure) continue;
    const name = prop.name.toLowerCase();
    const worn = [...prop.traits.filter((trait) => !name.includes(trait)), name].join(' ');
    if (!figure.traits.includes(worn) && figure.traits.length < 16) figure.traits.push(worn.slice(0, 60));
    if (figure.holds === prop.key) figure.holds = null;
    props.splice(i, 1);
  }
}
