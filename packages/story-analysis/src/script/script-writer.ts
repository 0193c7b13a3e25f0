import type { ScriptRequest } from '../types.ts';
import { speakerOf, turnsOf } from './script-dialogue.ts';
import { CUE_INDENT, DIALOGUE_INDENT, formatSeconds, shotLine, transitionFor, unquote } from './script-format.ts';
import { parseScriptText } from './script-parser.ts';
import { isNewScene, sceneHeading, scenesOf, type Scene } from './script-scenes.ts';
import { fitDurations, roundToStep } from '../breakdown/shot-durations.ts';

type ScriptShot = ScriptRequest['shots'][number];

const oneLine = (text: string | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** Durations of the script: scaled to the target total when given, else each rounded to half a second. */
export function scriptDurations(request: ScriptRequest): number[] {
  const durations = request.shots.map((shot) => shot.duration);
  if (request.targetDuration && request.targetDuration > 0) return fitDurations(durations, request.targetDuration);
  return durations.map(roundToStep);
}

const spoken = (text: string | undefined): string => unquote(oneLine(text));

/**
 * The screenplay paragraphs under one shot line: the description as the shot has it, then the action, then each
 * turn of dialogue under its speaker's name. The user's words stay as they are (no tense, case or wording changes),
 * so the script reads back into the same shot.
 */
function screenplayParagraphs(shot: ScriptShot): string[][] {
  const description = oneLine(shot.description);
  const action = oneLine(shot.action);
  const paragraphs = [description, action].filter(Boolean).map((text) => [text]);
  for (const turn of turnsOf(oneLine(shot.dialogue))) {
    const speaker = turn.speaker ?? speakerOf(`${description} ${action}`, turn.line);
    paragraphs.push([`${CUE_INDENT}${speaker.toUpperCase()}`, `${DIALOGUE_INDENT}${turn.line}`]);
  }
  return paragraphs;
}

/** The same shot as labelled lines ("Description: …"), which the parser reads back word for word. */
function labelledParagraphs(shot: ScriptShot): string[][] {
  const fields = [
    ['Description', oneLine(shot.description)],
    ['Action', oneLine(shot.action)],
    ['Dialogue', oneLine(shot.dialogue)],
  ] as const;
  return [fields.filter(([, text]) => text).map(([label, text]) => `${label}: ${text}`)];
}

/** Whether the parser reads these paragraphs back as the shot's own description, action and dialogue. */
function readsBackAs(shot: ScriptShot, paragraphs: readonly string[][]): boolean {
  if (paragraphs.length === 0) return true;
  const body = paragraphs.map((paragraph) => paragraph.join('\n')).join('\n\n');
  const [read] = parseScriptText(`${shotLine(1, shot.type, 1, 'auto')}\n${body}\n`);
  return (
    read !== undefined &&
    read.description === oneLine(shot.description) &&
    read.action === oneLine(shot.action) &&
    spoken(read.dialogue) === spoken(shot.dialogue)
  );
}

/**
 * The paragraphs under one shot line: as a screenplay when that reads back into the shot unchanged, else as
 * labelled lines (an action without a description, a text the parser would take for a name or a heading, words
 * in capitals it would read as a name).
 */
function shotParagraphs(shot: ScriptShot): string[][] {
  const screenplay = screenplayParagraphs(shot);
  return readsBackAs(shot, screenplay) ? screenplay : labelledParagraphs(shot);
}

/**
 * Writes shots as a screenplay (format in script-format.ts): the user's direction and the total on top, a scene
 * heading where the place or time changes (or, for an episode with stored scenes, each scene's own heading), joined by the transition the direction suggests, and under each shot
 * line its description, action and dialogue in the shot's own words. Nothing in it names a shot: applying it
 * finds the shots again by their text (script-links in @sym/contracts).
 */
export function writeScript(request: ScriptRequest): string {
  const durations = scriptDurations(request);
  const total = durations.reduce((sum, duration) => sum + duration, 0);
  const count = request.shots.length;
  const prompt = oneLine(request.prompt);
  const transition = transitionFor(prompt);
  const lines: string[] = [];
  if (prompt) lines.push(`NOTE: ${prompt}`);
  lines.push(`TOTAL: ${formatSeconds(total)} — ${count} shot${count === 1 ? '' : 's'}`, '', 'FADE IN:');
  const scenes = scenesOf(
    request.shots.map((shot) => `${oneLine(shot.description)} ${oneLine(shot.action)}`),
    request.shots.map((shot) => shot.place),
  );
  let scene: Scene | undefined;
  let storedKey: string | undefined;
  const isStored = request.shots.some((shot) => shot.scene);
  request.shots.forEach((shot, index) => {
    const next = scenes[index]!;
    if (isStored) {
      if (shot.scene && shot.scene.key !== storedKey) {
        if (storedKey) lines.push('', transition);
        lines.push('', shot.scene.heading);
        storedKey = shot.scene.key;
      }
    } else if (isNewScene(scene, next) && next.place) {
      // Going into another part of the same place at the same time is no cut.
      const isSamePlace = scene?.place?.key === next.place.key && scene.time === next.time;
      if (scene?.place && !isSamePlace) lines.push('', transition);
      lines.push('', sceneHeading(next.place, next.time ?? 'DAY'));
      scene = next;
    }
    const duration = durations[index] ?? roundToStep(shot.duration);
    lines.push('', shotLine(index + 1, shot.type, duration, shot.cameraMotion));
    shotParagraphs(shot).forEach((paragraph, position) => {
      if (position > 0) lines.push('');
      lines.push(...paragraph);
    });
  });
  lines.push('', 'FADE OUT.');
  return `${lines.join('\n')}\n`;
}
