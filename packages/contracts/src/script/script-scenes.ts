import type { SceneHeading, SceneInterior } from '../api/scenes.ts';
import { isSceneHeading, isShotHeader } from './script-refs.ts';

// Stored scenes in a script: each scene is written as a screenplay heading over its shots, and a script read
// back groups its shot blocks by the heading above them, so an episode's scenes survive the round trip.

type Heading = Pick<SceneHeading, 'interior' | 'place' | 'timeOfDay'>;

const INTERIOR_WORDS: Record<SceneInterior, string> = { INT: 'INT.', EXT: 'EXT.', 'INT/EXT': 'INT./EXT.' };

/**
 * A stored scene's heading line: "INT. HUT — DAWN". A scene without interior is written INT./EXT. and one without
 * a place by its number ("INT./EXT. SCENE 3"), so every scene has a heading the script reads back as one.
 */
export function sceneScriptHeading(scene: Heading, index: number): string {
  const place = scene.place.trim().toUpperCase() || `SCENE ${index}`;
  const time = scene.timeOfDay.trim().toUpperCase();
  return `${INTERIOR_WORDS[scene.interior ?? 'INT/EXT']} ${place}${time ? ` — ${time}` : ''}`;
}

const HEADING_PARTS = /^\s*(INT\.?\s*\/\s*EXT|EXT\.?\s*\/\s*INT|I\/E|INT|EXT)\.?\s+(.*?)\s*$/i;
const TIME_SEPARATOR = /\s+[—–-]+\s+/;

/** A heading line read as a scene heading: "EXT. OLD PIER — NIGHT" → EXT, "OLD PIER", "NIGHT" (null: not one). */
export function parseSceneHeading(line: string): Heading | null {
  const match = HEADING_PARTS.exec(line);
  if (!match || !isSceneHeading(line)) return null;
  const word = match[1]!.toUpperCase().replace(/[.\s]/g, '');
  const interior: SceneInterior = word === 'INT' ? 'INT' : word === 'EXT' ? 'EXT' : 'INT/EXT';
  const parts = match[2]!.split(TIME_SEPARATOR);
  const timeOfDay = parts.length > 1 ? parts.pop()!.trim() : '';
  return { interior, place: parts.join(' — ').trim(), timeOfDay };
}

/** The heading a shot block stands under: which heading of the script (0-based, in order) and its line. */
export interface BlockScene {
  index: number;
  line: string;
}

/** For each shot block of a script (its shot header lines, in order), the scene heading above it (null: none yet). */
export function scriptBlockScenes(script: string): (BlockScene | null)[] {
  const scenes: (BlockScene | null)[] = [];
  let current: BlockScene | null = null;
  let count = 0;
  for (const line of script.split(/\r?\n/)) {
    if (isSceneHeading(line)) current = { index: count++, line: line.trim() };
    else if (isShotHeader(line)) scenes.push(current);
  }
  return scenes;
}
