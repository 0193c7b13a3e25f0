import { shotDuration, type ReviewShot } from '@sym/contracts';

/** One shot's stretch of the animatic. */
export interface AnimaticSegment {
  shotIndex: number;
  start: number;
  end: number;
}

export interface Animatic {
  segments: AnimaticSegment[];
  /** Seconds, the shots one after the other (a shot without a duration lasts the timeline's default). */
  duration: number;
}

/** The storyboard as a slideshow: each shot's picture for its duration, in order (the timeline's own rule). */
export function buildAnimatic(shots: readonly Pick<ReviewShot, 'duration'>[]): Animatic {
  let start = 0;
  const segments = shots.map((shot, shotIndex) => {
    const end = start + shotDuration(shot);
    const segment = { shotIndex, start, end };
    start = end;
    return segment;
  });
  return { segments, duration: start };
}

/** The index of the shot showing at `time` (the last one at or past the end); -1 without shots. */
export function shotIndexAt(animatic: Animatic, time: number): number {
  const { segments } = animatic;
  if (segments.length === 0) return -1;
  const found = segments.findIndex((segment) => time < segment.end);
  return found === -1 ? segments.length - 1 : found;
}
