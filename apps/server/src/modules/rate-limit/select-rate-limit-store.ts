import type { Config } from '../../config/index.ts';
import type { DatabaseHandle } from '../../db/index.ts';
import { lazyRedis } from '../../redis/redis-connection.ts';
import { PostgresRateLimitStore } from './postgres-rate-limit.store.ts';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit.store.ts';
import { RedisRateLimitStore } from './redis-rate-limit.store.ts';
import { failClosed, failOpen, throttledReport } from './store-failures.ts';

/**
 * How long a Redis command may take before the limit treats Redis as unreachable. Redis answers in well under a
 * millisecond; the margin is for a machine under load, and while Redis is down a request waits this long at most.
 */
const REDIS_COMMAND_TIMEOUT_MS = 2_000;
/** One log line per minute at most while the store fails. */
const REPORT_INTERVAL_MS = 60_000;

export type RateLimitStoreKind = 'memory' | 'postgres' | 'redis';

/** The counters of every rate limit, as the services take them (store-failures.ts says which takes which). */
export interface RateLimitStores {
  kind: RateLimitStoreKind;
  /** For limits that stop guessing: an unreachable store answers 503. */
  strict: RateLimitStore;
  /** For limits that spread load: an unreachable store lets the request through. */
  lenient: RateLimitStore;
  /** Closes what the store holds (its Redis connection; a PostgreSQL sweep under way); before the database closes. */
  close(): Promise<void>;
}

/**
 * The Redis key prefix of an installation: its database (host, port, name) and schema, which is what tells two
 * installations apart, so two of them sharing a Redis never count each other's keys. No user or password.
 */
export function redisPrefixOf(databaseUrl: string, schemaName: string): string {
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
  return `sym:${url.host}/${database}/${schemaName}:rate-limit:`;
}

/**
 * Picks where the counters live. The embedded database is one process, so its counters stay in memory. On
 * PostgreSQL the API processes share them: in Redis when REDIS_URL is set, else in the database's
 * `rate_limit_counters` table.
 */
export function selectRateLimitStores(
  config: Pick<Config, 'DATABASE_URL' | 'REDIS_URL'>,
  database: Pick<DatabaseHandle, 'db' | 'kind' | 'schemaName'>,
  write: (message: string, error: unknown) => void,
): RateLimitStores {
  const report = throttledReport(write, REPORT_INTERVAL_MS);
  const guarded = (kind: RateLimitStoreKind, store: RateLimitStore, close: () => Promise<void>) => ({
    kind,
    strict: failClosed(store, report),
    lenient: failOpen(store, report),
    close,
  });
  if (database.kind === 'pglite' || !config.DATABASE_URL) {
    const store = new MemoryRateLimitStore();
    // Memory does not fail; the guards stay off so nothing changes on the embedded database.
    return { kind: 'memory', strict: store, lenient: store, close: async () => undefined };
  }
  if (config.REDIS_URL) {
    const redis = lazyRedis(config.REDIS_URL, report, REDIS_COMMAND_TIMEOUT_MS);
    const store = new RedisRateLimitStore({
      // Opened at the first count: a worker process never counts.
      redis: () => redis.connection(),
      prefix: redisPrefixOf(config.DATABASE_URL, database.schemaName),
    });
    return guarded('redis', store, () => redis.close());
  }
  const store = new PostgresRateLimitStore({ db: database.db, onSweepError: report });
  return guarded('postgres', store, () => store.close());
}
