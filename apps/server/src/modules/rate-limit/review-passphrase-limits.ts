import { AppError } from '../../errors/app-error.ts';
import type { RateLimitStore } from './rate-limit.store.ts';

export interface ReviewPassphraseLimitSettings {
  /** Wrong passphrases per (client address, review link) per window (RATE_LIMIT_AUTH_ACCOUNT_MAX, as sign-ins). */
  failureMax: number;
  windowMs: number;
}

export interface ReviewPassphraseLimitsDeps {
  store: RateLimitStore;
  settings: ReviewPassphraseLimitSettings;
}

const pairKey = (ip: string | null, token: string) => `review:passphrase:${ip ?? '-'}:${token}`;

/**
 * Guessing a review link's passphrase: like wrong passwords at sign-in, wrong passphrases lock the (address, link)
 * pair, not the link, so someone guessing elsewhere cannot lock the link's guests out. Over the limit → 429.
 */
export class ReviewPassphraseLimits {
  constructor(private readonly deps: ReviewPassphraseLimitsDeps) {}

  /** Throws RATE_LIMITED when this address failed on this link too often in the window. */
  async assertAllowed(ip: string | null, token: string): Promise<void> {
    const entry = await this.deps.store.get(pairKey(ip, token));
    if ((entry?.count ?? 0) >= this.deps.settings.failureMax) throw new AppError('RATE_LIMITED');
  }

  async recordFailure(ip: string | null, token: string): Promise<void> {
    await this.deps.store.increment(pairKey(ip, token), this.deps.settings.windowMs);
  }

  /** The right passphrase clears the pair's failures, as a successful sign-in does. */
  async recordSuccess(ip: string | null, token: string): Promise<void> {
    await this.deps.store.reset(pairKey(ip, token));
  }
}
