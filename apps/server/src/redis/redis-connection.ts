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
