import { describe, expect, it } from 'vitest';
import { countWords, fitDurations, readingSeconds, roundToStep } from './shot-durations.ts';

describe('shot durations', () => {
  it('times text at 2.5 words a second, between 2 and 10 seconds, in half seconds', () => {
    expect(countWords('The fox — sly, quick — ran.')).toBe(5);
    expect(readingSeconds('one two three')).toBe(2);
    expect(readingSeconds(Array.from({ length: 12 }, () => 'word').join(' '))).toBe(5);
    expect(readingSeconds(Array.from({ length: 14 }, () => 'word').join(' '))).toBe(5.5);
    expect(readingSeconds(Array.from({ length: 80 }, () => 'word').join(' '))).toBe(10);
    expect(roundToStep(0.1)).toBe(0.5);
    expect(roundToStep(3.26)).toBe(3.5);
  });

  it('fits durations to a target total exactly, keeping their proportions', () => {
    const fitted = fitDurations([2, 4, 6], 24);
    expect(fitted.reduce((sum, value) => sum + value, 0)).toBe(24);
    expect(fitted[0]!).toBeLessThan(fitted[1]!);
    expect(fitted[1]!).toBeLessThan(fitted[2]!);
    for (const value of fitDurations([3, 3, 3], 10)) expect((value * 2) % 1).toBe(0);
    expect(fitDurations([3, 3, 3], 10).reduce((sum, value) => sum + value, 0)).toBe(10);
  });

  it('gives every shot half a second when the target is too short', () => {
    expect(fitDurations([5, 5, 5], 1)).toEqual([0.5, 0.5, 0.5]);
    expect(fitDurations([], 10)).toEqual([]);
  });
});
