import type { TimelineAudioClip } from './timeline-model.ts';

// How a music track's loudness moves over the episode: faded in and out, and lowered under dialogue (ducking).
// The browser preview and the export's mix read these same numbers; the export turns them into ffmpeg filters
// (media/export/export-args.ts), so what the preview plays is what the video holds.

/** How far a ducked track is lowered while someone speaks (dB). */
export const DUCK_DB = -15;
/** The ducked track's gain while someone speaks. */
export const DUCK_GAIN = 10 ** (DUCK_DB / 20);
/** Seconds a ducked track takes to go down before a line and back up after it. */
export const DUCK_RAMP_SECONDS = 0.3;
/** Lines closer than this are one span: the music does not bob back up between them. */
const DUCK_BRIDGE_SECONDS = 1;
/** The longest fade in or out of a track. */
export const MAX_FADE_SECONDS = 30;

/** A stretch of the timeline, in seconds. */
export interface TimeSpan {
  start: number;
  end: number;
}

/** Where someone speaks: the audible voice clips' spans, in order, those less than a second apart joined. */
export function speechSpans(
  audio: readonly Pick<TimelineAudioClip, 'kind' | 'gain' | 'start' | 'duration'>[],
): TimeSpan[] {
  const spans = audio
    .filter((clip) => clip.kind === 'voice' && clip.gain > 0 && clip.duration > 0)
    .map((clip) => ({ start: clip.start, end: clip.start + clip.duration }))
    .sort((a, b) => a.start - b.start);
  const joined: TimeSpan[] = [];
  for (const span of spans) {
    const last = joined.at(-1);
    if (last && span.start - last.end < DUCK_BRIDGE_SECONDS) last.end = Math.max(last.end, span.end);
    else joined.push({ ...span });
  }
  return joined;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** How far into a duck the track is at `time` (0: full level, 1: lowered), ramping around each span. */
export function duckDepthAt(time: number, speech: readonly TimeSpan[]): number {
  let depth = 0;
  for (const span of speech) {
    const rampIn = clamp01((time - span.start + DUCK_RAMP_SECONDS) / DUCK_RAMP_SECONDS);
    const rampOut = clamp01((span.end + DUCK_RAMP_SECONDS - time) / DUCK_RAMP_SECONDS);
    depth = Math.max(depth, rampIn * rampOut);
  }
  return depth;
}

/** Whether a clip's loudness moves over time (fades or ducking), rather than staying at its gain. */
export function hasEnvelope(clip: Pick<TimelineAudioClip, 'fadeIn' | 'fadeOut' | 'duck'>): boolean {
  return (clip.fadeIn ?? 0) > 0 || (clip.fadeOut ?? 0) > 0 || clip.duck === true;
}

/**
 * The factor on a clip's gain at `time`: its fade in from its start, its fade out to its end, and the duck under
 * the episode's speech (linear, as ffmpeg's afade and our volume expression are).
 */
export function envelopeAt(clip: TimelineAudioClip, time: number, speech: readonly TimeSpan[]): number {
  const fadeIn = clip.fadeIn ?? 0;
  const fadeOut = clip.fadeOut ?? 0;
  let factor = 1;
  if (fadeIn > 0) factor *= clamp01((time - clip.start) / fadeIn);
  if (fadeOut > 0) factor *= clamp01((clip.start + clip.duration - time) / fadeOut);
  if (clip.duck) factor *= 1 - (1 - DUCK_GAIN) * duckDepthAt(time, speech);
  return factor;
}
