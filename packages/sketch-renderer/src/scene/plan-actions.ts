import type { FigureAction } from '@sym/contracts';
import type { Token } from './scene-text.ts';
import { readVerb, type VerbReading } from './scene-verbs.ts';
import { DESCRIBING_WORDS, DETERMINERS } from './scene-words.ts';
import { propDefinition } from '@sym/story-analysis';
import type { FigureDraft, FigureMention } from './plan-figures.ts';
import type { PropDraft, PropMention } from './plan-props.ts';

/**
 * What each figure does, read left to right: a verb's subject is the figure mentioned last before it in its
 * sentence (or those joined by "and"), its object the next figure or prop. Holding verbs, "with a lantern" and
 * possessives of hand-held things ("through her telescope") give a prop to a figure; looking, pointing and talking
 * verbs say what the figure looks at. The first action that is not holding wins ("climbs …, holding a lantern").
 */

type Mention = (FigureMention & { type: 'figure' }) | (PropMention & { type: 'prop' });

const HANDS = new Set(['hand', 'hands', 'palm', 'fingers', 'grip', 'arms', 'paws', 'paw', 'mouth', 'jaws']);
const CLAUSE_WORDS = new Set(['while', 'whilst', 'as', 'when', 'because', 'until', 'where', 'whereas', 'although']);

/** Props worn rather than held: a possessive of these says nothing about hands. */
const WORN = new Set(['scarf', 'hat', 'crown', 'ring']);

export function readActions(
  tokens: readonly Token[],
  figures: FigureDraft[],
  props: PropDraft[],
  figureMentions: readonly FigureMention[],
  propMentions: readonly PropMention[],
): void {
  const figureOf = (key: string | undefined) => figures.find((figure) => figure.key === key);
  const propOf = (key: string | undefined) => props.find((prop) => prop.key === key);
  const mentions: Mention[] = [
    ...figureMentions.map((mention) => ({ ...mention, type: 'figure' as const })),
    ...propMentions.map((mention) => ({ ...mention, type: 'prop' as const })),
  ].sort((a, b) => a.start - b.start);
  // A verb with no subject in its sentence ("Holding a lantern, climbs …") is the main figure's.
  const main = figureMentions.find((mention) => !mention.possessive)?.key ?? figures[0]?.key;
  const mentionAt = new Map(mentions.map((mention) => [mention.start, mention]));

  let sentence = -1;
  let subjects: string[] = [];
  let lastMention: Mention | undefined;
  let verb: { reading: VerbReading; subjects: string[] } | undefined;
  let pendingObject: { key: string; end: number } | undefined;
  let owner: string | undefined;
  let ownerEnd = -1;
  let withFigure: string | undefined;

  const give = (holderKey: string | undefined, prop: PropDraft, owned = false) => {
    const holder = figureOf(holderKey);
    if (!holder || prop.heldBy || holder.holds) return;
    const size = propDefinition(prop.kind)?.size ?? 'small';
    if (size === 'large' || (owned && WORN.has(prop.kind))) return;
    holder.holds = prop.key;
    prop.heldBy = holder.key;
  };
  const lookAt = (keys: readonly string[], target: string) => {
    for (const key of keys) {
      const figure = figureOf(key);
      if (figure && !figure.lookAt && figure.key !== target) figure.lookAt = target;
    }
  };

  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (token.sentence !== sentence) {
      sentence = token.sentence;
      subjects = [];
      verb = undefined;
      pendingObject = undefined;
      lastMention = undefined;
      withFigure = undefined;
    }
    if (token.punct) continue;
    // "… while she looks": a new clause, with its own subject.
    if (CLAUSE_WORDS.has(token.lower)) {
      verb = undefined;
      pendingObject = undefined;
      subjects = [];
      continue;
    }
    const mention = mentionAt.get(i);
    if (mention) {
      const before = tokens[i - 1];
      if (mention.type === 'figure') {
        const inHand = before?.lower === 'in' && HANDS.has(tokens[mention.end]?.lower ?? '');
        if (mention.possessive && inHand && lastMention?.type === 'prop') give(mention.key, propOf(lastMention.key)!);
        else if (mention.possessive) {
          owner = mention.key;
          ownerEnd = mention.end;
        } else if (before?.lower === 'with' && lastMention?.type === 'figure') {
          // "Tobias walks with his dog": a companion, not the subject.
        } else if (verb) {
          pendingObject = { key: mention.key, end: mention.end };
          lookAt(verb.subjects, mention.key);
        } else if (
          lastMention?.type === 'figure' &&
          !lastMention.possessive &&
          (before?.lower === 'and' || before?.text === ',')
        ) {
          if (!subjects.includes(mention.key)) subjects.push(mention.key);
        } else subjects = [mention.key];
        if (!mention.possessive) withFigure = mention.key;
      } else {
        const prop = propOf(mention.key)!;
        if (owner && ownedHere(tokens, ownerEnd, i)) give(owner, prop, true);
        else if (before?.lower === 'with' || tokens[i - 2]?.lower === 'with')
          give(withFigure ?? verb?.subjects[0], prop);
        else if (verb && verb.reading.role === 'hold') {
          for (const key of verb.subjects) give(key, prop);
          if (!prop.heldBy) lookAt(verb.subjects, prop.key);
        } else if (verb && verb.reading.role === 'look') lookAt(verb.subjects, prop.key);
        owner = undefined;
      }
      lastMention = mention;
      i = mention.end - 1;
      continue;
    }
    const reading = verbAt(tokens, i);
    if (!reading) continue;
    // "A boat drifts": the verb belongs to the thing just named.
    if (lastMention?.type === 'prop' && !verb && subjects.length === 0) continue;
    // "Under the seat lies a small tin box": a pose verb before its subject, a thing, says nothing about anyone.
    if (subjects.length === 0 && !verb && reading.role === 'none' && thingFollows(tokens, i, mentionAt)) continue;
    let doers = subjects;
    if (pendingObject && (pendingObject.end === i || (pendingObject.end === i - 1 && /ly$/.test(tokens[i - 1]!.lower))))
      doers = [pendingObject.key];
    if (doers.length === 0 && main) doers = [main];
    subjects = doers;
    pendingObject = undefined;
    for (const key of doers) act(figureOf(key), reading, token.lower);
    verb = { reading, subjects: doers };
  }
}

/** The next thing named after a verb, in its sentence and a few words on, is a prop ("lies a small tin box"). */
function thingFollows(tokens: readonly Token[], verbAt: number, mentionAt: ReadonlyMap<number, Mention>): boolean {
  for (let i = verbAt + 1; i < tokens.length && i <= verbAt + 5; i += 1) {
    if (tokens[i]!.punct) return false;
    const mention = mentionAt.get(i);
    if (mention) return mention.type === 'prop';
  }
  return false;
}

/** Holding says least about a pose, then standing: "holding a lantern, she stands and points" points. */
const WEIGHT = (action: FigureAction | undefined) =>
  action === undefined ? 0 : action === 'hold' ? 1 : action === 'stand' ? 2 : 3;

function act(figure: FigureDraft | undefined, reading: VerbReading, word: string): void {
  if (!figure) return;
  if (WEIGHT(reading.action) > WEIGHT(figure.action)) {
    figure.action = reading.action;
    figure.actionWord = word;
  }
}

/** A verb the planner knows, used as a verb: not after a determiner or look word ("the waves", "a dash"). */
function verbAt(tokens: readonly Token[], i: number): VerbReading | undefined {
  const reading = readVerb(tokens[i]!.lower);
  if (!reading) return undefined;
  const before = tokens[i - 1];
  if (before && !before.punct && (DETERMINERS.has(before.lower) || DESCRIBING_WORDS.has(before.lower)))
    return undefined;
  if (before?.possessive) return undefined;
  return reading;
}

/** "her telescope", "his old brass telescope": only look words between the owner and the prop. */
function ownedHere(tokens: readonly Token[], ownerEnd: number, propStart: number): boolean {
  if (ownerEnd < 0 || propStart < ownerEnd) return false;
  for (let i = ownerEnd; i < propStart; i += 1) if (!DESCRIBING_WORDS.has(tokens[i]!.lower)) return false;
  return true;
}
