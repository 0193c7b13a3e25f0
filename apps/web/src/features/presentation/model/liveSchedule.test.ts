import { describe, expect, it } from 'vitest';
import type { PresentationPosition } from './followState';
import { LIVE_KEEPALIVE_MS, LIVE_PLAYING_REFRESH_MS, needsSend } from './liveSchedule';

const at = (fields: Partial<PresentationPosition> = {}): PresentationPosition => ({
  scenarioId: 's1',
  mode: 'shots',
  shotIndex: 0,
  timeSeconds: 0,
  isPlaying: false,
  ...fields,
});

describe('when a live presenter sends its position', () => {
  it('sends the first position, and every move at once', () => {
    expect(needsSend(null, at(), 0)).toBe(true);
    const last = { position: at(), at: 1_000 };
    expect(needsSend(last, at(), 1_100)).toBe(false);
    expect(needsSend(last, at({ shotIndex: 1 }), 1_100)).toBe(true);
    expect(needsSend(last, at({ mode: 'animatic' }), 1_100)).toBe(true);
    expect(needsSend(last, at({ isPlaying: true }), 1_100)).toBe(true);
    expect(needsSend(last, at({ timeSeconds: 3 }), 1_100)).toBe(true);
  });

  it('refreshes a playing position every second, and a still one now and then', () => {
    const playing = { position: at({ mode: 'animatic', timeSeconds: 2, isPlaying: true }), at: 1_000 };
    // Played on as expected: nothing to say until the refresh is due.
    expect(needsSend(playing, at({ mode: 'animatic', timeSeconds: 2.5, isPlaying: true }), 1_500)).toBe(false);
    const due = 1_000 + LIVE_PLAYING_REFRESH_MS;
    expect(needsSend(playing, at({ mode: 'animatic', timeSeconds: 3, isPlaying: true }), due)).toBe(true);
    // Seeked while playing.
    expect(needsSend(playing, at({ mode: 'animatic', timeSeconds: 9, isPlaying: true }), 1_500)).toBe(true);

    const still = { position: at(), at: 1_000 };
    expect(needsSend(still, at(), 1_000 + LIVE_KEEPALIVE_MS - 1)).toBe(false);
    expect(needsSend(still, at(), 1_000 + LIVE_KEEPALIVE_MS)).toBe(true);
  });
});
