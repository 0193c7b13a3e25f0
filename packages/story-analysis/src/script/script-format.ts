import { CAMERA_MOTIONS, SHOT_TYPES } from '@sym/contracts';
import type { CameraMotion, ShotType } from '../types.ts';

/**
 * The plain-text script format shared by the writer and the parser, a screenplay with a shot line above each shot:
 *
 *   NOTE: make it tense
 *   TOTAL: 24s — 5 shots
 *
 *   FADE IN:
 *
 *   EXT. OLD LIGHTHOUSE — NIGHT
 *
 *   SHOT 1 · ESTABLISHING · 4s · drone
 *   A grey sea rolls under a low sky.
 *
 *   SHOT 2 · CLOSE · 3.5s · zoom in
 *   Mara climbs the spiral stairs.
 *
 *   Frowns, points
 *
 *                       MARA
 *             Not tonight.
 *
 *   CUT TO:
 *
 * The shot line keeps what the shot is (type, duration, camera motion; none means auto); the first paragraph below
 * it is the shot's description, the next its action, a name in capitals over indented lines its dialogue, all in
 * the shot's own words. Scene headings and transitions belong to no shot. Labelled lines ("SHOT 1 — WIDE — 4s —
 * drone" / "Description: …" / "Action: …" / "Dialogue: …", the format before screenplays) are read too, and
 * written for a shot whose text would not read back as itself from paragraphs.
 */
export const HEADER_SEPARATOR = ' · ';

/** Indentation of a character's name above their lines, and of the lines, as screenplays lay them out. */
export const CUE_INDENT = ' '.repeat(20);
export const DIALOGUE_INDENT = ' '.repeat(10);

/** The speaker written over a line when the shot names nobody. */
export const UNNAMED_SPEAKER = 'VOICE';

/** A character's name over their lines: capitals, maybe "(V.O.)" after it; not a heading or transition. */
export const CHARACTER_CUE = /^\s*([A-Z][A-Z0-9'’.-]*(?: [A-Z0-9][A-Z0-9'’.-]*){0,3})\s*(\([^)]*\))?\s*$/;

/** A stage direction between a name and its line: "(quietly)". */
export const PARENTHETICAL = /^\s*\(.*\)\s*$/;

/** A spoken line without the quotes around it ("“Not tonight.”" → "Not tonight."); quotes inside stay. */
export function unquote(text: string): string {
  const trimmed = text.trim();
  const match = /^["“](.*)["”]$/.exec(trimmed);
  return match?.[1] !== undefined && !/["“”]/.test(match[1]) ? match[1].trim() : trimmed;
}

/** The shot line: "SHOT 3 · CLOSE · 4s · zoom in". */
export function shotLine(number: number, type: ShotType, seconds: number, motion: CameraMotion): string {
  const parts = [`SHOT ${number}`, shotTypeLabel(type), formatSeconds(seconds)];
  if (motion !== 'auto') parts.push(motion.replace(/_/g, ' '));
  return parts.join(HEADER_SEPARATOR);
}

// The user's direction picks how scenes join: a hard cut keeps tension, a dissolve suits a gentle story,
// a smash cut the joke. Checked in this order; a cut when nothing matches.
const TRANSITIONS: readonly { words: RegExp; transition: string }[] = [
  {
    words: /\b(?:tense|tension|thrill\w*|suspense\w*|action|fast|urgent|dramatic|horror|scary|dark|gritty|intense)\b/i,
    transition: 'CUT TO:',
  },
  { words: /\b(?:funny|comed\w*|comic\w*|humou?r\w*|silly|playful|absurd|witty)\b/i, transition: 'SMASH CUT TO:' },
  {
    words:
      /\b(?:calm|dream\w*|slow|gentle|soft|romantic|nostalgi\w*|sad|melanchol\w*|poetic|peaceful|lyrical|quiet|tender|wistful)\b/i,
    transition: 'DISSOLVE TO:',
  },
];

/** The transition written between scenes for the user's direction ("make it tense" → "CUT TO:"). */
export function transitionFor(prompt: string | undefined): string {
  return TRANSITIONS.find((entry) => entry.words.test(prompt ?? ''))?.transition ?? 'CUT TO:';
}

export type ScriptField = 'description' | 'action' | 'dialogue' | 'assets' | 'camera' | 'duration' | 'type';

/** Labels the parser accepts, lower case: scripts written before the screenplay format, and hand-edited ones. */
export const FIELD_ALIASES: Readonly<Record<string, ScriptField>> = {
  description: 'description',
  desc: 'description',
  visual: 'description',
  visuals: 'description',
  scene: 'description',
  action: 'action',
  actions: 'action',
  dialogue: 'dialogue',
  dialog: 'dialogue',
  line: 'dialogue',
  lines: 'dialogue',
  says: 'dialogue',
  voice: 'dialogue',
  vo: 'dialogue',
  assets: 'assets',
  characters: 'assets',
  cast: 'assets',
  camera: 'camera',
  'camera motion': 'camera',
  motion: 'camera',
  duration: 'duration',
  length: 'duration',
  type: 'type',
  'shot type': 'type',
  framing: 'type',
};

const TYPE_ALIASES: Readonly<Record<string, ShotType>> = {
  establishing_shot: 'establishing',
  establish: 'establishing',
  wide_shot: 'wide',
  long: 'wide',
  long_shot: 'wide',
  ws: 'wide',
  ls: 'wide',
  medium_shot: 'medium',
  mid: 'medium',
  mid_shot: 'medium',
  ms: 'medium',
  close_up: 'close',
  closeup: 'close',
  cu: 'close',
  extreme_close_up: 'extreme_close',
  extreme_closeup: 'extreme_close',
  ecu: 'extreme_close',
  xcu: 'extreme_close',
};

const MOTION_ALIASES: Readonly<Record<string, CameraMotion>> = {
  static: 'auto',
  still: 'auto',
  none: 'auto',
  fixed: 'auto',
  follow: 'tracking',
  track: 'tracking',
  dolly: 'tracking',
  aerial: 'drone',
  zoom: 'zoom_in',
  push_in: 'zoom_in',
  pull_out: 'zoom_out',
  pull_back: 'zoom_out',
  pan: 'pan_right',
  tilt: 'tilt_up',
};

const normalizeKey = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** Upper-case header label of a shot type ("EXTREME CLOSE"). */
export function shotTypeLabel(type: ShotType): string {
  return type.replace(/_/g, ' ').toUpperCase();
}

/** Reads a shot type written in any common way ("Close-up", "ECU", "wide shot"). */
export function parseShotType(text: string): ShotType | undefined {
  const key = normalizeKey(text);
  return (SHOT_TYPES as readonly string[]).includes(key) ? (key as ShotType) : TYPE_ALIASES[key];
}

/** Reads a camera motion written in any common way ("Zoom in", "zoom-in", "aerial"). */
export function parseCameraMotion(text: string): CameraMotion | undefined {
  const key = normalizeKey(text);
  return (CAMERA_MOTIONS as readonly string[]).includes(key) ? (key as CameraMotion) : MOTION_ALIASES[key];
}

/** Reads "4s", "4.5 sec", "4 seconds" or a bare number of seconds. */
export function parseSeconds(text: string): number | undefined {
  const match = /^(\d+(?:[.,]\d+)?)\s*(?:s|sec|secs|second|seconds)?\.?$/i.exec(text.trim());
  if (!match?.[1]) return undefined;
  const seconds = Number(match[1].replace(',', '.'));
  return seconds > 0 ? seconds : undefined;
}

/** Writes seconds the way the header shows them ("4s", "4.5s"). */
export function formatSeconds(seconds: number): string {
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1).replace(/\.0$/, '')}s`;
}
