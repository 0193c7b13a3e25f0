import { describe, expect, it } from 'vitest';
import { isInWindow, shotsInWindow } from './useLaneWindow';

/** Shots of 2 s end to end: shot i from 2i to 2i + 2 seconds. */
const shots = Array.from({ length: 1000 }, (_, index) => ({ id: index, start: index * 2, end: index * 2 + 2 }));

describe('shotsInWindow', () => {
  it('keeps every shot without a window (no layout)', () => {
    expect(shotsInWindow(shots, 60, null)).toEqual({ visible: shots, offset: 0 });
  });

  it('keeps the shots reaching into the window, after a gap as long as the shots before them', () => {
    // 10 px per second: shot i spans 20i–20i + 20 px; the window 1,005–1,095 px meets shots 50 to 54.
    const { visible, offset } = shotsInWindow(shots, 10, { from: 1005, to: 1095 });
    expect(visible.map((shot) => shot.id)).toEqual([50, 51, 52, 53, 54]);
    expect(offset).toBe(1000);
  });

  it('starts at the first shot when the window begins before the lanes, and ends at the last', () => {
    expect(shotsInWindow(shots, 10, { from: -500, to: 30 }).visible.map((shot) => shot.id)).toEqual([0, 1]);
    const end = shotsInWindow(shots, 10, { from: 19_950, to: 40_000 });
    expect(end.visible.map((shot) => shot.id)).toEqual([997, 998, 999]);
    expect(end.offset).toBe(19_940);
  });

  it('keeps nothing past the end', () => {
    expect(shotsInWindow(shots, 10, { from: 30_000, to: 31_000 }).visible).toEqual([]);
  });
});

describe('isInWindow', () => {
  it('says whether a span meets the window', () => {
    expect(isInWindow(null, 5000, 5060)).toBe(true);
    expect(isInWindow({ from: 100, to: 200 }, 150, 210)).toBe(true);
    expect(isInWindow({ from: 100, to: 200 }, 40, 99)).toBe(false);
    expect(isInWindow({ from: 100, to: 200 }, 201, 260)).toBe(false);
  });
});
