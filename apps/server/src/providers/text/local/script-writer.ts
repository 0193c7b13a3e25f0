import type { ScriptRequest } from '../text-provider.ts';
import { speakerOf, turnsOf } from './script-dialogue.ts';
import { CUE_INDENT, DIALOGUE_INDENT, formatSeconds, shotLine, transitionFor } from './script-format.ts';
import { actionSentence, asSentences, leadingSubject, toPresentTense } from './script-language.ts';
import { capitaliseFirstMentions, namesIn } from './script-names.ts';
import { isNewScene, sceneHeading, scenesOf, type Scene } from './script-scenes.ts';
import { fitDurations, roundToStep } from './shot-durations.ts';

type ScriptShot = ScriptRequest['shots'][number];

const oneLine = (text: string | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** Durations of the script: scaled to the target total when given, else each rounded to half a second. */
export function scriptDurations(request: ScriptRequest): number[] {
  const durations = request.shots.map((shot) => shot.duration);
  if (request.targetDuration && request.targetDuration > 0) return fitDurations(durations, request.targetDuration);
  return durations.map(roundToStep);
}

/**
 * The paragraphs under one shot line: what is seen (the description, in the present), what moves (the action as a
 * sentence, when it adds to the description), then each turn of dialogue under its speaker. Names the script has
 * not shown yet are written in capitals, as a screenplay introduces its characters.
 */
function shotParagraphs(shot: ScriptShot, introduced: Set<string>): string[][] {
  const description = oneLine(shot.description);
  const action = oneLine(shot.action);
  const names = namesIn(`${description} ${action}`);
  const seen = asSentences(toPresentTense(description));
  const subject = names[0] ? { text: names[0], plural: false } : leadingSubject(seen);
  const moves = actionSentence(action, subject, seen, Boolean(oneLine(shot.dialogue)));
  const paragraphs: string[][] = [];
  for (const text of [seen, moves]) {
    if (!text) continue;
    const fresh = names.filter((name) => !introduced.has(name) && text.includes(name));
    // "Old Tobias" introduces Tobias too.
    for (const name of fresh) for (const part of [name, ...name.split(' ')]) introduced.add(part);
    paragraphs.push([capitaliseFirstMentions(text, fresh)]);
  }
  for (const turn of turnsOf(oneLine(shot.dialogue))) {
    const speaker = turn.speaker ?? speakerOf(`${description} ${action}`, turn.line);
    paragraphs.push([`${CUE_INDENT}${speaker.toUpperCase()}`, `${DIALOGUE_INDENT}${turn.line}`]);
  }
  return paragraphs;
}

/**
 * Writes shots as a screenplay (format in script-format.ts): the user's direction and the total on top, a scene
 * heading where the place or time changes, joined by the transition the direction suggests, and under each shot
 * line its action and dialogue.
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
  const introduced = new Set<string>();
  let scene: Scene | undefined;
  request.shots.forEach((shot, index) => {
    const next = scenes[index]!;
    if (isNewScene(scene, next) && next.place) {
      // Going into another part of the same place at the same time is no cut.
      const isSamePlace = scene?.place?.key === next.place.key && scene.time === next.time;
      if (scene?.place && !isSamePlace) lines.push('', transition);
      lines.push('', sceneHeading(next.place, next.time ?? 'DAY'));
      scene = next;
    }
    const duration = durations[index] ?? roundToStep(shot.duration);
    lines.push('', shotLine(index + 1, shot.type, duration, shot.cameraMotion));
    shotParagraphs(shot, introduced).forEach((paragraph, position) => {
      if (position > 0) lines.push('');
      lines.push(...paragraph);
    });
  });
  lines.push('', 'FADE OUT.');
  return `${lines.join('\n')}\n`;
}
