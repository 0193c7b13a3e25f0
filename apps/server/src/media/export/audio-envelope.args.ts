import { DUCK_GAIN, DUCK_RAMP_SECONDS, type TimeSpan, type TimelineAudioClip } from '@sym/contracts';
import { ffmpegNumber as num } from '../ffmpeg/filter-graph.args.ts';

// The filters that move a clip's loudness over time and repeat it: the same numbers as the contracts'
// audio-envelope.ts (what the browser preview plays), built only from filters the npm-shipped 2018 ffmpeg has
// (aloop, volume with a per-frame expression, afade).

export type EnvelopeClip = Pick<TimelineAudioClip, 'start' | 'duration' | 'loopLength' | 'fadeIn' | 'fadeOut' | 'duck'>;

/**
 * A looped clip, right after its one pass was cut and resampled to `sampleRate`: that pass repeated as many times as
 * the clip's length needs, timestamps made continuous again, cut to the length. Empty for a clip that plays once.
 */
export function loopFilters(clip: EnvelopeClip, sampleRate: number): string[] {
  if (!clip.loopLength) return [];
  const repeats = Math.max(0, Math.ceil(clip.duration / clip.loopLength) - 1);
  return [
    `aloop=loop=${repeats}:size=${Math.round(clip.loopLength * sampleRate)}`,
    'asetpts=N/SR/TB',
    `atrim=duration=${num(clip.duration)}`,
  ];
}

/**
 * The ducked gain as a volume expression of the timeline time `t`: lowered to DUCK_GAIN over each span of speech
 * that meets the clip, ramping down before it and up after it. Spans are at least a second apart
 * (speechSpans), more than two ramps, so their ramps never overlap and adding them gives the deepest one.
 */
function duckExpression(clip: EnvelopeClip, speech: readonly TimeSpan[]): string | null {
  const r = DUCK_RAMP_SECONDS;
  const terms = speech
    .filter((span) => span.end + r > clip.start && span.start - r < clip.start + clip.duration)
    .map((span) => `clip((t-${num(span.start - r)})/${num(r)},0,1)*clip((${num(span.end + r)}-t)/${num(r)},0,1)`);
  return terms.length === 0 ? null : `1-${num(1 - DUCK_GAIN)}*(${terms.join('+')})`;
}

/**
 * A clip's envelope once it sits at its place on the timeline (`t` is the episode's time): the duck under the
 * speech spans, the fade in from its start and the fade out to its end. Empty for a clip at a steady gain.
 */
export function envelopeFilters(clip: EnvelopeClip, speech: readonly TimeSpan[]): string[] {
  const filters: string[] = [];
  const duck = clip.duck ? duckExpression(clip, speech) : null;
  if (duck) filters.push(`volume='${duck}':eval=frame`);
  const fadeIn = Math.min(clip.fadeIn ?? 0, clip.duration);
  const fadeOut = Math.min(clip.fadeOut ?? 0, clip.duration);
  if (fadeIn > 0) filters.push(`afade=t=in:st=${num(clip.start)}:d=${num(fadeIn)}`);
  if (fadeOut > 0) filters.push(`afade=t=out:st=${num(clip.start + clip.duration - fadeOut)}:d=${num(fadeOut)}`);
  return filters;
}
