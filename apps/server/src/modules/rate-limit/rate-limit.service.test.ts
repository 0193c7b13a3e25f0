import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from './rate-limit.store.ts';
import { RateLimitService, type SignInAttempt } from './rate-limit.service.ts';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const settings = { ipMax: 3, accountMax: 2, accountTotalMax: 4, ipFailureMax: 5, windowMs: 60_000 };

/** An attempt on `email` from `ip`; `known` says whether the account signed in from there before. */
function attempt(email: string, ip: string | null, known = false): SignInAttempt {
  return { email, ip, isKnownAddress: async () => known };
}

describe('RateLimitService', () => {
  it('lets ipMax requests through per IP and refuses the next with RATE_LIMITED', async () => {
    const limits = new RateLimitService({ store: new MemoryRateLimitStore(), settings });
    for (let i = 0; i < 3; i += 1) await limits.hitIp('10.0.0.1');
    await expect(limits.hitIp('10.0.0.1')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(limits.hitIp('10.0.0.2')).resolves.toBeUndefined();
  });

  it('locks an (e-mail, IP) pair after accountMax failures, not the account from another IP', async () => {
    const limits = new RateLimitService({ store: new MemoryRateLimitStore(), settings });
    await limits.recordSignInFailure('A@x.io', '10.0.0.1');
    await limits.assertSignInAllowed(attempt('a@x.io', '10.0.0.1'));
    await limits.recordSignInFailure('a@x.io', '10.0.0.1');
    await expect(limits.assertSignInAllowed(attempt('a@x.io', '10.0.0.1'))).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    // The owner elsewhere, and the same address on another account, may still try.
    await expect(limits.assertSignInAllowed(attempt('a@x.io', '10.0.0.2'))).resolves.toBeUndefined();
    await expect(limits.assertSignInAllowed(attempt('b@x.io', '10.0.0.1'))).resolves.toBeUndefined();
  });

  it('frees the pair after a success or when the window ends', async () => {
    const time = clock();
    const limits = new RateLimitService({ store: new MemoryRateLimitStore(time.now), settings });
    await limits.recordSignInFailure('a@x.io', '10.0.0.1');
    await limits.recordSignInFailure('a@x.io', '10.0.0.1');
    await limits.recordSignInSuccess('a@x.io', '10.0.0.1');
    await limits.assertSignInAllowed(attempt('a@x.io', '10.0.0.1'));
    await limits.recordSignInFailure('a@x.io', '10.0.0.1');
    await limits.recordSignInFailure('a@x.io', '10.0.0.1');
    await expect(limits.assertSignInAllowed(attempt('a@x.io', '10.0.0.1'))).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    time.advance(60_000);
    await expect(limits.assertSignInAllowed(attempt('a@x.io', '10.0.0.1'))).resolves.toBeUndefined();
  });

  it('past the account total, lets only addresses the account signed in from try', async () => {
    const limits = new RateLimitService({ store: new MemoryRateLimitStore(), settings });
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4']) await limits.recordSignInFailure('a@x.io', ip);
    await expect(limits.assertSignInAllowed(attempt('a@x.io', '10.0.0.9'))).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    await expect(limits.assertSignInAllowed(attempt('a@x.io', '10.0.0.8', true))).resolves.toBeUndefined();
    // A success does not clear the total, so it gives the guessers no fresh allowance.
    await limits.recordSignInSuccess('a@x.io', '10.0.0.8');
    await expect(limits.assertSignInAllowed(attempt('a@x.io', '10.0.0.9'))).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
  });

  it('asks whether the address is known only once the account is over its total', async () => {
    const limits = new RateLimitService({ store: new MemoryRateLimitStore(), settings });
    let asked = 0;
    const counted: SignInAttempt = {
      email: 'a@x.io',
      ip: '10.0.0.1',
      isKnownAddress: async () => {
        asked += 1;
        return true;
      },
    };
    await limits.assertSignInAllowed(counted);
    expect(asked).toBe(0);
    for (const ip of ['10.0.0.2', '10.0.0.3', '10.0.0.4', '10.0.0.5']) await limits.recordSignInFailure('a@x.io', ip);
    await limits.assertSignInAllowed(counted);
    expect(asked).toBe(1);
  });

  it('refuses an address that failed ipFailureMax times across accounts, sign-ups with a taken e-mail included', async () => {
    const limits = new RateLimitService({ store: new MemoryRateLimitStore(), settings });
    for (let i = 0; i < 4; i += 1) await limits.recordSignInFailure(`user-${i}@x.io`, '10.0.0.1');
    await limits.assertIpFailuresAllowed('10.0.0.1');
    await limits.recordIpFailure('10.0.0.1');
    await expect(limits.assertIpFailuresAllowed('10.0.0.1')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(limits.assertSignInAllowed(attempt('fresh@x.io', '10.0.0.1', true))).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    await expect(limits.assertSignInAllowed(attempt('fresh@x.io', '10.0.0.2'))).resolves.toBeUndefined();
    await expect(limits.assertIpFailuresAllowed(null)).resolves.toBeUndefined();
  });
});
