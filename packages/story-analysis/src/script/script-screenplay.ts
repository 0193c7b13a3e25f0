import type { ShotType, StoryShot } from '../types.ts';
import { dialogueOfTurns, type Turn } from './script-dialogue.ts';
import type { ScriptLine } from './script-lines.ts';
import { uncapitalise } from './script-names.ts';
import { readingSeconds } from '../breakdown/shot-durations.ts';

/**
 * A screenplay written without shot lines ("EXT. HARBOUR — DAY", action paragraphs, names over dialogue) read as
 * shots: one per paragraph of action (a beat), the dialogue after it joining it. The first shot of a scene is a
 * wide one that says where and when; a paragraph opening with "CLOSE ON" is a close-up.
 */

interface Beat {
  type: ShotType;
  paragraphs: string[];
  turns: Required<Turn>[];
}

const FRAMINGS: readonly { opening: RegExp; type: ShotType }[] = [
  { opening: /^(?:extreme close[- ]?up|extreme close on|ecu)\b[\s:—-]*/i, type: 'extreme_close' },
  { opening: /^(?:close[- ]?up|close on|cu)\b[\s:—-]*/i, type: 'close' },
  { opening: /^(?:wide|wide shot|wide on)\b[\s:—-]+/i, type: 'wide' },
];

/** "EXT. OLD LIGHTHOUSE — NIGHT" → "Old lighthouse, night." */
function whereAndWhen(heading: string): string {
  const rest = heading.replace(/^\s*(?:INT\.?\s*\/\s*EXT|EXT\.?\s*\/\s*INT|INT|EXT|I\/E)\.?\s*/i, '');
  const parts = rest
    .split(/\s+[—–-]\s+/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  if (parts.length === 0) return '';
  const text = parts.join(', ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function shotOf(beat: Beat): StoryShot {
  const description = beat.paragraphs.join(' ').trim();
  const dialogue = dialogueOfTurns(beat.turns, description);
  return {
    type: beat.type,
    description,
    action: '',
    duration: readingSeconds([description, dialogue].filter(Boolean).join(' ')),
    cameraMotion: 'auto',
    assetNames: [],
    ...(dialogue ? { dialogue } : {}),
  };
}

/** The shots of a screenplay without shot lines; none when it has no scene heading (it is not a screenplay). */
export function parseScreenplay(lines: readonly ScriptLine[]): StoryShot[] {
  if (!lines.some((line) => line.kind === 'heading')) return [];
  const beats: Beat[] = [];
  let scene: string | undefined;
  let isSceneStart = false;
  let current: Beat | undefined;
  let paragraph: string[] = [];
  const startBeat = (): Beat => {
    const type: ShotType = beats.length === 0 ? 'establishing' : isSceneStart ? 'wide' : 'medium';
    const beat: Beat = { type, paragraphs: [], turns: [] };
    if (isSceneStart && scene) beat.paragraphs.push(whereAndWhen(scene));
    isSceneStart = false;
    beats.push(beat);
    return beat;
  };
  const endParagraph = () => {
    if (paragraph.length === 0) return;
    let text = uncapitalise(paragraph.join(' '));
    current = startBeat();
    const framing = FRAMINGS.find((entry) => entry.opening.test(text));
    if (framing) {
      current.type = framing.type;
      text = text.replace(framing.opening, '');
      text = text.charAt(0).toUpperCase() + text.slice(1);
    }
    current.paragraphs.push(text);
    paragraph = [];
  };
  for (const line of lines) {
    if (line.kind === 'text') {
      if (scene !== undefined) paragraph.push(line.text);
      continue;
    }
    endParagraph();
    if (line.kind === 'heading') {
      scene = line.text;
      isSceneStart = true;
      current = undefined;
    } else if (line.kind === 'cue' && scene !== undefined) {
      current ??= startBeat();
      current.turns.push({ speaker: line.speaker, line: '' });
    } else if (line.kind === 'spoken' && current) {
      const turn = current.turns[current.turns.length - 1];
      if (turn) turn.line = [turn.line, line.text].filter(Boolean).join(' ');
    }
  }
  endParagraph();
  return beats.map((beat) => shotOf({ ...beat, turns: beat.turns.filter((turn) => turn.line) }));
}
