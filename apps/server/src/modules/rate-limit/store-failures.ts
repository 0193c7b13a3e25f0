import { AppError } from '../../errors/app-error.ts';
import type { RateLimitEntry, RateLimitStore } from './rate-limit.store.ts';

// What a limit does when its shared store (PostgreSQL or Redis) cannot be reached. Limits that stop someone
// guessing (passwords, passphrases, reset links, sign-up floods) fail closed: the request is answered 503 and may
// be tried again, since letting it through would lift the limit for as long as the outage lasts. Limits that only
// spread load (browser error reports, story reading, API keys) fail open: the request is served uncounted, so an
// outage of Redis does not take the API down with it. Either way the failure is reported, never a 500.

/** Reports a store failure; called for every failed operation (throttledReport keeps the log readable). */
export type StoreFailureReport = (error: unknown) => void;

/** Refused while the store is unreachable: 503, 'Rate limits are unavailable', for the client to retry. */
export function rateLimitsUnavailable(cause: unknown): AppError {
  return new AppError('SERVER_ERROR', 'Rate limits are unavailable; try again shortly', undefined, {
    status: 503,
    cause,
  });
}

/** The store, its failures answered 503 (limits that stop guessing). */
export function failClosed(store: RateLimitStore, report: StoreFailureReport): RateLimitStore {
  const guard = async <T>(operation: () => Promise<T>): Promise<T> => {
    try {
      return await operation();
    } catch (error) {
      report(error);
      throw rateLimitsUnavailable(error);
    }
  };
  return {
    increment: (key, windowMs) => guard(() => store.increment(key, windowMs)),
    get: (key) => guard(() => store.get(key)),
    reset: (key) => guard(() => store.reset(key)),
  };
}

/** The store, its failures counted as nothing (limits that only spread load): the request goes through. */
export function failOpen(store: RateLimitStore, report: StoreFailureReport, now = Date.now): RateLimitStore {
  const uncounted = (windowMs: number): RateLimitEntry => ({ count: 0, resetAt: now() + windowMs });
  return {
    increment: (key, windowMs) =>
      store.increment(key, windowMs).catch((error: unknown) => {
        report(error);
        return uncounted(windowMs);
      }),
    get: (key) =>
      store.get(key).catch((error: unknown) => {
        report(error);
        return undefined;
      }),
    reset: (key) =>
      store.reset(key).catch((error: unknown) => {
        report(error);
      }),
  };
}

/**
 * A report that writes the first failure at once and then at most one line per `intervalMs`, with how many failed
 * in between: during an outage every request fails, and one line each would bury the rest of the log.
 */
export function throttledReport(
  write: (message: string, error: unknown) => void,
  intervalMs: number,
  now = Date.now,
): StoreFailureReport {
  let lastWrittenAt = Number.NEGATIVE_INFINITY;
  let unwritten = 0;
  return (error) => {
    unwritten += 1;
    if (now() - lastWrittenAt < intervalMs) return;
    lastWrittenAt = now();
    write(`Rate-limit store unreachable (${unwritten} failed operation(s) since the last report)`, error);
    unwritten = 0;
  };
}
