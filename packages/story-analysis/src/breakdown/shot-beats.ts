/**
 * Where one beat of a story ends and the next begins, for grouping sentences into shots: a new place, a jump in
 * time, a different speaker, a different set of people or a sudden action starts a shot; sentences that go on with
 * the same place, people and action stay in it.
 */

/** The known characters and locations a sentence's narration names. */
export interface BeatCues {
  characters: readonly string[];
  locations: readonly string[];
}

/** What the shot being built holds so far. */
export interface BeatState {
  characters: ReadonlySet<string>;
  locations: ReadonlySet<string>;
  /** Who spoke the shot's last line, when the text says. */
  speaker?: string;
}

const UNIT =
  '(?:night|morning|evening|afternoon|day|days|week|weeks|month|months|year|years|hour|hours|minute|minutes)';
const SEASON = '(?:spring|summer|autumn|fall|winter|sunday|monday|tuesday|wednesday|thursday|friday|saturday)';
const NUMBER = '(?:\\w+|\\d+)';
// Phrases that open a sentence with a jump in time ("That night", "At dawn", "Three days later").
const TIME_JUMP = new RegExp(
  [
    `(?:that|this|the next|next|one|the following|early (?:one|the next)|late (?:one|that)) ${UNIT}`,
    `(?:that|this|the next|next|one|the following|in the|by) ${SEASON}`,
    `${NUMBER} ${UNIT} later`,
    `(?:at|by) (?:dawn|dusk|noon|midnight|sundown|sunrise|sunset|nightfall|daybreak|night|evening|morning|low tide|high tide|\\d)`,
    `on the ${NUMBER} ${UNIT}`,
    `in the (?:morning|evening|afternoon|night)`,
    `(?:later|meanwhile|afterwards|the next day|next day|years later|long ago|once upon a time)`,
  ]
    .map((phrase) => `(?:${phrase})`)
    .join('|'),
  'i',
);
const OPENS_WITH_TIME = new RegExp(`^(?:${TIME_JUMP.source})\\b`, 'i');
// A sudden event cuts to a new shot.
const SUDDEN = /^(?:suddenly|all at once|without warning|at that moment|just then|in an instant|then,)\b/i;

const PRONOUN_START = /^(?:he|she|they|it|his|her|their|its|him|them)\b/i;

/** A jump in time or a sudden event at the start of a sentence. */
export const opensNewBeat = (narration: string): boolean => OPENS_WITH_TIME.test(narration) || SUDDEN.test(narration);

/**
 * Whether a sentence starts a new beat after the shot so far: a time jump or sudden event, a place the shot has
 * not shown, a line from another named speaker once the shot is settled (half its usual size), or a new
 * paragraph about no one the shot holds.
 */
export function startsBeat(
  state: BeatState,
  narration: string,
  cues: BeatCues,
  speaks: boolean,
  newParagraph: boolean,
  settled: boolean,
): boolean {
  if (opensNewBeat(narration)) return true;
  // A paragraph about no one the shot holds, not going on about them ("he", "she"), cuts away.
  const continuesSomeone = PRONOUN_START.test(narration) || cues.characters.length > 0;
  if (newParagraph && state.characters.size > 0 && !continuesSomeone && !speaks) return true;
  if (state.locations.size > 0 && cues.locations.some((location) => !state.locations.has(location))) return true;
  const speaker = speaks ? cues.characters[0] : undefined;
  // A quick exchange of lines stays one two-shot; a new speaker after a settled shot is a new beat.
  return settled && speaker !== undefined && state.speaker !== undefined && speaker !== state.speaker;
}
