import { describe, expect, it } from 'vitest';
import { envelopeFilters, loopFilters } from './audio-envelope.args.ts';
import { planAudioMix, audioMixHash, MAX_MIX_INPUTS, type MixClip } from './audio-mix-plan.ts';

const bed: MixClip = { source: 'bed.wav', start: 2, sourceStart: 0, duration: 20, gain: 1 };

describe('audio envelope filters', () => {
  it('repeats a looped pass as often as its length needs', () => {
    expect(loopFilters({ ...bed, loopLength: 6 }, 48_000)).toEqual([
      'aloop=loop=3:size=288000',
      'asetpts=N/SR/TB',
      'atrim=duration=20',
    ]);
    expect(loopFilters(bed, 48_000)).toEqual([]);
  });

  it('ducks under the speech that meets the clip and fades at its ends, in episode time', () => {
    const filters = envelopeFilters({ ...bed, duck: true, fadeIn: 1.5, fadeOut: 2 }, [
      { start: 5, end: 7 },
      { start: 40, end: 41 },
    ]);
    expect(filters).toEqual([
      "volume='1-0.822172*(clip((t-4.7)/0.3,0,1)*clip((7.3-t)/0.3,0,1))':eval=frame",
      'afade=t=in:st=2:d=1.5',
      'afade=t=out:st=20:d=2',
    ]);
    expect(envelopeFilters(bed, [{ start: 5, end: 7 }])).toEqual([]);
    expect(envelopeFilters({ ...bed, duck: true }, [{ start: 40, end: 41 }])).toEqual([]);
  });

  it('mixes clips with an envelope over the joined windows, and remixes when the envelope or the speech changes', () => {
    const lines = Array.from({ length: MAX_MIX_INPUTS + 1 }, (_, index) => ({
      source: `line-${index}.wav`,
      start: index * 2,
      sourceStart: 0,
      duration: 1,
      gain: 1,
    }));
    const short = { ...bed, duration: 5, fadeIn: 1 };
    const plan = planAudioMix([...lines, short], 80);
    expect(plan.kind === 'windowed' && plan.long).toEqual([short]);
    const speech = [{ start: 5, end: 7 }];
    const hash = audioMixHash([bed], 30, speech);
    expect(audioMixHash([bed], 30, [])).toBe(hash);
    expect(audioMixHash([{ ...bed, duck: true }], 30, speech)).not.toBe(hash);
    expect(audioMixHash([{ ...bed, duck: true }], 30, [])).not.toBe(audioMixHash([{ ...bed, duck: true }], 30, speech));
    expect(audioMixHash([{ ...bed, loopLength: 4 }], 30)).not.toBe(hash);
  });
});
