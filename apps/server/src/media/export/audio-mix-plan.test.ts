import { describe, expect, it } from 'vitest';
import { MAX_MIX_INPUTS, audioMixHash, planAudioMix, type MixClip } from './audio-mix-plan.ts';

const line = (index: number, start: number, duration = 0.8): MixClip => ({
  source: `/media/line-${index}.wav`,
  start,
  sourceStart: 0,
  duration,
  gain: 1,
});
const music: MixClip = { source: '/media/music.m4a', start: 0, sourceStart: 3, duration: 1000, gain: 0.3 };

describe('audio mix plan', () => {
  it('mixes a few clips in one run, leaving out clips without length or past the end', () => {
    const plan = planAudioMix([music, line(0, 2), line(1, 5, 0), line(2, 1200)], 1000);
    expect(plan).toEqual({ kind: 'single', clips: [music, line(0, 2)] });
  });

  it('mixes many short clips in windows cut in silences, and the music bed over the joined windows', () => {
    // A 1,000-shot episode with a line on every shot: 1,000 one-second shots.
    const lines = Array.from({ length: 1000 }, (_, index) => line(index, index + 0.1));
    const plan = planAudioMix([music, ...lines.reverse()], 1000);
    if (plan.kind !== 'windowed') throw new Error('expected windows');
    expect(plan.long).toEqual([music]);
    // The windows tile the episode exactly, each on whole samples.
    let end = 0;
    for (const window of plan.windows) {
      expect(window.start).toBeCloseTo(end, 9);
      expect(Number.isInteger(Math.round(window.duration * 48_000 * 1e6) / 1e6)).toBe(true);
      end = window.start + window.duration;
      expect(window.clips.length).toBeLessThanOrEqual(MAX_MIX_INPUTS);
      // No clip is cut by a window's edge.
      for (const clip of window.clips) {
        expect(clip.start).toBeGreaterThanOrEqual(0);
        expect(clip.start + clip.duration).toBeLessThanOrEqual(window.duration + 1e-9);
      }
    }
    expect(end).toBeCloseTo(1000, 9);
    expect(plan.windows.reduce((sum, window) => sum + window.clips.length, 0)).toBe(1000);
    // Clips keep their place in the episode.
    const second = plan.windows[1]!;
    expect(second.start + second.clips[0]!.start).toBeCloseTo(MAX_MIX_INPUTS + 0.1, 9);
  });

  it('never cuts while a clip plays, even past the window size', () => {
    // 40 overlapping lines: the first silence comes only after the last of them.
    const overlapping = Array.from({ length: 40 }, (_, index) => line(index, index * 0.5, 2));
    const later = Array.from({ length: 10 }, (_, index) => line(100 + index, 60 + index));
    const plan = planAudioMix([...overlapping, ...later], 80);
    if (plan.kind !== 'windowed') throw new Error('expected windows');
    expect(plan.windows.map((window) => window.clips.length)).toEqual([40, 10]);
    expect(plan.windows[1]!.start).toBe(60);
  });

  it('hashes what the mix sounds like', () => {
    const hash = audioMixHash([music, line(0, 2)], 60);
    expect(audioMixHash([music, line(0, 2)], 60)).toBe(hash);
    expect(audioMixHash([music, line(0, 2.5)], 60)).not.toBe(hash);
    expect(audioMixHash([music, { ...line(0, 2), gain: 0.5 }], 60)).not.toBe(hash);
    expect(audioMixHash([music, line(0, 2)], 61)).not.toBe(hash);
  });
});
