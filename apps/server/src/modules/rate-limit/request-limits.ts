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
  /** Running or waiting at once for one user in this process (a share of this process's queue). */
  concurrencyPerUser: number;
  /** Running or waiting at once in this process, all users together. */
  queueMax: number;
}

/** Who sent a browser error report. */
export interface ClientLogSender {
  ip: string | null;
  userId?: string | undefined;
}

/** Counts browser error reports in `store` (in memory, or shared by API processes). */
export class ClientLogLimit {
  constructor(private readonly deps: { store: RateLimitStore; settings: ClientLogLimitSettings }) {}

  /**
   * Counts one browser error report; throws RATE_LIMITED (429 'Rate limited') once its address, or its user when
   * signed in, is over the window's limit. Reports without an address share one allowance.
   */
  async hit(sender: ClientLogSender): Promise<void> {
    const { store, settings } = this.deps;
    const byAddress = await store.increment(`client-log:ip:${sender.ip ?? '-'}`, settings.windowMs);
    const byUser = sender.userId
      ? await store.increment(`client-log:user:${sender.userId}`, settings.windowMs)
      : undefined;
    if (byAddress.count > settings.ipMax || (byUser && byUser.count > settings.userMax)) {
      throw new AppError('RATE_LIMITED');
    }
  }
}

/**
 * Story reading under its limits: the window's count per user in `store` (shared by the API processes), and what
 * runs or waits in this process, kept here: the queue guards this process's own text thread, so its bounds (all
 * users, and one user's share) are per process by design.
 */
export class StoryLimits {
  private readonly inFlightByUser = new Map<string, number>();
  private inFlight = 0;

  constructor(private readonly deps: { store: RateLimitStore; settings: StoryLimitSettings }) {}

  /**
   * Counts the call against the user's window, refuses it when the user already has their share running or
   * waiting, or when this process's queue for the text thread is full, and otherwise runs it. Refusals are
   * RATE_LIMITED (429 'Rate limited'), before any work starts.
   */
  async run<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const { store, settings } = this.deps;
    const window = await store.increment(`story:user:${userId}`, settings.windowMs);
    const mine = this.inFlightByUser.get(userId) ?? 0;
    if (window.count > settings.userMax || mine >= settings.concurrencyPerUser || this.inFlight >= settings.queueMax) {
      throw new AppError('RATE_LIMITED');
    }
    this.inFlightByUser.set(userId, mine + 1);
    this.inFlight += 1;
    try {
      return await work();
    } finally {
      this.inFlight -= 1;
      const left = (this.inFlightByUser.get(userId) ?? 1) - 1;
      if (left > 0) this.inFlightByUser.set(userId, left);
      else this.inFlightByUser.delete(userId);
    }
  }
}
