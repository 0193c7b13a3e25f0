import { createClient } from 'redis';

export type RedisConnection = ReturnType<typeof createClient>;

/**
 * One connection to the REDIS_URL server. node-redis reconnects by itself after a drop; its errors (each failed
 * attempt) go to onError rather than crashing the process, and commands sent meanwhile wait in its offline queue.
 */
export async function openRedis(url: string, onError: (error: unknown) => void): Promise<RedisConnection> {
  const client = createClient({ url });
  client.on('error', onError);
  await client.connect();
  return client;
}

/** A connection opened on first use, for a part that may never need it (a worker process never counts limits). */
export interface LazyRedis {
  connection(): RedisConnection;
  /** Closes the connection if it was opened. */
  close(): Promise<void>;
}

/**
 * A REDIS_URL connection opened on the first `connection()`. Every command gives up after `commandTimeoutMs`: while
 * Redis is down node-redis keeps reconnecting and holds commands in its offline queue, and a request waiting on
 * one must get an answer rather than hang.
 */
export function lazyRedis(url: string, onError: (error: unknown) => void, commandTimeoutMs: number): LazyRedis {
  let client: RedisConnection | undefined;
  return {
    connection() {
      if (client) return client;
      const opened = createClient({ url, commandOptions: { timeout: commandTimeoutMs } });
      opened.on('error', onError);
      // Not awaited: commands sent meanwhile wait in the offline queue (within their timeout) until it is up.
      opened.connect().catch(onError);
      client = opened;
      return opened;
    },
    async close() {
      if (!client?.isOpen) return;
      // A connection still trying to reach Redis has nothing to finish.
      if (client.isReady) await client.close();
      else client.destroy();
    },
  };
}
