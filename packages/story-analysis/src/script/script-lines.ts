import { isSceneHeading, isShotHeader, isTransition } from '@sym/contracts';
import { CHARACTER_CUE, PARENTHETICAL, unquote } from './script-format.ts';
import { titleCase } from './script-names.ts';

/**
 * A script's lines by what they are in a screenplay, for the parsers: a shot line, a scene heading, a transition, a
 * character's name over their lines and the lines they say, a blank between paragraphs, or text.
 */
export type ScriptLine =
  | { kind: 'shot'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'transition' }
  | { kind: 'blank' }
  | { kind: 'cue'; speaker: string }
  | { kind: 'spoken'; text: string }
  | { kind: 'text'; text: string };

/** Whether a line is a character's name over a line of dialogue (the next line says something). */
function isCue(text: string, next: string | undefined): boolean {
  if (!CHARACTER_CUE.test(text) || !/[A-Z]{2}/.test(text)) return false;
  const following = next?.trim() ?? '';
  return following !== '' && !isShotHeader(following) && !isSceneHeading(following) && !isTransition(following);
}

/** Sorts the lines of a script (see ScriptLine); a name's lines run to the next blank line. */
export function scriptLines(script: string): ScriptLine[] {
  const lines = script.split(/\r?\n/);
  const sorted: ScriptLine[] = [];
  let speaking = false;
  let paragraphStart = true;
  lines.forEach((line, index) => {
    const text = line.trim();
    if (isShotHeader(line)) sorted.push({ kind: 'shot', text: line });
    else if (!text) sorted.push({ kind: 'blank' });
    else if (isSceneHeading(text)) sorted.push({ kind: 'heading', text });
    else if (isTransition(text)) sorted.push({ kind: 'transition' });
    else if (speaking) {
      if (!PARENTHETICAL.test(text)) sorted.push({ kind: 'spoken', text: unquote(text) });
    } else if (paragraphStart && isCue(text, lines[index + 1])) {
      const name = CHARACTER_CUE.exec(text)?.[1] ?? text;
      sorted.push({ kind: 'cue', speaker: titleCase(name) });
      speaking = true;
    } else sorted.push({ kind: 'text', text });
    const last = sorted[sorted.length - 1]!;
    if (last.kind !== 'spoken' && last.kind !== 'cue' && last.kind !== 'text') speaking = false;
    paragraphStart = last.kind !== 'text' && last.kind !== 'spoken' && last.kind !== 'cue';
  });
  return sorted;
}
