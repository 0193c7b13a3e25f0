import { describe, expect, it } from 'vitest';
import type { UsersRepository } from '../users/users.repository.ts';
import { SessionCache } from './session-cache.ts';
import type { AuthIdentity } from './auth.service.ts';
import type { SessionRepository } from './session.repository.ts';
import { SessionService, type SessionServiceDeps } from './session.service.ts';

const USER = '5b1d7c3e-2a4f-4b6d-8e9f-0a1b2c3d4e5f';
const SESSION = '0a1b2c3d-4e5f-4b6d-8e9f-5b1d7c3e2a4f';
const at = new Date('2026-11-29T08:00:00Z');
const userRow = {
  id: USER,
  email: 'ada@example.com',
  name: 'Ada',
  emailVerified: true,
  profilePicture: null,
  authProvider: 'email',
  tier: 'free',
  role: 'user',
  lastLogin: null,
  createdAt: at,
  updatedAt: at,
  passwordHash: 'hash',
  disabledAt: null,
};

/** A service whose session reads wait until the test lets them answer; counts them. */
function serviceWithSlowReads() {
  const waiting: Array<() => void> = [];
  let reads = 0;
  const sessions = {
    findActiveSession: async () => {
      reads += 1;
      await new Promise<void>((resolve) => waiting.push(resolve));
      return { id: SESSION, userId: USER, expiresAt: new Date(Date.now() + 86_400_000) };
    },
    touchSession: async () => undefined,
  } as unknown as SessionRepository;
  const users = { findById: async () => userRow } as unknown as UsersRepository;
  const sessionCache = new SessionCache<AuthIdentity>({ ttlMs: 30_000 });
  const deps = { sessions, users, sessionCache } as unknown as SessionServiceDeps;
  return {
    service: new SessionService(deps),
    sessionCache,
    reads: () => reads,
    answer: () => waiting.splice(0).forEach((resolve) => resolve()),
  };
}

describe('session lookups', () => {
  it('shares one database lookup among the requests of a session that miss the cache together', async () => {
    const { service, reads, answer } = serviceWithSlowReads();
    const both = Promise.all([service.resolveSession(USER, SESSION), service.resolveSession(USER, SESSION)]);
    answer();
    const [first, second] = await both;
    expect(first?.user.id).toBe(USER);
    expect(second).toBe(first);
    expect(reads()).toBe(1);
    expect(await service.resolveSession(USER, SESSION)).toBe(first);
    expect(reads()).toBe(1);
  });

  it('does not share a lookup that began before an eviction', async () => {
    const { service, sessionCache, reads, answer } = serviceWithSlowReads();
    const before = service.resolveSession(USER, SESSION);
    sessionCache.evictSession(SESSION);
    const after = service.resolveSession(USER, SESSION);
    answer();
    await Promise.all([before, after]);
    expect(reads()).toBe(2);
  });

  it('looks up each request on its own while the cache is off (not hearing revocations)', async () => {
    const { service, sessionCache, reads, answer } = serviceWithSlowReads();
    sessionCache.setEnabled(false);
    const both = Promise.all([service.resolveSession(USER, SESSION), service.resolveSession(USER, SESSION)]);
    answer();
    await both;
    expect(reads()).toBe(2);
  });
});
