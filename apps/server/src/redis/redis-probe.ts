import { createClient } from 'redis';
import type { RedisConnection } from './redis-connection.ts';

/** A PING to the REDIS_URL server for GET /api/ready, on a connection opened at the first check and kept. */
export interface RedisProbe {
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens its connection when first asked (a process that is never probed holds none). node-redis keeps trying to
 * (re)connect while Redis is away; a PING waits for it, and the readiness time limit is what cuts the wait short.
 */
export function createRedisProbe(url: string): RedisProbe {
  let opened: { client: RedisConnection; connected: Promise<unknown> } | undefined;
  return {
    async ping() {
      if (!opened) {
        const client: RedisConnection = createClient({ url });
        // Each failed attempt is an error event; the failing check is what reports it.
        client.on('error', () => undefined);
        opened = { client, connected: client.connect() };
      }
      await opened.connected;
      await opened.client.ping();
    },
    async close() {
      const client = opened?.client;
      opened = undefined;
      if (client?.isReady) await client.close();
      else client?.destroy();
    },
  };
}
