import { expect, it } from 'vitest';
import type { RateLimitStore } from './rate-limit.store.ts';

// What every shared store does, run against the real service (postgres-rate-limit.store.test.ts,
// redis-rate-limit.store.test.ts). Windows end on the service's clock, so the tests wait for that state.

/** Two stores on one service, as two API processes hold them, and a fresh key prefix for each test. */
export interface SharedStores {
  first: RateLimitStore;
  second: RateLimitStore;
}

/** Resolves once `key` has no window running in `store`. */
export async function untilWindowEnded(store: RateLimitStore, key: string): Promise<void> {
  while ((await store.get(key)) !== undefined) await new Promise((resolve) => setTimeout(resolve, 20));
}

export function itBehavesAsASharedStore(stores: () => SharedStores): void {
  const unique = (label: string) => `${label}:${Math.random().toString(36).slice(2)}`;

  it('counts inside a window, seen from either store, and resets a key', async () => {
    const { first, second } = stores();
    const key = unique('count');
    const other = unique('other');
    const one = await first.increment(key, 60_000);
    expect(one.count).toBe(1);
    expect(one.resetAt).toBeGreaterThan(Date.now() + 50_000);
    const two = await second.increment(key, 60_000);
    // The window is the first count's: a later count does not move its end.
    expect(two).toEqual({ count: 2, resetAt: expect.closeTo(one.resetAt, -2) as number });
    await first.increment(other, 60_000);
    expect((await second.get(key))?.count).toBe(2);
    await second.reset(key);
    expect(await first.get(key)).toBeUndefined();
    expect((await first.get(other))?.count).toBe(1);
    expect((await first.increment(key, 60_000)).count).toBe(1);
  });

  it('answers nothing for a key never counted', async () => {
    expect(await stores().first.get(unique('never'))).toBeUndefined();
  });

  it('starts a new window once the window ends', async () => {
    const { first, second } = stores();
    const key = unique('window');
    await first.increment(key, 300);
    await second.increment(key, 300);
    expect((await first.get(key))?.count).toBe(2);
    await untilWindowEnded(second, key);
    const restarted = await second.increment(key, 60_000);
    expect(restarted.count).toBe(1);
    expect(restarted.resetAt).toBeGreaterThan(Date.now() + 50_000);
    expect((await first.get(key))?.count).toBe(1);
  });

  it('counts every increment exactly once when both stores count one key at once', async () => {
    const { first, second } = stores();
    const key = unique('race');
    const counts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? first : second).increment(key, 60_000)),
    );
    expect(counts.map((entry) => entry.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect((await first.get(key))?.count).toBe(40);
  });
}
