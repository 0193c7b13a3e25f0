import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from './rate-limit.store.ts';
import { createRateLimitService } from './rate-limit.service.ts';
import { AppError } from '../../errors/app-error.ts';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('MemoryRateLimitStore', () => {
  it('counts inside a window and starts over when the window ends', async () => {
    const time = clock();
    const store = new MemoryRateLimitStore(time.now);
    expect((await store.increment('k', 1_000)).count).toBe(1);
    time.advance(500);
    expect(await store.increment('k', 1_000)).toEqual({ count: 2, resetAt: 1_001_000 });
    time.advance(499);
    expect((await store.get('k'))?.count).toBe(2);
    time.advance(1);
    expect(await store.get('k')).toBeUndefined();
    expect(await store.increment('k', 1_000)).toEqual({ count: 1, resetAt: 1_002_000 });
  });

  it('keeps keys apart and resets one key', async () => {
    const store = new MemoryRateLimitStore();
    await store.increment('a', 60_000);
    await store.increment('a', 60_000);
    await store.increment('b', 60_000);
    await store.reset('a');
    expect(await store.get('a')).toBeUndefined();
    expect((await store.get('b'))?.count).toBe(1);
  });

  it('drops ended windows when sweeping', async () => {
    const time = clock();
    const store = new MemoryRateLimitStore(time.now);
    for (let i = 0; i < 10; i += 1) await store.increment(`old-${i}`, 10);
    time.advance(20);
    for (let i = 0; i < 1_000; i += 1) await store.increment('live', 60_000);
    expect(store.size).toBe(1);
  });
});

describe('createRateLimitService', () => {
  const settings = { ipMax: 3, accountMax: 2, windowMs: 60_000 };

  it('lets ipMax requests through per IP and refuses the next with RATE_LIMITED', async () => {
    const limits = createRateLimitService(new MemoryRateLimitStore(), settings);
    for (let i = 0; i < 3; i += 1) await limits.hitIp('10.0.0.1');
    await expect(limits.hitIp('10.0.0.1')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(limits.hitIp('10.0.0.2')).resolves.toBeUndefined();
  });

  it('refuses an account after accountMax failures until the window ends or a success resets it', async () => {
    const time = clock();
    const limits = createRateLimitService(new MemoryRateLimitStore(time.now), settings);
    await limits.recordAccountFailure('A@x.io');
    await limits.assertAccountAllowed('a@x.io');
    await limits.recordAccountFailure('a@x.io');
    await expect(limits.assertAccountAllowed('a@x.io')).rejects.toBeInstanceOf(AppError);
    await limits.resetAccount('a@x.io');
    await limits.assertAccountAllowed('a@x.io');
    await limits.recordAccountFailure('a@x.io');
    await limits.recordAccountFailure('a@x.io');
    time.advance(60_000);
    await expect(limits.assertAccountAllowed('a@x.io')).resolves.toBeUndefined();
  });
});
