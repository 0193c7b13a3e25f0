import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.ts';

function clock(start = 1_000_000) {
  let at = start;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

const FAR = Number.MAX_SAFE_INTEGER;

describe('session cache', () => {
  it('answers a filled session for its user until the TTL, then forgets it', () => {
    const time = clock();
    const cache = new SessionCache<string>({ ttlMs: 1000, now: time.now });
    cache.set(cache.begin(), 's1', 'u1', 'identity', FAR);
    expect(cache.get('s1', 'u1')).toBe('identity');
    expect(cache.get('s1', 'someone else')).toBeUndefined();
    time.advance(999);
    expect(cache.get('s1', 'u1')).toBe('identity');
    time.advance(1);
    expect(cache.get('s1', 'u1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('trusts a session no longer than the session itself lives', () => {
    const time = clock();
    const cache = new SessionCache<string>({ ttlMs: 10_000, now: time.now });
    cache.set(cache.begin(), 's1', 'u1', 'identity', time.now() + 100);
    time.advance(100);
    expect(cache.get('s1', 'u1')).toBeUndefined();
    cache.set(cache.begin(), 's2', 'u1', 'identity', time.now());
    expect(cache.get('s2', 'u1')).toBeUndefined();
  });

  it('evicts one session, or every session of a user', () => {
    const cache = new SessionCache<string>();
    cache.set(cache.begin(), 's1', 'u1', 'a', FAR);
    cache.set(cache.begin(), 's2', 'u1', 'b', FAR);
    cache.set(cache.begin(), 's3', 'u2', 'c', FAR);
    cache.evictSession('s1');
    expect(cache.get('s1', 'u1')).toBeUndefined();
    expect(cache.get('s2', 'u1')).toBe('b');
    cache.evictUser('u1');
    expect(cache.get('s2', 'u1')).toBeUndefined();
    expect(cache.get('s3', 'u2')).toBe('c');
  });

  it('refuses what a lookup read before an eviction happened', () => {
    const cache = new SessionCache<string>();
    const ticket = cache.begin();
    cache.evictSession('s1');
    cache.set(ticket, 's1', 'u1', 'read before the revocation', FAR);
    expect(cache.get('s1', 'u1')).toBeUndefined();
    const userTicket = cache.begin();
    cache.evictUser('u9');
    cache.set(userTicket, 's1', 'u1', 'read before a user change', FAR);
    expect(cache.get('s1', 'u1')).toBeUndefined();
  });

  it('keeps nothing while disabled, and drops everything when switched', () => {
    const cache = new SessionCache<string>();
    cache.set(cache.begin(), 's1', 'u1', 'a', FAR);
    cache.setEnabled(false);
    expect(cache.get('s1', 'u1')).toBeUndefined();
    cache.set(cache.begin(), 's1', 'u1', 'a', FAR);
    expect(cache.size).toBe(0);
    const ticket = cache.begin();
    cache.setEnabled(true);
    cache.set(ticket, 's1', 'u1', 'read while disabled', FAR);
    expect(cache.get('s1', 'u1')).toBeUndefined();
  });

  it('drops the oldest entry past its size', () => {
    const cache = new SessionCache<string>({ maxEntries: 2 });
    cache.set(cache.begin(), 's1', 'u1', 'a', FAR);
    cache.set(cache.begin(), 's2', 'u1', 'b', FAR);
    cache.set(cache.begin(), 's3', 'u1', 'c', FAR);
    expect(cache.size).toBe(2);
    expect(cache.get('s1', 'u1')).toBeUndefined();
    expect(cache.get('s3', 'u1')).toBe('c');
  });

  it('says when to touch a cached session: once per interval', () => {
    const time = clock();
    const cache = new SessionCache<string>({ ttlMs: 120_000, now: time.now });
    expect(cache.shouldTouch('s1', 60_000)).toBe(false);
    cache.set(cache.begin(), 's1', 'u1', 'a', FAR);
    expect(cache.shouldTouch('s1', 60_000)).toBe(false);
    time.advance(60_000);
    expect(cache.shouldTouch('s1', 60_000)).toBe(true);
    expect(cache.shouldTouch('s1', 60_000)).toBe(false);
  });
});
