import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from './rate-limit.store.ts';

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

  it('counts every one of many increments of one key made at once', async () => {
    const store = new MemoryRateLimitStore();
    const counts = await Promise.all(Array.from({ length: 20 }, () => store.increment('burst', 60_000)));
    expect(counts.map((entry) => entry.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect((await store.get('burst'))?.count).toBe(20);
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
