import type { RedisConnection } from '../../redis/redis-connection.ts';
import type { RateLimitEntry, RateLimitStore } from './rate-limit.store.ts';

/**
 * One increment, atomic in Redis (a script runs alone): INCR, and PEXPIRE when the window starts or when the key
 * has no expiry (one written by hand), so no counter outlives its window. Answers the count and the milliseconds
 * left.
 */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if count == 1 or left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {count, left}`;

/** The count and the milliseconds left, read together; {0, -2} when the key has no window running. */
const GET_SCRIPT = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, -2} end
return {tonumber(count), redis.call('PTTL', KEYS[1])}`;

export interface RedisRateLimitStoreDeps {
  /** The connection, asked for at each command (select-rate-limit-store.ts opens it on the first). */
  redis: () => Pick<RedisConnection, 'eval' | 'del'>;
  /** Keeps this installation's counters apart from another's on the same Redis (select-rate-limit-store.ts). */
  prefix: string;
  now?: () => number;
}

/**
 * Fixed-window counters in Redis (REDIS_URL), shared by every API process: a key per counter under the
 * installation's prefix, expiring with its window, so Redis itself drops ended windows.
 */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(private readonly deps: RedisRateLimitStoreDeps) {}

  async increment(key: string, windowMs: number): Promise<RateLimitEntry> {
    const [count, left] = await this.run(INCREMENT_SCRIPT, key, [String(windowMs)]);
    return { count, resetAt: this.now() + left };
  }

  async get(key: string): Promise<RateLimitEntry | undefined> {
    const [count, left] = await this.run(GET_SCRIPT, key, []);
    return count > 0 && left > 0 ? { count, resetAt: this.now() + left } : undefined;
  }

  async reset(key: string): Promise<void> {
    await this.deps.redis().del(this.deps.prefix + key);
  }

  private async run(script: string, key: string, args: string[]): Promise<[number, number]> {
    const reply = await this.deps.redis().eval(script, { keys: [this.deps.prefix + key], arguments: args });
    if (!Array.isArray(reply) || reply.length !== 2) throw new Error(`Unexpected Redis reply ${String(reply)}`);
    return [Number(reply[0]), Number(reply[1])];
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }
}
