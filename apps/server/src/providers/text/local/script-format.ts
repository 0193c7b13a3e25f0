import { CAMERA_MOTIONS, SHOT_TYPES } from '@sym/contracts';
import type { CameraMotion, ShotType } from '../text-provider.ts';

/**
 * The plain-text script format shared by the writer and the parser:
 *
 *   NOTE: make it funny
 *   TOTAL: 24s
 *
 *   SHOT 1 — ESTABLISHING — 4s — drone
 *   Description: ...
 *   Action: ...
 *   Dialogue: ...
 */
export const HEADER_SEPARATOR = ' — ';

export type ScriptField = 'description' | 'action' | 'dialogue' | 'assets' | 'camera' | 'duration' | 'type';

/** Label written for each field. */
export const FIELD_LABELS: Record<'description' | 'action' | 'dialogue', string> = {
  description: 'Description',
  action: 'Action',
  dialogue: 'Dialogue',
};

/** Labels the parser accepts, lower case, for hand-edited scripts. */
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
