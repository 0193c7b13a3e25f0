import type { Config } from '../../config/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { RateLimitStore } from './rate-limit.store.ts';

// Limits on requests that are cheap to send and costly to serve (settings in config/limit-settings.ts): browser
// error reports, which anyone may send before signing in, and story reading, which holds the text thread.

/** Browser error reports per window: per address for everyone, per user as well when signed in. */
export interface ClientLogLimitSettings {
  ipMax: number;
  userMax: number;
  windowMs: number;
}

/** Story analyses and breakdowns: per user per window, and how many may run or wait at once. */
export interface StoryLimitSettings {
  userMax: number;
  windowMs: number;
  /** Running or waiting at once for one user. */
  concurrencyPerUser: number;
  /** Running or waiting at once in this process, all users together. */
  queueMax: number;
}

/** Who sent a browser error report. */
export interface ClientLogSender {
  ip: string | null;
  userId?: string | undefined;
}

/**
 * Counts one browser error report; throws RATE_LIMITED (429 'Rate limited') once its address, or its user when
 * signed in, is over the window's limit. Reports without an address share one allowance.
 */
export function createClientLogLimit(store: RateLimitStore, settings: ClientLogLimitSettings) {
  return async function hitClientLog(sender: ClientLogSender): Promise<void> {
    const byAddress = await store.increment(`client-log:ip:${sender.ip ?? '-'}`, settings.windowMs);
    const byUser = sender.userId
      ? await store.increment(`client-log:user:${sender.userId}`, settings.windowMs)
      : undefined;
    if (byAddress.count > settings.ipMax || (byUser && byUser.count > settings.userMax)) {
      throw new AppError('RATE_LIMITED');
    }
  };
}

export type ClientLogLimit = ReturnType<typeof createClientLogLimit>;

/**
 * Story reading under its limits: `run` counts the call against the user's window, refuses it when the user
 * already has their share running or waiting, or when this process's queue for the text thread is full, and
 * otherwise runs it. Refusals are RATE_LIMITED (429 'Rate limited'), before any work starts.
 */
export function createStoryLimits(store: RateLimitStore, settings: StoryLimitSettings) {
  const inFlightByUser = new Map<string, number>();
  let inFlight = 0;

  return {
    async run<T>(userId: string, work: () => Promise<T>): Promise<T> {
      const window = await store.increment(`story:user:${userId}`, settings.windowMs);
      const mine = inFlightByUser.get(userId) ?? 0;
      if (window.count > settings.userMax || mine >= settings.concurrencyPerUser || inFlight >= settings.queueMax) {
        throw new AppError('RATE_LIMITED');
      }
      inFlightByUser.set(userId, mine + 1);
      inFlight += 1;
      try {
        return await work();
      } finally {
        inFlight -= 1;
        const left = (inFlightByUser.get(userId) ?? 1) - 1;
        if (left > 0) inFlightByUser.set(userId, left);
        else inFlightByUser.delete(userId);
      }
    },
  };
}

export type StoryLimits = ReturnType<typeof createStoryLimits>;

/** The settings of config/limit-settings.ts these limits read. */
export type RequestLimitsConfig = Pick<
  Config,
  | 'RATE_LIMIT_CLIENT_LOG_IP_MAX'
  | 'RATE_LIMIT_CLIENT_LOG_USER_MAX'
  | 'RATE_LIMIT_CLIENT_LOG_WINDOW_SECONDS'
  | 'RATE_LIMIT_STORY_USER_MAX'
  | 'RATE_LIMIT_STORY_WINDOW_SECONDS'
  | 'STORY_CONCURRENCY_PER_USER'
  | 'STORY_QUEUE_MAX'
>;

/** Both limits from the settings, counting in `store` (in memory, or shared by API processes). */
export function createRequestLimits(config: RequestLimitsConfig, store: RateLimitStore) {
  return {
    clientLog: createClientLogLimit(store, {
      ipMax: config.RATE_LIMIT_CLIENT_LOG_IP_MAX,
      userMax: config.RATE_LIMIT_CLIENT_LOG_USER_MAX,
      windowMs: config.RATE_LIMIT_CLIENT_LOG_WINDOW_SECONDS * 1000,
    }),
    story: createStoryLimits(store, {
      userMax: config.RATE_LIMIT_STORY_USER_MAX,
      windowMs: config.RATE_LIMIT_STORY_WINDOW_SECONDS * 1000,
      concurrencyPerUser: config.STORY_CONCURRENCY_PER_USER,
      queueMax: config.STORY_QUEUE_MAX,
    }),
  };
}
