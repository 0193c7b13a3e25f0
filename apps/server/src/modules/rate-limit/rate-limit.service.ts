import { AppError } from '../../errors/app-error.ts';
import type { RateLimitStore } from './rate-limit.store.ts';

export interface RateLimitSettings {
  /** Sign-in and register requests per IP per window. */
  ipMax: number;
  /** Failed sign-ins per (e-mail, IP) pair per window: past it that address may not try that account. */
  accountMax: number;
  /** Failed sign-ins per e-mail from all addresses per window: past it only addresses the account knows may try. */
  accountTotalMax: number;
  /** Failed sign-ins (and sign-ups with a taken e-mail) per IP across all accounts per window. */
  ipFailureMax: number;
  windowMs: number;
}

/** Where a sign-in attempt comes from, and whether the account has signed in from there before. */
export interface SignInAttempt {
  email: string;
  ip: string | null;
  /** Asked only once the account is over its total: true when the account signed in from this IP before. */
  isKnownAddress: () => Promise<boolean>;
}

export interface RateLimitServiceDeps {
  store: RateLimitStore;
  settings: RateLimitSettings;
}

const ipKey = (ip: string) => `auth:ip:${ip}`;
const ipFailureKey = (ip: string) => `auth:ip-failures:${ip}`;
const accountKey = (email: string) => `auth:account:${email.toLowerCase()}`;
const pairKey = (email: string, ip: string | null) => `auth:pair:${ip ?? '-'}:${email.toLowerCase()}`;

/**
 * Auth rate limits; over a limit → 429 'Rate limited'. Wrong passwords lock the (e-mail, IP) pair, not the
 * account, so someone guessing from elsewhere cannot lock the owner out. Guessing from many addresses runs into
 * the account's total, past which only addresses the account signed in from before may still try; guessing
 * across many accounts from one address runs into the address's failure ceiling.
 */
export class RateLimitService {
  constructor(private readonly deps: RateLimitServiceDeps) {}

  /** Counts one sign-in or register request from this IP; throws RATE_LIMITED once over the limit. */
  async hitIp(ip: string): Promise<void> {
    const entry = await this.deps.store.increment(ipKey(ip), this.deps.settings.windowMs);
    if (entry.count > this.deps.settings.ipMax) throw new AppError('RATE_LIMITED');
  }

  /** Throws RATE_LIMITED when the IP has used up its failures across accounts (sign-up checks this too). */
  async assertIpFailuresAllowed(ip: string | null): Promise<void> {
    if (ip && (await this.countOf(ipFailureKey(ip))) >= this.deps.settings.ipFailureMax) {
      throw new AppError('RATE_LIMITED');
    }
  }

  /**
   * Throws RATE_LIMITED when this attempt may not be tried: the address failed too often overall or for this
   * account, or the account failed too often in total and the address is not one it signed in from.
   */
  async assertSignInAllowed(attempt: SignInAttempt): Promise<void> {
    await this.assertIpFailuresAllowed(attempt.ip);
    if ((await this.countOf(pairKey(attempt.email, attempt.ip))) >= this.deps.settings.accountMax) {
      throw new AppError('RATE_LIMITED');
    }
    if ((await this.countOf(accountKey(attempt.email))) < this.deps.settings.accountTotalMax) return;
    if (!(await attempt.isKnownAddress())) throw new AppError('RATE_LIMITED');
  }

  /** Records one failed sign-in for the pair, the account's total and the address. */
  async recordSignInFailure(email: string, ip: string | null): Promise<void> {
    const { store, settings } = this.deps;
    await store.increment(pairKey(email, ip), settings.windowMs);
    await store.increment(accountKey(email), settings.windowMs);
    if (ip) await store.increment(ipFailureKey(ip), settings.windowMs);
  }

  /** Records a refused attempt that is not a sign-in (a sign-up with a taken e-mail) against the address. */
  async recordIpFailure(ip: string | null): Promise<void> {
    if (ip) await this.deps.store.increment(ipFailureKey(ip), this.deps.settings.windowMs);
  }

  /**
   * Clears the pair's failures after a successful sign-in. The account's total stays until its window ends,
   * so the owner signing in does not hand someone guessing elsewhere a fresh allowance.
   */
  async recordSignInSuccess(email: string, ip: string | null): Promise<void> {
    await this.deps.store.reset(pairKey(email, ip));
  }

  private async countOf(key: string): Promise<number> {
    return (await this.deps.store.get(key))?.count ?? 0;
  }
}
