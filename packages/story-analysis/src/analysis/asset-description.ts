import { ANIMALS, HUMAN_ROLES, LOCATIONS, LOCATIVE_PREPOSITIONS, PLACE_PARTS } from './asset-lexicon.ts';
import { pronounTraits } from './character-traits.ts';
import type { Mention } from './noun-phrases.ts';
import type { Token } from './story-tokens.ts';

// A description is a short noun phrase and what the story says about the thing, never a copied sentence:
// "Old Tobias — retired fisherman, grey beard, wooden pipe", "Lighthouse — spiral stairs, on the cliff".
const MAX_DETAILS = 4;
const MAX_DETAIL_WORDS = 6;
const MAX_DESCRIPTION = 300;
// An apposition is kept whole up to this many words ("a retired fisherman with a grey beard and a wooden pipe").
const MAX_PHRASE_WORDS = 14;

// Adjectives that say nothing about how something looks.
const NON_VISUAL = new Set(
  'good same other such only own whole next last first many much few more most very all every each some any no real certain several another'.split(
    ' ',
  ),
);
const LEADING_WORDS = new Set('a an the his her its their my our your this that these those some'.split(' '));
// Said of someone after "was", but nothing a picture shows ("the crow was left alone", "the lion was able to").
const UNSEEN = new Set(
  'alone able unable far near sure unsure ready left gone free busy late early certain likely'.split(' '),
);
const COPULAS = new Set(['is', 'was', 'are', 'were', 'looked', 'looks', 'seemed', 'seems']);
const AUXILIARIES = new Set(
  'be been being am have has had do does did will would can could shall should may might must'.split(' '),
);

interface DescribableDraft {
  key: string;
  type: string;
  proper: boolean;
  mentions: readonly Mention[];
}

/** Everything the description reads: the story's tokens and every mention in it, in order. */
export interface DescriptionContext {
  tokens: readonly Token[];
  mentions: readonly Mention[];
  /** The last mention starting at each token ("the miller's daughter" over "the miller's"). */
  byStart: ReadonlyMap<number, Mention>;
  /** The mention whose head is each token. */
  byHead: ReadonlyMap<number, Mention>;
  /** Mentions by the noun in front of their head ("lighthouse" → "the lighthouse gallery"). */
  byCompound: ReadonlyMap<string, readonly Mention[]>;
}

function groupByCompound(mentions: readonly Mention[]): Map<string, Mention[]> {
  const groups = new Map<string, Mention[]>();
  for (const mention of mentions) {
    if (!mention.compound) continue;
    groups.set(mention.compound, [...(groups.get(mention.compound) ?? []), mention]);
  }
  return groups;
}

/** Indexes a story's mentions for describing its assets (a long story has thousands). */
export function createDescriptionContext(tokens: readonly Token[], mentions: readonly Mention[]): DescriptionContext {
  return {
    tokens,
    mentions,
    byStart: new Map(mentions.map((mention) => [mention.start, mention])),
    byHead: new Map(mentions.map((mention) => [mention.index, mention])),
    byCompound: groupByCompound(mentions),
  };
}

const clean = (text: string): string => text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}'’]+$/gu, '');

/** The words of tokens [from, to] as written, without a leading article or possessive pronoun. */
function phraseText(tokens: readonly Token[], from: number, to: number): string {
  const words = tokens.slice(from, to + 1).map((token) => clean(token.text));
  while (words.length > 1 && LEADING_WORDS.has((words[0] ?? '').toLowerCase())) words.shift();
  return words.filter(Boolean).join(' ');
}

const lower = (text: string): string =>
  text
    .split(' ')
    // Names keep their capitals ("the Frost King's tower"); other words are lower case.
    .map((word, index) => (index > 0 && /^\p{Lu}/u.test(word) ? word : word.toLowerCase()))
    .join(' ');

const endsClause = (token: Token | undefined): boolean => !token || /[,;:.!?—–()"“”]/.test(token.post);

function topAdjectives(mentions: readonly Mention[], limit: number): string[] {
  const counts = new Map<string, { count: number; first: number }>();
  for (const mention of mentions) {
    for (const adjective of mention.adjectives) {
      if (NON_VISUAL.has(adjective) || adjective.length < 3) continue;
      const entry = counts.get(adjective);
      if (entry) entry.count++;
      else counts.set(adjective, { count: 1, first: mention.index });
    }
  }
  return [...counts.entries()]
    .sort(([, left], [, right]) => right.count - left.count || left.first - right.first)
    .slice(0, limit)
    .map(([adjective]) => adjective);
}

/** Noun phrases joined by "and" or commas from a mention on: "a grey beard and a wooden pipe". */
function phraseList(context: DescriptionContext, first: Mention): string[] {
  const { tokens } = context;
  const list = [phraseText(tokens, first.start, first.index)];
  let current = first;
  for (;;) {
    const joiner = tokens[current.index + 1];
    const next = mentionAt(context, current.index + 2);
    if (!joiner || joiner.word !== 'and' || !next || endsClause(tokens[current.index])) break;
    list.push(phraseText(tokens, next.start, next.index));
    current = next;
  }
  return list;
}

/** The last token of the noun phrases joined by "and" from a mention on ("a grey beard and a wooden pipe"). */
function listEnd(context: DescriptionContext, first: Mention): number {
  let current = first;
  for (;;) {
    const joiner = context.tokens[current.index + 1];
    const next = mentionAt(context, current.index + 2);
    if (!joiner || joiner.word !== 'and' || !next || endsClause(context.tokens[current.index])) return current.index;
    current = next;
  }
}

/** The noun phrase starting at a token; "the miller's daughter" rather than its possessor "the miller's". */
const mentionAt = (context: DescriptionContext, start: number): Mention | undefined => context.byStart.get(start);

const COUNTS = new Set(['one', 'two', 'three', 'four', 'both']);

/** What "with" brings, counted or not: "with one white ear" is the ear. */
const withObject = (context: DescriptionContext, start: number): Mention | undefined =>
  mentionAt(context, start) ??
  (COUNTS.has(context.tokens[start]?.word ?? '') ? mentionAt(context, start + 1) : undefined);

/** Tokens [from, to] as written, articles kept: "at the end of the quay". */
const rawText = (tokens: readonly Token[], from: number, to: number): string =>
  tokens
    .slice(from, to + 1)
    .map((token) => clean(token.text))
    .join(' ');

/** What the story says right around one mention of the asset. */
function detailsAround(context: DescriptionContext, mention: Mention, type: string): string[] {
  const { tokens } = context;
  const details: string[] = [];
  const after = tokens[mention.index + 1];
  const head = tokens[mention.index];
  // "Tobias, a retired fisherman with a grey beard": an apposition, and what it comes with.
  const apposition = head && /^,\s*$/.test(head.post) ? mentionAt(context, mention.index + 1) : undefined;
  // It is an apposition only when it closes ("Thornby, the villagers lit a fire" is a new clause).
  const closes = (end: Mention): boolean =>
    endsClause(tokens[end.index]) || ['with', 'in', 'who', 'whose'].includes(tokens[end.index + 1]?.word ?? '');
  if (apposition && !apposition.proper && closes(apposition)) {
    // As the story writes it: "a retired fisherman with a grey beard and a wooden pipe".
    let end = apposition.index;
    if (['with', 'in'].includes(tokens[apposition.index + 1]?.word ?? '') && !endsClause(tokens[apposition.index])) {
      const withPhrase = withObject(context, apposition.index + 2);
      if (withPhrase) end = listEnd(context, withPhrase);
    }
    details.push(rawText(tokens, apposition.start, end));
  }
  // "his little sister Wren", "Her coach, Mr. Ortiz": the role named just before a name.
  if (mention.proper && mention.appositiveOf) {
    // The role named a word or three before the name ("his little sister Wren").
    let role: Mention | undefined;
    for (let head = mention.start - 1; head >= mention.start - 3 && !role; head--) {
      const candidate = context.byHead.get(head);
      if (candidate?.key === mention.appositiveOf) role = candidate;
    }
    if (role) details.push(phraseText(tokens, role.start, role.index));
    // "Sal the bartender".
    const following = mentionAt(context, mention.index + 1);
    if (!role && following?.key === mention.appositiveOf)
      details.push(phraseText(tokens, following.start, following.index));
  }
  // "a woman with a shawl of green wool": what someone or something introduced has.
  // A place named with "with" is where someone went with something ("to Passchendaele with a lamp").
  const indefinite = ['a', 'an'].includes(tokens[mention.start]?.word ?? '');
  const introduced = indefinite || (mention.proper && type !== 'location');
  if (introduced && after?.word === 'with' && head && !endsClause(head)) {
    const withPhrase = withObject(context, mention.index + 2);
    if (withPhrase) details.push(...phraseList(context, withPhrase));
  }
  // "a small tin box tied with string", "an old chest wedged between the rocks": a participle and its phrase.
  const preposition = tokens[mention.index + 2];
  // "The train rattled through the dark": after a clause's subject the verb is the main one, not a participle.
  const opening = tokens[mention.start];
  const startsClause = mention.start === 0 || endsClause(tokens[mention.start - 1]) || opening?.startsSentence;
  if (
    type !== 'character' &&
    !startsClause &&
    after &&
    head &&
    !endsClause(head) &&
    !endsClause(after) &&
    after.tags.has('PastTense') &&
    /(?:ed|en)$/.test(after.word) &&
    preposition?.tags.has('Preposition')
  ) {
    // The participle, its preposition and that phrase ("painted on the inside of a birch bark scroll" stops at
    // "painted on the inside" when the whole would be too long).
    let end = objectEnd(context, mention.index + 3);
    const of = end === undefined ? undefined : tokens[end + 1];
    const further = of?.word === 'of' && !endsClause(tokens[end!]) ? objectEnd(context, end! + 2) : undefined;
    if (further !== undefined && further - mention.index <= MAX_DETAIL_WORDS + 2) end = further;
    if (end !== undefined) details.push(rawText(tokens, mention.index + 1, end));
  }
  // "the boat is empty": adjectives after a copula.
  if (after && COPULAS.has(after.word) && head && !endsClause(head)) {
    let adjectives: string[] = [];
    let negated = false;
    for (let cursor = mention.index + 2; cursor < tokens.length; cursor++) {
      const token = tokens[cursor]!;
      // "no longer clear but green and yellow": what it is not is no description; what follows "but" is.
      if (['no', 'not', 'never'].includes(token.word)) negated = true;
      if (token.word === 'but' && negated) {
        adjectives = [];
        negated = false;
        continue;
      }
      if (
        token.tags.has('Adjective') &&
        !token.tags.has('Preposition') &&
        !token.tags.has('Verb') &&
        !LOCATIVE_PREPOSITIONS.has(token.word) &&
        !UNSEEN.has(token.word) &&
        token.word.length > 2
      )
        adjectives.push(clean(token.text).toLowerCase());
      else if (!token.tags.has('Adverb') && token.word !== 'and') break;
      if (endsClause(token)) break;
    }
    if (!negated) details.push(...adjectives);
  }
  if (type === 'location') {
    // "the hut at the end of the quay", "the sea cave below the cliffs": where the place is.
    if (after && head && !endsClause(head) && LOCATIVE_PREPOSITIONS.has(after.word) && after.word !== 'to') {
      const place = mentionAt(context, mention.index + 2);
      if (place) {
        let end = place.index;
        const of = tokens[place.index + 1];
        // "at the end of the quay", "on the cliffs of Harrow Bay": a phrase never stops at "of".
        const owner =
          of?.word === 'of' && !endsClause(tokens[place.index]) ? mentionAt(context, place.index + 2) : undefined;
        if (owner && (PLACE_PARTS.has(place.key) || owner.proper || LOCATIONS.has(owner.key))) end = owner.index;
        details.push(`${after.word} ${rawText(tokens, place.start, end)}`);
      }
    }
    // "the spiral stairs of the old lighthouse": what the place has.
    const before = tokens[mention.start - 1];
    if (before?.word === 'of') {
      const part = context.byHead.get(mention.start - 2);
      if (part && !PLACE_PARTS.has(part.key)) details.push(phraseText(tokens, part.start, part.index));
    }
  }
  return details;
}

/** The whole object phrase from a token: "his father's short sword", not only "his father's". */
function objectEnd(context: DescriptionContext, start: number): number | undefined {
  let object = mentionAt(context, start);
  while (object && context.tokens[object.index]?.possessive) {
    if (object.start === object.index) break;
    const owned = context.byStart.get(object.index);
    if (!owned) break;
    object = owned;
  }
  return object?.index;
}

/** What someone first does, as a short verb phrase: "climbs the spiral stairs", "sat on a throne of icicles". */
function firstAction(context: DescriptionContext, draft: DescribableDraft): string | undefined {
  const { tokens } = context;
  for (const mention of draft.mentions) {
    if (!mention.acts) continue;
    let cursor = mention.index + 1;
    while (tokens[cursor]?.tags.has('Adverb')) cursor++;
    const verb = tokens[cursor];
    // "are lit", "had lasted": an auxiliary says nothing on its own.
    if (!verb || verb.tags.has('Auxiliary') || verb.tags.has('Copula') || COPULAS.has(verb.word)) continue;
    if (AUXILIARIES.has(verb.word)) continue;
    const words = [clean(verb.text)];
    let next = cursor + 1;
    if (!endsClause(verb)) {
      if (tokens[next]?.tags.has('Particle')) words.push(clean(tokens[next++]!.text));
      const prepositional = tokens[next]?.tags.has('Preposition') && !endsClause(tokens[next - 1]);
      const from = prepositional ? next + 1 : next;
      const end = endsClause(tokens[next - 1]) ? undefined : objectEnd(context, from);
      if (end !== undefined) words.push(...tokens.slice(next, end + 1).map((token) => clean(token.text)));
    }
    return lower(words.slice(0, MAX_DETAIL_WORDS).join(' '));
  }
  return undefined;
}

function leadOf(context: DescriptionContext, draft: DescribableDraft, name: string): string {
  if (draft.proper) {
    // The fullest way the story writes the name ("Old Tobias", "Commander Yara Okafor").
    const forms = draft.mentions
      .filter((mention) => mention.proper)
      .map((mention) => phraseText(context.tokens, mention.start, mention.index).replace(/['’]s$/, ''))
      // "her terrier Biscuit" is written "Biscuit"; "Old Tobias" keeps its title.
      .map((form) => form.replace(/^(?:\p{Ll}\S*\s+)+/u, ''));
    const longest = forms.sort((left, right) => right.length - left.length)[0];
    return longest && longest.toLowerCase().includes(name.toLowerCase()) ? longest : name;
  }
  const adjectives = topAdjectives(draft.mentions, 2);
  const words = [...adjectives, name.toLowerCase()].join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function truncate(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:]+$/, '')}…`;
}

/**
 * One-line description in noun-phrase form: the asset's fullest name or its adjectives and noun, then what the
 * text says about it (apposition, "with" phrases, participles, copula adjectives, where a place is and what it
 * has), else what it first does.
 */
export function describeAsset(draft: DescribableDraft, name: string, context: DescriptionContext): string {
  const lead = leadOf(context, draft, name);
  const seen = new Set([lead.toLowerCase(), name.toLowerCase()]);
  const details: string[] = [];
  for (const mention of draft.mentions) {
    for (const detail of detailsAround(context, mention, draft.type)) {
      const text = lower(detail.split(' ').slice(0, MAX_PHRASE_WORDS).join(' '));
      if (!text || seen.has(text.toLowerCase()) || lead.toLowerCase().endsWith(text.toLowerCase())) continue;
      // "retired fisherman" says nothing that "a retired fisherman with a grey beard" did not.
      if (details.some((detail) => ` ${detail.toLowerCase()} `.includes(` ${text.toLowerCase()} `))) continue;
      seen.add(text.toLowerCase());
      details.push(text);
    }
    if (details.length >= MAX_DETAILS) break;
  }
  // "the lighthouse gallery", "the temple doors": the parts a place is named with.
  if (draft.type === 'location' && !draft.proper) {
    for (const part of context.byCompound.get(draft.key) ?? []) {
      // "the lighthouse keeper" is someone at the lighthouse, not a part of it.
      const someone = HUMAN_ROLES.has(part.key) || ANIMALS.has(part.key);
      if (details.length >= MAX_DETAILS || seen.has(part.surface) || LOCATIONS.has(part.key) || someone) continue;
      seen.add(part.surface);
      details.push(part.surface);
    }
  }
  if (draft.type === 'character') {
    // "Mara climbs the stairs. She is twelve, wears a red scarf": who they are, from the sentence about them.
    const hasRole = details.length > 0 || draft.mentions.some((mention) => mention.appositiveOf);
    for (const trait of pronounTraits(context.tokens, context.mentions, context.byStart, draft, hasRole)) {
      if (seen.has(trait) || details.length >= MAX_DETAILS) continue;
      seen.add(trait);
      details.push(trait);
    }
  }
  // What they do says who they are only when nothing else does.
  if (details.length === 0 && draft.type === 'character') {
    const action = firstAction(context, draft);
    // A bare verb ("found", "thought") is no phrase: a description says what someone does, or nothing.
    if (action && action.includes(' ')) details.push(action);
  }
  const text = details.length > 0 ? `${lead} — ${details.slice(0, MAX_DETAILS).join(', ')}` : lead;
  return truncate(text, MAX_DESCRIPTION);
}
