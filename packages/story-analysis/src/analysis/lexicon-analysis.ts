import type { StoryAsset, StoryAssetType } from '../types.ts';
import type { StoryLexicon } from './lexicons/story-lexicon.ts';
import { TYPE_OF_KIND, findMentions, segmentWords } from './lexicon-mentions.ts';
import type { WordMention, WordToken } from './lexicon-mentions.ts';

/**
 * Story analysis for German, French, Spanish, Italian and Japanese: the same steps as the English one (group the
 * mentions of one thing, decide what it is, keep what the story comes back to or describes), read from the
 * language's lexicon instead of a tagger. Descriptions are phrases in the story's own words ("eine junge Bäckerin
 * mit roten Zöpfen und einer weißen Schürze", "白い耳の小さなテリア").
 */

const MIN_LIMIT = 8;
const MAX_LIMIT = 16;
const WORDS_PER_ASSET = 20;
const MAX_ALIASES = 12;
const MAX_PHRASE_TOKENS = 16;
// Japanese modifiers before a noun: words with kanji or katakana, "の", and adjectives ending in い or な.
const JA_MODIFIER = /[\u4e00-\u9fff々\u30a0-\u30ff]|^の$|^\p{Script=Hiragana}+[いな]$/u;

const OF_WORDS = new Set(['von', 'de', 'di', 'del', 'du', 'della', 'des']);

interface Entity {
  key: string;
  type: StoryAssetType;
  isName: boolean;
  mentions: WordMention[];
  /** Where a role stands beside the name ("Greta, eine junge Bäckerin"), for the description. */
  role?: WordMention;
}

const textOf = (tokens: readonly WordToken[], from: number, to: number, spaced: boolean): string =>
  tokens
    .slice(from, to + 1)
    .map((token, offset) => (offset > 0 && spaced ? token.space || '' : '') + token.text)
    .join('')
    .trim();

const isComma = (token: WordToken | undefined): boolean => token !== undefined && /^[,、]$/.test(token.text);

/** A noun mention whose phrase starts within a few tokens from `from`. */
function mentionFrom(mentions: readonly WordMention[], from: number, within = 4): WordMention | undefined {
  return mentions.find((mention) => mention.start >= from && mention.start <= from + within && mention.index >= from);
}

/** German: the first capitalised word within three words ("mit roten Zöpfen"), a noun whatever the lexicon says. */
function nounAfter(tokens: readonly WordToken[], from: number, lexicon: StoryLexicon): number | undefined {
  // Elsewhere: the word after a determiner ("con un pañuelo rojo"), whatever the lexicon says.
  if (!lexicon.capitalizedNouns) {
    const opener = tokens[from];
    const noun = tokens[from + 1];
    const isNoun =
      opener?.isWord && lexicon.determiners.has(opener.lower) && noun?.isWord && !lexicon.stopwords.has(noun.lower);
    return isNoun ? from + 1 : undefined;
  }
  for (let cursor = from; cursor < from + 3; cursor++) {
    const token = tokens[cursor];
    if (!token?.isWord) return undefined;
    if (token.capitalized) return cursor;
  }
  return undefined;
}

/** End of a phrase from a mention: following adjectives, then "with …" and "… and …" lists, a place's whereabouts. */
function phraseEnd(
  tokens: readonly WordToken[],
  mentions: readonly WordMention[],
  mention: WordMention,
  lexicon: StoryLexicon,
  isPlace: boolean,
): number {
  let end = mention.end;
  if (lexicon.headFinal) return end;
  while (lexicon.adjectives.has(tokens[end + 1]?.lower ?? '') && end - mention.end < 2) end++;
  for (let hops = 0; hops < 3; hops++) {
    const next = tokens[end + 1];
    if (!next?.isWord) break;
    const joins =
      (!isPlace && lexicon.withWords.has(next.lower)) ||
      (hops > 0 && lexicon.andWords.has(next.lower)) ||
      (isPlace && lexicon.locatives.has(next.lower)) ||
      (hops > 0 && ['von', 'de', 'di', 'del', 'du', 'della'].includes(next.lower));
    // "mit einer blauen Mütze und …": an "and" joins only a noun phrase that starts right after it.
    const within = lexicon.andWords.has(next.lower) ? 0 : 3;
    const follower = joins
      ? (mentionFrom(mentions, end + 2, within)?.end ?? nounAfter(tokens, end + 2, lexicon))
      : undefined;
    if (follower === undefined || follower - end > 8) break;
    end = follower;
    while (lexicon.adjectives.has(tokens[end + 1]?.lower ?? '') && end - follower < 2) end++;
  }
  return end;
}

/** Japanese: the modifiers before a noun, back to a particle or a comma ("岬の古い灯台"). */
function modifiersStart(tokens: readonly WordToken[], index: number): number {
  let start = index;
  while (start > 0 && index - start < 6 && tokens[start - 1]?.isWord && JA_MODIFIER.test(tokens[start - 1]!.text))
    start--;
  while (start < index && tokens[start]?.text === 'の') start++;
  return start;
}

function phraseOf(
  tokens: readonly WordToken[],
  mentions: readonly WordMention[],
  mention: WordMention,
  lexicon: StoryLexicon,
  isPlace: boolean,
): string {
  if (lexicon.headFinal) return textOf(tokens, modifiersStart(tokens, mention.index), mention.end, false);
  const end = Math.min(phraseEnd(tokens, mentions, mention, lexicon, isPlace), mention.start + MAX_PHRASE_TOKENS);
  return textOf(tokens, mention.start, end, true);
}

/** The role beside a name: before it ("die Bäckerin Greta", "漁師のトム") or after its comma ("Greta, eine …"). */
function roleBeside(
  tokens: readonly WordToken[],
  mentions: readonly WordMention[],
  name: WordMention,
  lexicon: StoryLexicon,
): WordMention | undefined {
  const isRole = (mention: WordMention | undefined): mention is WordMention =>
    mention !== undefined && ['role', 'animal', 'generic', 'place'].includes(mention.kind);
  const position = mentions.indexOf(name);
  const previous = mentions[position - 1];
  const next = mentions[position + 1];
  const gap = lexicon.headFinal ? (tokens[name.start - 1]?.text === 'の' ? 2 : 1) : 1;
  if (!lexicon.headFinal && isRole(next) && isComma(tokens[name.end + 1]) && next.start === name.end + 2) return next;
  if (isRole(previous) && previous.end === name.start - gap) return previous;
  return undefined;
}

/** "am Marktplatz von Lindenau": a name owning a place is a place. */
function ownsPlace(mentions: readonly WordMention[], name: WordMention, tokens: readonly WordToken[]): boolean {
  const previous = mentions[mentions.indexOf(name) - 1];
  return (
    previous?.kind === 'place' && OF_WORDS.has(tokens[name.start - 1]?.lower ?? '') && previous.end === name.start - 2
  );
}

function groupEntities(
  tokens: readonly WordToken[],
  mentions: readonly WordMention[],
  lexicon: StoryLexicon,
): Entity[] {
  const groups = new Map<string, Entity>();
  const roleClaims = new Map<string, Set<string>>();
  for (const mention of mentions) {
    const isName = mention.kind === 'name';
    const id = `${isName ? 'p' : 'c'}:${mention.key}`;
    let entity = groups.get(id);
    if (!entity) {
      entity = { key: mention.key, type: TYPE_OF_KIND[mention.kind] ?? 'character', isName, mentions: [] };
      groups.set(id, entity);
    }
    entity.mentions.push(mention);
    if (!isName) continue;
    const role = roleBeside(tokens, mentions, mention, lexicon);
    if (!role) continue;
    entity.role ??= role;
    roleClaims.set(role.key, new Set([...(roleClaims.get(role.key) ?? []), mention.key]));
  }
  const entities = [...groups.values()];
  for (const entity of entities.filter((candidate) => candidate.isName)) {
    // "im Städtchen Lindenau", "in Lindenau": a name beside a place noun or mostly after "in" is a place.
    const locative = entity.mentions.filter(
      (mention) => mention.locative || ownsPlace(mentions, mention, tokens),
    ).length;
    entity.type = entity.role?.kind === 'place' || locative * 2 > entity.mentions.length ? 'location' : 'character';
  }
  // A role beside only one name is that name: "die Bäckerin" is Greta.
  for (const [roleKey, owners] of roleClaims) {
    const role = groups.get(`c:${roleKey}`);
    const owner = owners.size === 1 ? groups.get(`p:${[...owners][0]}`) : undefined;
    if (!role || !owner || role.type !== owner.type) continue;
    owner.mentions.push(...role.mentions);
    groups.delete(`c:${roleKey}`);
  }
  // "Jannik" and "Jannik Petersen", "Ohlsen" and "Frau Ohlsen": a one-word name joins the only longer one.
  const names = [...groups.values()].filter((entity) => entity.isName);
  for (const short of names.filter((entity) => !entity.key.includes(' '))) {
    const owners = names.filter((entity) => entity !== short && entity.key.split(' ').includes(short.key));
    if (owners.length !== 1) continue;
    owners[0]!.mentions.push(...short.mentions);
    groups.delete(`p:${short.key}`);
  }
  // German nouns nobody lists: "Fässer" and "Fässern" are one.
  const nouns = [...groups.values()].filter((entity) => entity.mentions[0]?.kind === 'noun');
  for (const noun of nouns) {
    const base = nouns.find(
      (other) => other !== noun && groups.has(`c:${other.key}`) && lexicon.lemmas(noun.key).includes(other.key),
    );
    if (!base) continue;
    base.mentions.push(...noun.mentions);
    groups.delete(`c:${noun.key}`);
  }
  for (const entity of groups.values()) entity.mentions.sort((left, right) => left.index - right.index);
  return [...groups.values()];
}

function isKept(entity: Entity, tokens: readonly WordToken[], lexicon: StoryLexicon): boolean {
  const { mentions } = entity;
  const count = mentions.length;
  const described = mentions.some((mention) => mention.indefinite && mention.modifiers > 0);
  if (entity.isName) {
    // German capitalises every noun: a name the lexicon does not know comes back or stands beside a role.
    if (lexicon.capitalizedNouns) return count >= 2 || entity.role !== undefined;
    if (!lexicon.headFinal) return true;
    // Katakana is also how Japanese writes borrowed nouns: a name comes back, or carries "さん".
    return count >= 2 || mentions.some((mention) => lexicon.honorifics.has(tokens[mention.end + 1]?.text ?? ''));
  }
  const kind = mentions[0]!.kind;
  if (kind === 'kinship' || kind === 'noun') return count >= 2;
  if (kind === 'generic' || kind === 'role' || kind === 'animal') return count >= 2 || described;
  return true;
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function nameOf(entity: Entity, tokens: readonly WordToken[]): string {
  const first = entity.mentions.find((mention) => mention.kind === 'name') ?? entity.mentions[0]!;
  if (entity.isName) {
    const written = textOf(tokens, first.start, first.end, true);
    return capitalize(
      tokens[first.start]?.isWord && written.toLowerCase() === entity.key
        ? written
        : textOf(tokens, first.index, first.end, true),
    );
  }
  // The form written as the lemma when the story has it ("Keller"), else the first one ("Fässern").
  const own = entity.mentions.find((mention) => tokens[mention.index]?.lower === entity.key) ?? first;
  return capitalize(tokens[own.index]!.text);
}

function aliasesOf(entity: Entity, name: string, tokens: readonly WordToken[], spaced: boolean): string[] {
  const counts = new Map<string, number>();
  const add = (form: string): void => {
    const alias = form.trim().toLowerCase();
    if (alias && alias !== name.toLowerCase()) counts.set(alias, (counts.get(alias) ?? 0) + 1);
  };
  for (const mention of entity.mentions) {
    add(textOf(tokens, mention.index, mention.end, spaced));
    add(textOf(tokens, mention.start, mention.end, spaced));
  }
  return [...counts.entries()]
    .sort((left, right) => right[1] - left[1])
    .slice(0, MAX_ALIASES)
    .map(([alias]) => alias);
}

function describe(
  entity: Entity,
  name: string,
  tokens: readonly WordToken[],
  mentions: readonly WordMention[],
  lexicon: StoryLexicon,
): string {
  const isPlace = entity.type === 'location';
  const role = entity.role;
  if (entity.isName) {
    const phrase = role ? phraseOf(tokens, mentions, role, lexicon, role.kind === 'place') : '';
    return phrase ? `${name} — ${phrase}` : name;
  }
  // The fullest phrase the story names it with: "die kleine Bäckerei am Marktplatz von Lindenau".
  const phrases = entity.mentions.map((mention) => phraseOf(tokens, mentions, mention, lexicon, isPlace));
  const best = phrases.reduce((longest, phrase) => (phrase.length > longest.length ? phrase : longest), '');
  // "der Backstube" says no more than its name.
  const more = lexicon.headFinal ? best.length > name.length : best.split(/\s+/).length > 2;
  return more ? capitalize(best) : name;
}

/** Characters, locations and props of a story in one of the lexicon languages, with aliases and descriptions. */
export function analyzeWithLexicon(story: string, lexicon: StoryLexicon): StoryAsset[] {
  const tokens = segmentWords(story, lexicon);
  const mentions = findMentions(tokens, lexicon);
  const words = tokens.filter((token) => token.isWord).length;
  const limit = Math.min(
    MAX_LIMIT,
    Math.max(MIN_LIMIT, Math.round((lexicon.headFinal ? words / 2 : words) / WORDS_PER_ASSET)),
  );
  const entities = groupEntities(tokens, mentions, lexicon).filter((entity) => isKept(entity, tokens, lexicon));
  const byCount = (left: Entity, right: Entity): number =>
    right.mentions.length - left.mentions.length || left.mentions[0]!.index - right.mentions[0]!.index;
  const chosen = (['character', 'location', 'prop'] as const).flatMap((type) =>
    entities
      .filter((entity) => entity.type === type)
      .sort(byCount)
      .slice(0, limit),
  );
  const spaced = !lexicon.headFinal;
  const seen = new Set<string>();
  return chosen.flatMap((entity) => {
    const name = nameOf(entity, tokens);
    if (seen.has(name.toLowerCase())) return [];
    seen.add(name.toLowerCase());
    return [
      {
        name,
        type: entity.type,
        aliases: aliasesOf(entity, name, tokens, spaced),
        description: describe(entity, name, tokens, mentions, lexicon),
      },
    ];
  });
}
