import type { Config } from '../../src/config/index.ts';
import { REALTIME_ADAPTERS } from '../../src/config/settings.ts';
import { redisClusterNames } from '../../src/realtime/cluster-names.ts';
import { openRedis } from '../../src/redis/redis-connection.ts';
import { TEST_REDIS_URL } from '../../src/redis/redis-reachability.test-support.ts';

// The multi-process tests run on PostgreSQL once per realtime adapter: LISTEN/NOTIFY, and Redis Streams on the
// Redis server of the machine (CI starts one; TEST_REDIS_URL names another). Each run's keys carry its schema name.

export type RealtimeAdapter = Config['REALTIME_ADAPTER'];

export { TEST_REDIS_URL };

/** Every adapter, for `describe.each`. */
export const REALTIME_VARIANTS: readonly RealtimeAdapter[] = REALTIME_ADAPTERS;

/** The server settings that pick `adapter`. */
export function realtimeEnv(adapter: RealtimeAdapter): Record<string, string> {
  return adapter === 'redis' ? { REALTIME_ADAPTER: 'redis', REDIS_URL: TEST_REDIS_URL } : {};
}

/** The cluster part of a server config for `adapter` (openRealtimeCluster in a test process). */
export function clusterConfig(databaseUrl: string, adapter: RealtimeAdapter) {
  return {
    DATABASE_URL: databaseUrl,
    REALTIME_ADAPTER: adapter,
    REDIS_URL: TEST_REDIS_URL,
    REALTIME_STREAM_MAX_LEN: 10_000,
  };
}

/** Removes an installation's stream and its kept sessions from Redis (they would otherwise outlive the test). */
export async function dropRedisKeys(schemaName: string): Promise<void> {
  const redis = await openRedis(TEST_REDIS_URL, () => undefined);
  try {
    const { streamName, sessionKeyPrefix } = redisClusterNames(schemaName);
    const sessions: string[] = [];
    for await (const keys of redis.scanIterator({ MATCH: `${sessionKeyPrefix}*`, COUNT: 100 })) sessions.push(...keys);
    await redis.del([streamName, ...sessions]);
  } finally {
    await redis.close();
  }
}
