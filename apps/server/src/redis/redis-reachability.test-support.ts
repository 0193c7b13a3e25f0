import { createClient } from 'redis';

/** The Redis of the tests: the machine's (CI starts one where none runs), or TEST_REDIS_URL. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Why the Redis at `url` cannot be used (for a test that skips, saying why), or undefined when it answers. */
export async function redisUnreachable(url: string = TEST_REDIS_URL): Promise<string | undefined> {
  const client = createClient({ url, socket: { connectTimeout: 5_000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    if (client.isOpen) client.destroy();
  }
}
