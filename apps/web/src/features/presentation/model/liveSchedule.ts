import type { PresentationPosition } from './followState';

/** How often a live presenter's position is looked at (so at most 4 updates a second go out). */
export const LIVE_CHECK_INTERVAL_MS = 250;
/** While playing, followers get the position this often to correct their clocks. */
export const LIVE_PLAYING_REFRESH_MS = 1_000;
/** A presenter standing still is sent again this often, so followers know it is still there. */
export const LIVE_KEEPALIVE_MS = 5_000;
/** A playhead this far from where the last update puts it was moved (seeked), not played. */
const SEEK_SECONDS = 0.5;

/** The last position sent and when. */
export interface SentPosition {
  position: PresentationPosition;
  at: number;
}

/** Whether the presenter's position must go out now: it moved, it plays on, or followers need a sign of life. */
export function needsSend(last: SentPosition | null, current: PresentationPosition, now: number): boolean {
  if (!last) return true;
  const before = last.position;
  const elapsed = now - last.at;
  if (before.mode !== current.mode || before.shotIndex !== current.shotIndex) return true;
  if (before.isPlaying !== current.isPlaying) return true;
  const expected = before.timeSeconds + (before.isPlaying ? elapsed / 1000 : 0);
  if (Math.abs(current.timeSeconds - expected) > SEEK_SECONDS) return true;
  return elapsed >= (current.isPlaying ? LIVE_PLAYING_REFRESH_MS : LIVE_KEEPALIVE_MS);
}
