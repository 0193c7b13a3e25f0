import { UNNAMED_SPEAKER, unquote } from './script-format.ts';
import { escapeRegExp, namesIn, titleCase } from './script-names.ts';

/**
 * A shot's dialogue as screenplay turns and back. A shot keeps its spoken text in one string, either bare ("Not
 * tonight.") or with speakers ("Mara: Not tonight. Tobias: Why?"); a script puts each turn under its speaker's
 * name. A bare line goes to the shot's first named character (or VOICE when it names nobody), and that speaker's
 * first turn is read back bare, so written and read the shot's dialogue is the same.
 */

export interface Turn {
  /** Undefined for a bare line: the shot's speaker says it (speakerOf). */
  speaker?: string | undefined;
  line: string;
}

// "Tobias: " at the start or after a sentence: a new speaker.
const SPEAKER = /(?:^|(?<=[.!?…"”]\s+))([A-Z][\p{L}'’-]+(?: [A-Z][\p{L}'’-]+)?):\s+/gu;

/**
 * Who says a bare line of this shot: its first named character the line does not call by name ("Pip, quiet!" is
 * not Pip's), else VOICE.
 */
export function speakerOf(shotText: string, line: string): string {
  const names = namesIn(shotText);
  const addressed = (name: string) =>
    new RegExp(`(?:^|[,;!?.]\\s*)${escapeRegExp(name)}\\s*[,!?]|,\\s*${escapeRegExp(name)}\\s*[.!?]*$`, 'i').test(line);
  return names.find((name) => !addressed(name)) ?? titleCase(UNNAMED_SPEAKER);
}

/** The turns of a shot's dialogue: a bare start, then a turn for each "Name: " in it. */
export function turnsOf(dialogue: string): Turn[] {
  const text = dialogue.replace(/\s+/g, ' ').trim();
  const turns: Turn[] = [];
  let from = 0;
  let current: string | undefined;
  for (const match of text.matchAll(SPEAKER)) {
    const line = unquote(text.slice(from, match.index));
    if (line) turns.push({ speaker: current, line });
    current = match[1]!;
    from = match.index + match[0].length;
  }
  const last = unquote(text.slice(from));
  if (last) turns.push({ speaker: current, line: last });
  return turns;
}

/** The shot's dialogue from turns read under names: the first bare when the shot's speaker says it. */
export function dialogueOfTurns(turns: readonly Required<Turn>[], shotText: string): string {
  const speaker = turns[0] ? speakerOf(shotText, turns[0].line) : '';
  return turns
    .map((turn, index) =>
      index === 0 && turn.speaker.toLowerCase() === speaker.toLowerCase() ? turn.line : `${turn.speaker}: ${turn.line}`,
    )
    .join(' ');
}
