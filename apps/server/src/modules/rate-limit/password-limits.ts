import { AppError } from '../../errors/app-error.ts';
import type { RateLimitStore } from './rate-limit.store.ts';

export interface PasswordLimitSettings {
  /** Wrong current passwords per user per window on a password change (RATE_LIMIT_AUTH_ACCOUNT_MAX). */
  changeFailureMax: number;
  changeWindowMs: number;
  /** Reset links asked for one e-mail address per reset window, whether an account uses it or not. */
  resetEmailMax: number;
  /** Reset requests per IP per reset window. */
  resetIpMax: number;
  resetWindowMs: number;
}

export interface PasswordLimitsDeps {
  store: RateLimitStore;
  settings: PasswordLimitSettings;
}

const changeKey = (userId: string) => `password:change-failures:${userId}`;

/**
 * Limits of the password operations; over one → 429 'Rate limited'. A stolen session cannot guess the current
 * password of a change more than a few times, and nobody can flood an inbox (or probe addresses) with reset links.
 */
export class PasswordLimits {
  constructor(private readonly deps: PasswordLimitsDeps) {}

  /** Throws RATE_LIMITED when this user's password changes failed on the current password too often. */
  async assertChangeAllowed(userId: string): Promise<void> {
    const entry = await this.deps.store.get(changeKey(userId));
    if ((entry?.count ?? 0) >= this.deps.settings.changeFailureMax) throw new AppError('RATE_LIMITED');
  }

  /** Counts a password change refused for a wrong current password. */
  async recordChangeFailure(userId: string): Promise<void> {
    await this.deps.store.increment(changeKey(userId), this.deps.settings.changeWindowMs);
  }

  /**
   * Counts one reset request for the address and the IP; throws RATE_LIMITED once either is over its limit.
   * Every request counts, for an unknown address too, so the answer never tells which addresses have accounts.
   */
  async hitReset(email: string, ip: string | null): Promise<void> {
    const { store, settings } = this.deps;
    if (ip) {
      const fromIp = await store.increment(`password:reset-ip:${ip}`, settings.resetWindowMs);
      if (fromIp.count > settings.resetIpMax) throw new AppError('RATE_LIMITED');
    }
    const forEmail = await store.increment(`password:reset-email:${email.toLowerCase()}`, settings.resetWindowMs);
    if (forEmail.count > settings.resetEmailMax) throw new AppError('RATE_LIMITED');
  }
}
