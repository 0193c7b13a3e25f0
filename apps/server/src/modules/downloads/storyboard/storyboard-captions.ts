import type { Shot, StoryboardField, StoryboardPanelCount } from '@sym/contracts';
import { shotDialogue } from '../../reviews/shot-dialogue.ts';
import {
  cameraMotionLabel,
  formatSeconds,
  sceneOfShots,
  shotTypeLabel,
  timelineOf,
  type DownloadSource,
} from '../download-source.ts';
import { toWinAnsi } from '../win-ansi-text.ts';

/** What a panel can print about its shot, already in the PDF fonts' character set. */
export interface StoryboardShot {
  id: string;
  /** Its place in the episode, from 1. */
  number: number;
  /** "4 s": the duration the timeline gives it. */
  duration: string;
  /** "Close-up, camera pan left"; the camera motion is left out when the model chooses it ('auto'). */
  camera: string;
  /** The description, then the action when there is one. */
  text: string;
  /** "ANNA: Where were you?", one entry a line. */
  dialogue: string[];
  notes: string;
  /** The heading of the scene this shot opens ("Scene 2: EXT. PIER — NIGHT"); '' for the others. */
  scene: string;
}

/** A shot's notes: a `notes` text kept in its metadata, else its instructions for the animation. */
function notesOf(shot: Shot): string {
  const noted = shot.metadata.notes;
  if (typeof noted === 'string' && noted.trim()) return noted.trim();
  return shot.animationInstructions?.trim() ?? '';
}

/** The episode's shots in timeline order with every text a panel may print. */
export function storyboardShots(source: DownloadSource): StoryboardShot[] {
  const scenes = sceneOfShots(source);
  return timelineOf(source).shots.map(({ shot, index, duration }) => {
    const scene = scenes.get(shot.id);
    const motion = shot.cameraMotion === 'auto' ? '' : `, camera ${cameraMotionLabel(shot.cameraMotion).toLowerCase()}`;
    const action = shot.action.trim();
    const description = shot.description.trim();
    const text = action && action !== description ? [description, action].filter(Boolean).join(' — ') : description;
    return {
      id: shot.id,
      number: index + 1,
      duration: `${formatSeconds(duration)} s`,
      camera: `${shotTypeLabel(shot.type)}${motion}`,
      text: toWinAnsi(text),
      dialogue: shotDialogue(shot, source.voiceClips).map(({ speaker, text: line }) =>
        toWinAnsi(speaker ? `${speaker.toUpperCase()}: ${line}` : `"${line}"`),
      ),
      notes: toWinAnsi(notesOf(shot)),
      scene: scene?.opens ? toWinAnsi(scene.label) : '',
    };
  });
}

/** Type size of a panel's texts: smaller as more panels share the page. */
const TEXT_SIZE: Record<StoryboardPanelCount, number> = { 1: 10, 2: 9.5, 3: 9, 4: 9, 6: 8, 9: 7 };

export interface CaptionStyle {
  size: number;
  lineHeight: number;
  fields: ReadonlySet<StoryboardField>;
  /** The first line: number, camera and duration, whichever are asked for. */
  hasHeading: boolean;
}

export function captionStyle(panels: StoryboardPanelCount, fields: readonly StoryboardField[]): CaptionStyle {
  const size = TEXT_SIZE[panels];
  const set = new Set(fields);
  return {
    size,
    lineHeight: Math.round(size * 1.3 * 10) / 10,
    fields: set,
    hasHeading: set.has('number') || set.has('camera') || set.has('duration'),
  };
}

/** Lines kept under every frame: the heading, and room to read the text, dialogue and notes asked for. */
export function captionHeight(style: CaptionStyle, panels: StoryboardPanelCount): number {
  const roomy = panels <= 2;
  const lines =
    (style.hasHeading ? 1 : 0) +
    (style.fields.has('text') ? (roomy ? 3 : 2) : 0) +
    (style.fields.has('dialogue') ? (roomy ? 2 : 1) : 0) +
    (style.fields.has('notes') ? 1 : 0);
  return lines * style.lineHeight;
}

/**
 * How many lines each part of a caption gets out of `total`: every part with text at least one while there is
 * room, then the rest in order (text, dialogue, notes) up to what each needs.
 */
export function allocateLines(wanted: readonly number[], total: number): number[] {
  const given = wanted.map(() => 0);
  let left = Math.max(0, Math.floor(total));
  for (const [index, count] of wanted.entries()) {
    if (left === 0) break;
    if (count > 0) {
      given[index] = 1;
      left -= 1;
    }
  }
  for (const [index, count] of wanted.entries()) {
    const more = Math.min(left, Math.max(0, count - given[index]!));
    given[index] = given[index]! + more;
    left -= more;
  }
  return given;
}
