import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Fakes timers and Date while they still move on with real time, so Testing Library's waits keep working:
 * a test skips a debounce, a backoff or a retry delay with `elapse` instead of sleeping through it. Call it
 * before rendering (what reads the clock at creation gets the fake one); the setup restores real timers after
 * each test.
 */
export function installFakeClock() {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
}

/** Moves the fake clock on by `ms`, running every timer that falls due and what it starts. */
export const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
