import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.ts';
import { lazyRedis, type LazyRedis } from '../../redis/redis-connection.ts';
import { redisUnreachable, TEST_REDIS_URL } from '../../redis/redis-reachability.test-support.ts';
import { RedisRateLimitStore } from './redis-rate-limit.store.ts';
import { itBehavesAsASharedStore } from './shared-store.contract.ts';
import { failClosed, failOpen } from './store-failures.ts';

// Against the real Redis (TEST_REDIS_URL, or the local one) under a key prefix of this run (the Redis is shared);
// skipped, saying why, when it cannot be reached.
const REDIS_URL = TEST_REDIS_URL;
const PREFIX = `sym-test:${randomBytes(6).toString('hex')}:rate-limit:`;

const skipReason = await redisUnreachable();
if (skipReason) console.warn(`RedisRateLimitStore tests skipped: Redis at ${REDIS_URL} unreachable (${skipReason})`);

describe.skipIf(Boolean(skipReason))('RedisRateLimitStore on Redis', () => {
  const connections: LazyRedis[] = [];
  const storeWith = (prefix: string) => {
    const redis = lazyRedis(REDIS_URL, (error) => console.error(error), 5_000);
    connections.push(redis);
    return new RedisRateLimitStore({ redis: () => redis.connection(), prefix });
  };
  let first: RedisRateLimitStore;
  let second: RedisRateLimitStore;

  beforeAll(() => {
    // Two connections, as two API processes hold them.
    first = storeWith(PREFIX);
    second = storeWith(PREFIX);
  });

  afterAll(async () => {
    const admin = connections[0]!.connection();
    for await (const keys of admin.scanIterator({ MATCH: `${PREFIX}*`, COUNT: 100 })) {
      if (keys.length) await admin.del(keys);
    }
    for (const connection of connections) await connection.close();
  });

  itBehavesAsASharedStore(() => ({ first, second }));

  it('keeps each installation apart by its prefix, and sets an expiry on every key', async () => {
    const other = storeWith(`${PREFIX}other:`);
    await first.increment('apart', 60_000);
    await first.increment('apart', 60_000);
    expect((await other.increment('apart', 60_000)).count).toBe(1);
    const ttl = await connections[0]!.connection().pTTL(`${PREFIX}apart`);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('gives a key left without an expiry one at its next count', async () => {
    const admin = connections[0]!.connection();
    await admin.set(`${PREFIX}stuck`, '5');
    expect((await first.increment('stuck', 60_000)).count).toBe(6);
    expect(await admin.pTTL(`${PREFIX}stuck`)).toBeGreaterThan(50_000);
  });
});

describe('a Redis that cannot be reached', () => {
  // Nothing listens on port 1: node-redis keeps reconnecting and each command gives up after its timeout.
  const redis = lazyRedis('redis://127.0.0.1:1', () => undefined, 200);
  const store = new RedisRateLimitStore({ redis: () => redis.connection(), prefix: PREFIX });
  afterAll(() => redis.close());

  it('answers 503 for the limits that fail closed, and lets the others through uncounted', async () => {
    const reported: unknown[] = [];
    const closed = failClosed(store, (error) => reported.push(error));
    const refused = await closed.increment('k', 60_000).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'SERVER_ERROR', status: 503 });
    await expect(closed.get('k')).rejects.toMatchObject({ status: 503 });
    const open = failOpen(store, (error) => reported.push(error));
    expect((await open.increment('k', 60_000)).count).toBe(0);
    expect(await open.get('k')).toBeUndefined();
    await open.reset('k');
    expect(reported).toHaveLength(5);
  });
});
