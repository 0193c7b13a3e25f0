import type { ScriptRequest } from '../text-provider.ts';
import { FIELD_LABELS, HEADER_SEPARATOR, formatSeconds, shotTypeLabel } from './script-format.ts';
import { fitDurations, roundToStep } from './shot-durations.ts';

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Durations of the script: scaled to the target total when given, else each rounded to half a second. */
export function scriptDurations(request: ScriptRequest): number[] {
  const durations = request.shots.map((shot) => shot.duration);
  if (request.targetDuration && request.targetDuration > 0) return fitDurations(durations, request.targetDuration);
  return durations.map(roundToStep);
}

/** Writes shots as a readable screenplay-like script, one block per shot, with the user's direction on top. */
export function writeScript(request: ScriptRequest): string {
  const durations = scriptDurations(request);
  const total = durations.reduce((sum, duration) => sum + duration, 0);
  const lines: string[] = [];
  const prompt = request.prompt ? oneLine(request.prompt) : '';
  if (prompt) lines.push(`NOTE: ${prompt}`);
  lines.push(`TOTAL: ${formatSeconds(total)} — ${request.shots.length} shot${request.shots.length === 1 ? '' : 's'}`);
  request.shots.forEach((shot, index) => {
    const duration = durations[index] ?? roundToStep(shot.duration);
    const header = [`SHOT ${index + 1}`, shotTypeLabel(shot.type), formatSeconds(duration), shot.cameraMotion];
    lines.push('', header.join(HEADER_SEPARATOR));
    lines.push(`${FIELD_LABELS.description}: ${oneLine(shot.description)}`);
    lines.push(`${FIELD_LABELS.action}: ${oneLine(shot.action)}`);
    const dialogue = shot.dialogue ? oneLine(shot.dialogue) : '';
    if (dialogue) lines.push(`${FIELD_LABELS.dialogue}: ${dialogue}`);
  });
  return `${lines.join('\n')}\n`;
}
