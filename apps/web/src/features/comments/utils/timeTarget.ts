import { layoutShots, shotAt, type Shot } from '@sym/contracts';
import { parseTimecode } from '../../review';

/** What is wrong with a typed time: nothing typed, not a time, past the episode's end, or an end before the start. */
export type TimeFieldError = 'missing' | 'invalid' | 'pastEnd' | 'beforeStart';

export interface TimeTargetCheck {
  /** The moment and its optional end, once both fields are right; null while one is not. */
  value: { timeSeconds: number; timeEndSeconds?: number } | null;
  startError: TimeFieldError | null;
  endError: TimeFieldError | null;
}

function readTime(text: string, duration: number): { time: number | null; error: TimeFieldError | null } {
  if (text.trim() === '') return { time: null, error: 'missing' };
  const time = parseTimecode(text);
  if (time === null) return { time: null, error: 'invalid' };
  if (duration > 0 && time > duration) return { time: null, error: 'pastEnd' };
  return { time, error: null };
}

/**
 * A comment at a time as a member types it: the start as m:ss (required) and an optional end after it, both
 * within the episode when its length (`duration`, seconds; 0 when unknown) is known.
 */
export function readTimeTarget(startText: string, endText: string, duration: number): TimeTargetCheck {
  const start = readTime(startText, duration);
  if (endText.trim() === '') {
    return { value: start.time === null ? null : { timeSeconds: start.time }, startError: start.error, endError: null };
  }
  const end = readTime(endText, duration);
  const endError = end.error ?? (start.time !== null && end.time! <= start.time ? 'beforeStart' : null);
  const value =
    start.time !== null && endError === null ? { timeSeconds: start.time, timeEndSeconds: end.time! } : null;
  return { value, startError: start.error, endError };
}

/** The shot the animatic shows at `time` (the shots one after the other, as the timeline plays them). */
export function frameShotAt(shots: readonly Shot[], time: number): Shot | undefined {
  return shotAt({ shots: layoutShots(shots) }, time)?.entry.shot;
}
