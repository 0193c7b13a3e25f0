import { SHOT_HEADER } from '@sym/contracts';
import { ProviderError } from '../../provider.ts';
import type { CameraMotion, ShotType, StoryShot } from '../text-provider.ts';
import { FIELD_ALIASES, parseCameraMotion, parseSeconds, parseShotType } from './script-format.ts';
import type { ScriptField } from './script-format.ts';
import { readingSeconds } from './shot-durations.ts';

interface ShotDraft {
  type?: ShotType;
  cameraMotion?: CameraMotion;
  duration?: number;
  description: string[];
  action: string[];
  dialogue: string[];
  assetNames: string[];
}

// "SHOT 3 — CLOSE — 4s — zoom_in", "## Shot 3: close", "shot 3 close 4s". A bare "Shot of the sea" is prose.
// The same pattern finds the blocks whose ref tags the apply puts back on the shots read here.
const HEADER = SHOT_HEADER;
const LABELLED = /^\s*[*_]*([A-Za-z][A-Za-z ]{0,20}?)[*_]*\s*:\s*(.*)$/;
const SEPARATORS = /\s*(?:—|–|\||\s-\s|,|\/|·)\s*/;

function readHeader(line: string): string | undefined {
  const match = HEADER.exec(line);
  if (!match || (!match[1] && !match[2])) return undefined;
  return (match[3] ?? '').replace(/[*_#]+/g, ' ').trim();
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

const unquote = (text: string): string => {
  const trimmed = text.trim();
  const match = /^["“](.*)["”]$/.exec(trimmed);
  return match?.[1] !== undefined && !/["“”]/.test(match[1]) ? match[1].trim() : trimmed;
};

function applyField(draft: ShotDraft, field: ScriptField, value: string): ScriptField {
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
  return field;
}

function finish(draft: ShotDraft): StoryShot {
  const description = draft.description.join(' ').trim();
  const action = draft.action.join(' ').trim();
  const dialogue = draft.dialogue.join(' ').trim();
  const spoken = [description, dialogue].filter(Boolean).join(' ');
  return {
    type: draft.type ?? 'medium',
    description,
    action,
    duration: draft.duration ?? readingSeconds(spoken),
    cameraMotion: draft.cameraMotion ?? 'auto',
    assetNames: [...new Set(draft.assetNames)],
    ...(dialogue ? { dialogue } : {}),
  };
}

/** Reads a script in the writer's format, or hand-edited text close to it, back into shots. */
export function parseScriptText(script: string): StoryShot[] {
  const drafts: ShotDraft[] = [];
  let current: ShotDraft | undefined;
  let lastField: ScriptField = 'description';
  for (const line of script.split(/\r?\n/)) {
    const header = readHeader(line);
    if (header !== undefined) {
      current = { description: [], action: [], dialogue: [], assetNames: [] };
      drafts.push(current);
      applyHeader(current, header);
      lastField = 'description';
      continue;
    }
    const text = line.trim();
    // Lines before the first shot (NOTE, TOTAL, a title) belong to no shot.
    if (!current || !text) continue;
    const labelled = LABELLED.exec(text);
    const field = labelled?.[1] ? FIELD_ALIASES[labelled[1].trim().toLowerCase()] : undefined;
    if (field) {
      lastField = applyField(current, field, (labelled?.[2] ?? '').trim());
    } else if (/^["“].*["”]$/.test(text)) {
      lastField = applyField(current, 'dialogue', text);
    } else {
      // An unlabelled line continues the field above it (a wrapped description, a second line of dialogue).
      const target = lastField === 'action' || lastField === 'dialogue' ? lastField : 'description';
      lastField = applyField(current, target, text);
    }
  }
  if (drafts.length === 0) throw new ProviderError('input', 'Failed to parse script');
  return drafts.map(finish);
}
