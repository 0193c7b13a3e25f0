import { describe, expect, it } from 'vitest';
import { DUCK_GAIN, DUCK_RAMP_SECONDS, duckDepthAt, envelopeAt, speechSpans } from './audio-envelope.ts';
import { audioTimeAt, buildTimeline, type TimelineAudioClip } from './timeline-model.ts';

const voice = (start: number, duration: number, gain = 1): TimelineAudioClip => ({
  id: `v${start}`,
  kind: 'voice',
  trackId: 'voice',
  source: '/media/line.wav',
  start,
  sourceStart: 0,
  duration,
  gain,
});

describe('speech spans', () => {
  it('joins lines less than a second apart and leaves out silent ones', () => {
    const spans = speechSpans([voice(10, 2), voice(1, 2), voice(3.5, 1), voice(6, 1, 0)]);
    expect(spans).toEqual([
      { start: 1, end: 4.5 },
      { start: 10, end: 12 },
    ]);
  });
});

describe('envelope', () => {
  const music: TimelineAudioClip = {
    id: 'm',
    kind: 'track',
    trackId: 'm',
    source: '/media/music.wav',
    start: 0,
    sourceStart: 0,
    duration: 20,
    gain: 1,
    duck: true,
    fadeIn: 2,
    fadeOut: 4,
  };
  const speech = [{ start: 8, end: 10 }];

  it('lowers a ducked clip under speech, ramping around it', () => {
    expect(duckDepthAt(9, speech)).toBe(1);
    expect(duckDepthAt(8 - DUCK_RAMP_SECONDS / 2, speech)).toBeCloseTo(0.5);
    expect(duckDepthAt(10 + DUCK_RAMP_SECONDS, speech)).toBe(0);
    expect(envelopeAt(music, 9, speech)).toBeCloseTo(DUCK_GAIN);
    expect(envelopeAt(music, 6, speech)).toBe(1);
    expect(envelopeAt({ ...music, duck: false }, 9, speech)).toBe(1);
  });

  it('fades in from the start and out to the end', () => {
    expect(envelopeAt(music, 1, [])).toBeCloseTo(0.5);
    expect(envelopeAt(music, 18, [])).toBeCloseTo(0.5);
    expect(envelopeAt(music, 20, [])).toBe(0);
  });
});

describe('looped track', () => {
  it('plays its clip again and again to the end of the episode', () => {
    const shots = [{ id: 's1', sequence: 1, duration: 10 }];
    const track = {
      id: 't',
      kind: 'audio' as const,
      order: 0,
      muted: false,
      volume: 1,
      audioUrl: '/media/bed.wav',
      audioDuration: 5,
      offset: 1,
      trimStart: 1,
      clipDuration: 3,
    };
    const [looped] = buildTimeline(shots, [{ ...track, loop: true }]).audio;
    expect(looped).toMatchObject({ start: 1, duration: 9, sourceStart: 1, loopLength: 3 });
    expect(audioTimeAt(looped!, 5.5)).toBeCloseTo(2.5);
    const [once] = buildTimeline(shots, [track]).audio;
    expect(once).toMatchObject({ duration: 3 });
    expect(once!.loopLength).toBeUndefined();
    // A file of unknown length cannot loop: it plays once, as far as the episode goes.
    const [unknown] = buildTimeline(shots, [{ ...track, loop: true, audioDuration: null, clipDuration: null }]).audio;
    expect(unknown!.loopLength).toBeUndefined();
  });
});
