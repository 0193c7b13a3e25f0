import { createHash } from 'node:crypto';
import { hasEnvelope, type TimeSpan, type TimelineAudioClip } from '@sym/contracts';
import { MIX_SAMPLE_RATE } from './export-args.ts';

// How an export's audio is mixed. A few clips mix in one ffmpeg run, as always. Many clips (a 1,000-shot episode
// with a voice line on every shot) would make one filter graph with an input per clip, each padded to the whole
// episode: work growing with clips × duration, and a command line past the kernel's limit. Then the short clips
// are mixed in windows instead (each window only the clips inside it, cut where none plays, so no sound is split),
// the windows joined sample-exactly, and the long clips (music beds) mixed over them in one last run.

/** A mix with at most this many clips runs as one ffmpeg command. */
export const MAX_MIX_INPUTS = 32;
/** A window closes at the first silence of the short clips after this long (or after MAX_MIX_INPUTS clips). */
const WINDOW_SECONDS = 60;
/** Clips at least this long (music beds) are mixed over the joined windows rather than inside one. */
const LONG_CLIP_SECONDS = 30;
/** Part of the audio's cache key: bump it when the mix's encoding changes. */
const MIX_VERSION = 'aac160-48k-v1';

export type MixClip = Pick<
  TimelineAudioClip,
  'source' | 'start' | 'sourceStart' | 'duration' | 'gain' | 'loopLength' | 'fadeIn' | 'fadeOut' | 'duck'
>;

/** A clip that does not play as a plain cut of its source at one gain: it loops, fades or ducks. */
const isShaped = (clip: MixClip) => clip.loopLength !== undefined || hasEnvelope(clip);

/** Clips mixed over the joined windows, where time is the episode's: music beds, loops, fades and ducks. */
const mixedOverWindows = (clip: MixClip) => clip.duration >= LONG_CLIP_SECONDS || isShaped(clip);

export interface MixWindow {
  /** Seconds from the episode start, on whole samples. */
  start: number;
  duration: number;
  /** The clips inside it, `start` relative to the window. */
  clips: MixClip[];
}

export type AudioMixPlan =
  { kind: 'single'; clips: MixClip[] } | { kind: 'windowed'; windows: MixWindow[]; long: MixClip[] };

const onSample = (seconds: number) => Math.round(seconds * MIX_SAMPLE_RATE) / MIX_SAMPLE_RATE;

/** The mix of the episode's audio clips (those with a length) over `duration` seconds. */
export function planAudioMix(audio: readonly MixClip[], duration: number): AudioMixPlan {
  const clips = audio.filter((clip) => clip.duration > 0 && clip.start < duration);
  if (clips.length <= MAX_MIX_INPUTS) return { kind: 'single', clips };
  const long = clips.filter(mixedOverWindows);
  const short = clips.filter((clip) => !mixedOverWindows(clip)).sort((a, b) => a.start - b.start);
  const windows: MixWindow[] = [];
  let windowStart = 0;
  let members: MixClip[] = [];
  let playingUntil = 0;
  for (const clip of short) {
    const full = members.length >= MAX_MIX_INPUTS || clip.start - windowStart >= WINDOW_SECONDS;
    // A cut at a whole sample in the silence before this clip: no clip of the window still plays there.
    const cut = Math.floor(clip.start * MIX_SAMPLE_RATE) / MIX_SAMPLE_RATE;
    if (full && cut >= playingUntil && cut > windowStart) {
      windows.push({ start: windowStart, duration: onSample(cut - windowStart), clips: members });
      windowStart = cut;
      members = [];
    }
    members.push({ ...clip, start: clip.start - windowStart });
    playingUntil = Math.max(playingUntil, clip.start + clip.duration);
  }
  windows.push({ start: windowStart, duration: onSample(duration - windowStart), clips: members });
  return { kind: 'windowed', windows, long };
}

/**
 * Changes exactly when the mixed audio would: every clip's source, placement, loop and envelope, the speech that
 * ducks it, the length, the encoding.
 */
export function audioMixHash(audio: readonly MixClip[], duration: number, speech: readonly TimeSpan[] = []): string {
  const clips = audio.map((clip) => [
    clip.source,
    clip.start,
    clip.sourceStart,
    clip.duration,
    clip.gain,
    ...(isShaped(clip) ? [clip.loopLength ?? 0, clip.fadeIn ?? 0, clip.fadeOut ?? 0, clip.duck === true] : []),
  ]);
  const ducks = audio.some((clip) => clip.duck) ? speech.map((span) => [span.start, span.end]) : [];
  return createHash('sha256')
    .update(JSON.stringify([MIX_VERSION, duration, clips, ...(ducks.length > 0 ? [ducks] : [])]))
    .digest('hex')
    .slice(0, 32);
}
