import { AppError } from '../../errors/app-error.ts';
import type { RateLimitStore } from './rate-limit.store.ts';

export interface RateLimitSettings {
  /** Sign-in and register requests per IP per window. */
  ipMax: number;
  /** Failed sign-ins per account per window. */
  accountMax: number;
  windowMs: number;
}

export type RateLimitService = ReturnType<typeof createRateLimitService>;

/** Auth rate limits: requests per IP, failed sign-ins per e-mail; over the limit → 429 'Rate limited'. */
export function createRateLimitService(store: RateLimitStore, settings: RateLimitSettings) {
  const ipKey = (ip: string) => `auth:ip:${ip}`;
  const accountKey = (email: string) => `auth:account:${email.toLowerCase()}`;

  return {
    /** Counts one sign-in or register request from this IP; throws RATE_LIMITED once over the limit. */
    async hitIp(ip: string): Promise<void> {
      const entry = await store.increment(ipKey(ip), settings.windowMs);
      if (entry.count > settings.ipMax) throw new AppError('RATE_LIMITED');
    },

    /** Throws RATE_LIMITED when the account already has the allowed number of failed sign-ins this window. */
    async assertAccountAllowed(email: string): Promise<void> {
      const entry = await store.get(accountKey(email));
      if (entry && entry.count >= settings.accountMax) throw new AppError('RATE_LIMITED');
    },

    /** Records one failed sign-in for the account. */
    async recordAccountFailure(email: string): Promise<void> {
      await store.increment(accountKey(email), settings.windowMs);
    },

    /** Clears the account's failures after a successful sign-in. */
    async resetAccount(email: string): Promise<void> {
      await store.reset(accountKey(email));
    },
  };
}
