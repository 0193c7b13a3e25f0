import type { CameraMotion } from '../entities/scenario.ts';

// The episode timeline as numbers: where each shot and each audio clip sits. The browser preview and the
// server's export read this same model, so it stays free of DOM types and of I/O.

/** Seconds a shot without a duration lasts on the timeline (and in the script the server writes from shots). */
export const DEFAULT_SHOT_DURATION_SECONDS = 4;
/** The shortest a shot can be trimmed to. */
export const MIN_SHOT_DURATION_SECONDS = 0.5;
/** Trimmed durations snap to this step. */
export const SHOT_DURATION_STEP_SECONDS = 0.1;

/** What the model needs of a shot. */
export interface TimelineShotInput {
  id: string;
  sequence: number;
  duration?: number | null;
  imageUrl?: string | null;
  videoUrl?: string | null;
  cameraMotion?: CameraMotion;
}

/** What the model needs of a track (see entities/timeline.ts Track). */
export interface TimelineTrackInput {
  id: string;
  kind: 'audio' | 'voice';
  order: number;
  muted: boolean;
  volume: number;
  audioUrl: string | null;
  audioDuration: number | null;
  offset: number;
  trimStart: number;
  clipDuration: number | null;
  /** Lowered under dialogue (audio-envelope.ts). */
  duck?: boolean;
  /** Seconds of fade in from its start and fade out to its end. */
  fadeIn?: number;
  fadeOut?: number;
  /** Repeats its clip to the episode's end. */
  loop?: boolean;
}

/** What the model needs of a voice clip (see entities/timeline.ts VoiceClip). */
export interface TimelineVoiceClipInput {
  id: string;
  trackId: string | null;
  audioUrl: string | null;
  duration: number | null;
  offset: number;
  volume: number;
  status: 'pending' | 'ready' | 'failed';
}

export interface TimelineShot<S extends TimelineShotInput = TimelineShotInput> {
  shot: S;
  index: number;
  start: number;
  end: number;
  duration: number;
}

/** One piece of audio placed on the timeline: play `source` from `sourceStart` at `start` for `duration` seconds. */
export interface TimelineAudioClip {
  /** The track id for an audio track's file, the clip id for a voice clip. */
  id: string;
  kind: 'track' | 'voice';
  trackId: string;
  source: string;
  start: number;
  sourceStart: number;
  duration: number;
  /** Effective gain: the clip's volume, 0 when its track is muted. */
  gain: number;
  /** A looped track: the source's `loopLength` seconds from `sourceStart` play again and again for `duration`. */
  loopLength?: number;
  /** Its envelope (audio-envelope.ts): fades in seconds, lowered under speech. */
  fadeIn?: number;
  fadeOut?: number;
  duck?: boolean;
}

export interface Timeline<S extends TimelineShotInput = TimelineShotInput> {
  shots: TimelineShot<S>[];
  audio: TimelineAudioClip[];
  /** The end of the last shot: audio past it is cut. */
  duration: number;
}

const roundTime = (value: number): number => Math.round(value * 1e6) / 1e6;

/** A shot's length on the timeline: its own duration, else DEFAULT_SHOT_DURATION_SECONDS. */
export function shotDuration(shot: Pick<TimelineShotInput, 'duration'>): number {
  return typeof shot.duration === 'number' && shot.duration > 0 ? shot.duration : DEFAULT_SHOT_DURATION_SECONDS;
}

/**
 * An episode's length: its shots one after the other (audio never lengthens it). The project cards, the episode
 * list, the timeline and the export all show this one value (the server sums it in SQL the same way).
 */
export function scenarioDuration(shots: ReadonlyArray<Pick<TimelineShotInput, 'duration'>>): number {
  return shots.reduce((total, shot) => roundTime(total + shotDuration(shot)), 0);
}

/** Shots one after the other in sequence order (ties keep their given order). */
export function layoutShots<S extends TimelineShotInput>(shots: readonly S[]): TimelineShot<S>[] {
  const ordered = shots.map((shot, position) => ({ shot, position }));
  ordered.sort((a, b) => a.shot.sequence - b.shot.sequence || a.position - b.position);
  let cursor = 0;
  return ordered.map(({ shot }, index) => {
    const duration = shotDuration(shot);
    const start = cursor;
    cursor = roundTime(cursor + duration);
    return { shot, index, start, end: cursor, duration };
  });
}

/**
 * Places an audio piece: it starts at `offset`, plays from `trimStart` for `length` seconds (the rest of the
 * file when null or unknown), and is cut at the episode's end. Null when nothing of it is heard.
 */
function placeAudio(
  base: Omit<TimelineAudioClip, 'start' | 'sourceStart' | 'duration'>,
  offset: number,
  trimStart: number,
  length: number | null,
  scenarioEnd: number,
): TimelineAudioClip | null {
  const available = length ?? Number.POSITIVE_INFINITY;
  const duration = Math.min(available, scenarioEnd - offset);
  if (!(duration > 0) || offset < 0) return null;
  return { ...base, start: offset, sourceStart: trimStart, duration: roundTime(duration) };
}

/** How long an audio track's clip plays before the episode cuts it: clipDuration, else the rest of the file. */
export function trackClipLength(track: TimelineTrackInput): number | null {
  if (track.clipDuration !== null) {
    return track.audioDuration === null
      ? track.clipDuration
      : Math.min(track.clipDuration, Math.max(0, track.audioDuration - track.trimStart));
  }
  return track.audioDuration === null ? null : Math.max(0, track.audioDuration - track.trimStart);
}

/** The whole timeline: shot positions, the audio to play (tracks and ready voice clips) and the total length. */
export function buildTimeline<S extends TimelineShotInput>(
  shots: readonly S[],
  tracks: readonly TimelineTrackInput[] = [],
  voiceClips: readonly TimelineVoiceClipInput[] = [],
): Timeline<S> {
  const laidOut = layoutShots(shots);
  const duration = laidOut.at(-1)?.end ?? 0;
  const tracksById = new Map(tracks.map((track) => [track.id, track]));
  const audio: TimelineAudioClip[] = [];
  for (const track of [...tracks].sort((a, b) => a.order - b.order)) {
    if (track.kind !== 'audio' || !track.audioUrl) continue;
    const gain = track.muted ? 0 : track.volume;
    const once = trackClipLength(track);
    // A loop needs a known length of the source to repeat.
    const loops = track.loop === true && once !== null && once > 0;
    const base: Omit<TimelineAudioClip, 'start' | 'sourceStart' | 'duration'> = {
      id: track.id,
      kind: 'track',
      trackId: track.id,
      source: track.audioUrl,
      gain,
      ...(loops ? { loopLength: once } : {}),
      ...(track.fadeIn ? { fadeIn: track.fadeIn } : {}),
      ...(track.fadeOut ? { fadeOut: track.fadeOut } : {}),
      ...(track.duck ? { duck: true } : {}),
    };
    const placed = placeAudio(base, track.offset, track.trimStart, loops ? null : once, duration);
    if (placed) audio.push(placed);
  }
  for (const clip of voiceClips) {
    if (clip.status !== 'ready' || !clip.audioUrl || !clip.trackId) continue;
    const track = tracksById.get(clip.trackId);
    if (!track) continue;
    const gain = track.muted ? 0 : clip.volume;
    const placed = placeAudio(
      { id: clip.id, kind: 'voice', trackId: clip.trackId, source: clip.audioUrl, gain },
      clip.offset,
      0,
      clip.duration,
      duration,
    );
    if (placed) audio.push(placed);
  }
  return { shots: laidOut, audio, duration };
}

/** The shot under time `t` and how far through it (0-1); the last shot at the very end; null without shots. */
export function shotAt<S extends TimelineShotInput>(
  timeline: Pick<Timeline<S>, 'shots'>,
  time: number,
): { entry: TimelineShot<S>; localTime: number; progress: number } | null {
  const { shots } = timeline;
  if (shots.length === 0) return null;
  const entry = shots.find((candidate) => time < candidate.end) ?? shots[shots.length - 1]!;
  const localTime = Math.min(entry.duration, Math.max(0, time - entry.start));
  return { entry, localTime, progress: entry.duration > 0 ? localTime / entry.duration : 0 };
}

/** Where inside its source an audio clip is at time `t`, or null when it is silent then. */
export function audioTimeAt(clip: TimelineAudioClip, time: number): number | null {
  if (time < clip.start || time >= clip.start + clip.duration) return null;
  const played = time - clip.start;
  return clip.sourceStart + (clip.loopLength ? played % clip.loopLength : played);
}

/** A duration snapped to SHOT_DURATION_STEP_SECONDS and at least MIN_SHOT_DURATION_SECONDS. */
export function snapShotDuration(seconds: number): number {
  const snapped = Math.round(seconds / SHOT_DURATION_STEP_SECONDS) * SHOT_DURATION_STEP_SECONDS;
  return Number(Math.max(MIN_SHOT_DURATION_SECONDS, snapped).toFixed(1));
}

/** A shot's new duration after dragging its right edge by `deltaPixels` at `pixelsPerSecond`. */
export function trimShotDuration(currentDuration: number, deltaPixels: number, pixelsPerSecond: number): number {
  return snapShotDuration(currentDuration + deltaPixels / pixelsPerSecond);
}

/** Timeline zoom levels: pixels per second. */
export const TIMELINE_ZOOM = { min: 10, max: 200, step: 10, default: 60 } as const;

export function clampZoom(pixelsPerSecond: number): number {
  return Math.min(TIMELINE_ZOOM.max, Math.max(TIMELINE_ZOOM.min, pixelsPerSecond));
}

export function timeToPixels(seconds: number, pixelsPerSecond: number): number {
  return seconds * pixelsPerSecond;
}

/** A pixel position back to seconds, kept inside 0..`max` when given. */
export function pixelsToTime(pixels: number, pixelsPerSecond: number, max = Number.POSITIVE_INFINITY): number {
  return Math.min(max, Math.max(0, pixels / pixelsPerSecond));
}

/** Ruler ticks: a "nice" step (1, 2, 5, 10, 15, 30, 60 s) leaving at least `minGapPixels` between labels. */
export function rulerStep(pixelsPerSecond: number, minGapPixels = 60): number {
  const steps = [0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300];
  return steps.find((step) => step * pixelsPerSecond >= minGapPixels) ?? steps[steps.length - 1]!;
}

/** Tick times from 0 to `duration` inclusive at the ruler step. */
export function rulerTicks(duration: number, pixelsPerSecond: number, minGapPixels = 60): number[] {
  const step = rulerStep(pixelsPerSecond, minGapPixels);
  const ticks: number[] = [];
  for (let index = 0; index * step <= duration + 1e-9; index++) ticks.push(roundTime(index * step));
  return ticks;
}

/** m:ss.s for the time display and the ruler. */
export function formatTimelineTime(seconds: number, withTenths = true): string {
  const safe = Math.max(0, seconds);
  const minutes = Math.floor(safe / 60);
  const rest = safe - minutes * 60;
  const secondsText = withTenths ? (Math.floor(rest * 10) / 10).toFixed(1) : String(Math.floor(rest));
  return `${minutes}:${secondsText.padStart(withTenths ? 4 : 2, '0')}`;
}

/**
 * A duration as every screen shows it: m:ss (h:mm:ss from an hour on) with a tenth when it has one, rounded to
 * the nearest tenth ('1:08.5', '1:09', '0:04'); negative or missing values count as 0.
 */
export function formatDuration(seconds: number | null | undefined): string {
  const tenths = Math.max(0, Math.round((Number.isFinite(seconds) ? (seconds as number) : 0) * 10));
  const whole = Math.floor(tenths / 10);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = `${String(whole % 60).padStart(2, '0')}${tenths % 10 ? `.${tenths % 10}` : ''}`;
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
