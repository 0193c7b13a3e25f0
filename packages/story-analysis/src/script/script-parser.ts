import { SHOT_HEADER } from '@sym/contracts';
import { StoryAnalysisError } from '../errors.ts';
import type { CameraMotion, ShotType, StoryShot } from '../types.ts';
import { dialogueOfTurns } from './script-dialogue.ts';
import type { Turn } from './script-dialogue.ts';
import { FIELD_ALIASES, parseCameraMotion, parseSeconds, parseShotType, unquote } from './script-format.ts';
import type { ScriptField } from './script-format.ts';
import { scriptLines, type ScriptLine } from './script-lines.ts';
import { uncapitalise } from './script-names.ts';
import { parseScreenplay } from './script-screenplay.ts';
import { readingSeconds } from '../breakdown/shot-durations.ts';

interface ShotDraft {
  type?: ShotType;
  cameraMotion?: CameraMotion;
  duration?: number;
  description: string[];
  action: string[];
  dialogue: string[];
  turns: Required<Turn>[];
  assetNames: string[];
  /** The block uses "Description:" labels (the format before screenplays): a plain line continues the last one. */
  isLabelled: boolean;
  lastField: ScriptField;
  /** Text lines of the paragraph being read. */
  paragraph: string[];
}

// "SHOT 3 · CLOSE · 4s · zoom in", "SHOT 3 — CLOSE — 4s — zoom_in", "## Shot 3: close", "shot 3 close 4s".
// A bare "Shot of the sea" is prose. The same pattern finds the blocks the apply links to shots (script-links).
const HEADER = SHOT_HEADER;
const LABELLED = /^\s*[*_]*([A-Za-z][A-Za-z ]{0,20}?)[*_]*\s*:\s*(.*)$/;
const SEPARATORS = /\s*(?:—|–|\||\s-\s|,|\/|·)\s*/;

function readHeader(line: string): string {
  const match = HEADER.exec(line);
  return (match?.[3] ?? '').replace(/[*_#[\]]+/g, ' ').trim();
}

type HeaderValue = { seconds: number } | { type: ShotType } | { motion: CameraMotion };

function readHeaderValue(text: string): HeaderValue | undefined {
  const seconds = parseSeconds(text);
  if (seconds !== undefined) return { seconds };
  const type = parseShotType(text);
  if (type) return { type };
  const motion = parseCameraMotion(text);
  return motion ? { motion } : undefined;
}

function applyHeader(draft: ShotDraft, rest: string): void {
  for (const part of rest.split(SEPARATORS)) {
    const words = part.split(/\s+/).filter(Boolean);
    // Separators may be missing ("close 4s zoom in"), so read the longest known phrase at each word.
    for (let index = 0; index < words.length;) {
      let value: HeaderValue | undefined;
      let consumed = 1;
      for (let length = Math.min(3, words.length - index); length > 0; length--) {
        value = readHeaderValue(words.slice(index, index + length).join(' '));
        if (value) {
          consumed = length;
          break;
        }
      }
      index += consumed;
      if (value && 'seconds' in value) draft.duration ??= value.seconds;
      else if (value && 'type' in value) draft.type ??= value.type;
      else if (value) draft.cameraMotion ??= value.motion;
      // A camera direction the app does not know: let it choose.
      else if (draft.type) draft.cameraMotion ??= 'auto';
    }
  }
}

function applyField(draft: ShotDraft, field: ScriptField, value: string): void {
  draft.lastField = field;
  if (field === 'description' || field === 'action' || field === 'dialogue') {
    if (value) draft[field].push(field === 'dialogue' ? unquote(value) : value);
  } else if (field === 'assets') {
    draft.assetNames.push(...value.split(/\s*[,;]\s*/).filter(Boolean));
  } else if (field === 'camera') {
    draft.cameraMotion = parseCameraMotion(value) ?? 'auto';
  } else if (field === 'duration') {
    const seconds = parseSeconds(value);
    if (seconds !== undefined) draft.duration = seconds;
  } else {
    draft.type = parseShotType(value) ?? draft.type;
  }
}

/** The paragraph read so far: the shot's description when it has none yet, else its action. */
function endParagraph(draft: ShotDraft): void {
  if (draft.paragraph.length === 0) return;
  const text = uncapitalise(draft.paragraph.join(' '));
  (draft.description.length === 0 ? draft.description : draft.action).push(text);
  draft.paragraph = [];
}

function readText(draft: ShotDraft, text: string): void {
  const labelled = LABELLED.exec(text);
  const field = labelled?.[1] ? FIELD_ALIASES[labelled[1].trim().toLowerCase()] : undefined;
  if (field) {
    endParagraph(draft);
    draft.isLabelled = true;
    applyField(draft, field, (labelled?.[2] ?? '').trim());
  } else if (/^["“][^"“”]*["”]$/.test(text)) {
    applyField(draft, 'dialogue', text);
  } else if (draft.isLabelled) {
    // An unlabelled line continues the field above it (a wrapped description, a second line of dialogue).
    const target = draft.lastField === 'action' || draft.lastField === 'dialogue' ? draft.lastField : 'description';
    applyField(draft, target, text);
  } else {
    draft.paragraph.push(text);
  }
}

function finish(draft: ShotDraft): StoryShot {
  endParagraph(draft);
  const description = draft.description.join(' ').trim();
  const action = draft.action.join(' ').trim();
  const spoken = dialogueOfTurns(draft.turns, `${description} ${action}`);
  const dialogue = [...draft.dialogue, spoken].filter(Boolean).join(' ').trim();
  return {
    type: draft.type ?? 'medium',
    description,
    action,
    duration: draft.duration ?? readingSeconds([description, dialogue].filter(Boolean).join(' ')),
    cameraMotion: draft.cameraMotion ?? 'auto',
    assetNames: [...new Set(draft.assetNames)],
    ...(dialogue ? { dialogue } : {}),
  };
}

const newDraft = (): ShotDraft => ({
  description: [],
  action: [],
  dialogue: [],
  turns: [],
  assetNames: [],
  isLabelled: false,
  lastField: 'description',
  paragraph: [],
});

/** One shot per shot line; what stands before the first (note, total, title, first heading) belongs to none. */
function parseShotBlocks(lines: readonly ScriptLine[]): StoryShot[] {
  const drafts: ShotDraft[] = [];
  let current: ShotDraft | undefined;
  for (const line of lines) {
    if (line.kind === 'shot') {
      current = newDraft();
      drafts.push(current);
      applyHeader(current, readHeader(line.text));
      continue;
    }
    if (!current) continue;
    if (line.kind === 'text') readText(current, line.text);
    else if (line.kind === 'cue') {
      endParagraph(current);
      current.turns.push({ speaker: line.speaker, line: '' });
    } else if (line.kind === 'spoken') {
      const turn = current.turns[current.turns.length - 1];
      if (turn) turn.line = [turn.line, line.text].filter(Boolean).join(' ');
    } else endParagraph(current);
  }
  return drafts.map((draft) => {
    draft.turns = draft.turns.filter((turn) => turn.line);
    return finish(draft);
  });
}

/**
 * Reads a script back into shots: the writer's screenplay (script-format.ts), scripts in the format before it,
 * hand-edited text close to either, or a screenplay written without shot lines (script-screenplay.ts).
 */
export function parseScriptText(script: string): StoryShot[] {
  const lines = scriptLines(script);
  const shots = lines.some((line) => line.kind === 'shot') ? parseShotBlocks(lines) : parseScreenplay(lines);
  if (shots.length === 0) throw new StoryAnalysisError('input', 'Failed to parse script');
  return shots;
}
