import { describe, expect, it } from 'vitest';
import { subtitleFontSize } from './export-args.ts';
import { buildSrt, buildWebVtt, srtTime, voiceCues, vttTime } from './subtitles.ts';

describe('subtitles', () => {
  it('formats SubRip times', () => {
    expect(srtTime(0)).toBe('00:00:00,000');
    expect(srtTime(3.25)).toBe('00:00:03,250');
    expect(srtTime(3723.0004)).toBe('01:02:03,000');
  });

  it('numbers cues in time order, cuts overlaps at the next start and skips empty text', () => {
    const srt = buildSrt([
      { start: 4, end: 6, text: 'Hold the rope.' },
      { start: 0.5, end: 5, text: 'The tide is\n\ncoming in.' },
      { start: 7, end: 8, text: '   ' },
    ]);
    expect(srt).toBe(
      '1\n00:00:00,500 --> 00:00:04,000\nThe tide is\ncoming in.\n\n2\n00:00:04,000 --> 00:00:06,000\nHold the rope.\n',
    );
  });
});

describe('WebVTT and the cues of the timeline', () => {
  it('formats WebVTT with its header, full-stop milliseconds and no timing arrow inside a text', () => {
    expect(vttTime(3723.25)).toBe('01:02:03.250');
    expect(
      buildWebVtt([
        { start: 1, end: 2.5, text: 'Left --> right' },
        { start: 2, end: 3, text: 'Second' },
      ]),
    ).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nLeft -> right\n\n00:00:02.000 --> 00:00:03.000\nSecond\n');
  });

  it('takes the voice clips with a text where the timeline plays them, ended at the episode end', () => {
    const clip = (id: string, kind: 'voice' | 'track', start: number, duration: number) => ({
      id,
      kind,
      trackId: 't',
      source: `/media/${id}.wav`,
      gain: 1,
      start,
      sourceStart: 0,
      duration,
    });
    const texts = new Map([
      ['a', ' First line '],
      ['b', ''],
      ['c', 'Last line'],
      ['music', 'not spoken'],
    ]);
    const audio = [
      clip('c', 'voice', 5, 4),
      clip('music', 'track', 0, 8),
      clip('a', 'voice', 0.25, 1.5),
      clip('b', 'voice', 2, 1),
    ];
    expect(voiceCues(audio, texts, 8)).toEqual([
      { start: 0.25, end: 1.75, text: 'First line' },
      { start: 5, end: 8, text: 'Last line' },
    ]);
  });
});

describe('subtitle size', () => {
  it('keeps the text in proportion to the width for every aspect ratio', () => {
    expect(subtitleFontSize({ width: 1920, height: 1080 })).toBe(18);
    expect(subtitleFontSize({ width: 1280, height: 720 })).toBe(18);
    expect(subtitleFontSize({ width: 1080, height: 1080 })).toBe(10);
    expect(subtitleFontSize({ width: 1080, height: 1920 })).toBe(6);
    expect(subtitleFontSize({ width: 1920, height: 1080 }, 0.045)).toBe(23);
  });
});
