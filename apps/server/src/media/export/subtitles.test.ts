import { describe, expect, it } from 'vitest';
import { subtitleFontSize } from './render-export.ts';
import { buildSrt, srtTime } from './subtitles.ts';

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

describe('subtitle size', () => {
  it('keeps the text in proportion to the width for every aspect ratio', () => {
    expect(subtitleFontSize({ width: 1920, height: 1080 })).toBe(18);
    expect(subtitleFontSize({ width: 1280, height: 720 })).toBe(18);
    expect(subtitleFontSize({ width: 1080, height: 1080 })).toBe(10);
    expect(subtitleFontSize({ width: 1080, height: 1920 })).toBe(6);
  });
});
