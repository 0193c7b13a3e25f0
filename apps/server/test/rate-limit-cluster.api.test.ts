// Limits across processes (issue 37): two API processes of one installation count every limit together, so the
// two of them allow exactly the limit, whichever process a request reaches: with the counters in PostgreSQL (the
// default) and again in Redis (REDIS_URL). Runs on PostgreSQL only (PGlite is one process).
import pg from 'pg';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyCreated, AuthResult } from '@sym/contracts';
import { redisPrefixOf } from '../src/modules/rate-limit/select-rate-limit-store.ts';
import { redisUnreachable, TEST_REDIS_URL } from '../src/redis/redis-reachability.test-support.ts';
import { useTwoApiProcesses } from './helpers/two-api-processes.ts';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = TEST_REDIS_URL;
const LIMIT = 6;
const SETTINGS = {
  RATE_LIMIT_AUTH_IP_MAX: String(LIMIT),
  RATE_LIMIT_API_KEY_MAX: String(LIMIT),
  // Each test sends from addresses of its own (X-Forwarded-For), so one test's sign-ins do not use another's.
  TRUST_PROXY: 'true',
  // The professional edition: API keys.
  APP_TIER: 'motionmaker',
};

const redisSkip = DATABASE_URL ? await redisUnreachable() : undefined;
if (redisSkip) console.warn(`Redis rate-limit cluster tests skipped: Redis at ${REDIS_URL} unreachable (${redisSkip})`);

/** One request to the process on `port`, answering its status and body. */
async function send(
  port: number,
  method: string,
  url: string,
  options: { ip: string; token?: string; body?: unknown },
) {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: {
      'x-forwarded-for': options.ip,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; data?: unknown } };
}

const signIn = (port: number, ip: string) =>
  send(port, 'POST', '/api/auth/login', { ip, body: { email: `nobody-${ip}@example.com`, password: 'not a pass' } });

const exactlyTheLimit = [...Array<number>(LIMIT).fill(401), 429, 429];

/** The tests of one store; `counterOf` reads an auth-per-address counter where that store keeps it. */
function itHoldsTheLimits(
  cluster: ReturnType<typeof useTwoApiProcesses>,
  counterOf: (ip: string) => Promise<number | undefined>,
): void {
  const { portA, portB } = cluster;

  it(`allows exactly ${LIMIT} sign-ins from an address between them, alternating, the next refused on either`, async () => {
    const ip = '198.51.100.10';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LIMIT + 2; attempt += 1)
      statuses.push((await signIn(attempt % 2 ? portB : portA, ip)).status);
    expect(statuses).toEqual(exactlyTheLimit);
    // The count is where this store keeps it: every request counted once, in one place.
    expect(await counterOf(ip)).toBe(LIMIT + 2);
  });

  it(`allows exactly ${LIMIT} of a burst sent to both at once`, async () => {
    const ip = '198.51.100.11';
    const answers = await Promise.all(Array.from({ length: 3 * LIMIT }, (_, i) => signIn(i % 2 ? portB : portA, ip)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * LIMIT);
  });

  it(`allows exactly ${LIMIT} calls with one API key between them`, async () => {
    const ip = '198.51.100.12';
    const account = await send(portA, 'POST', '/api/auth/register', {
      ip,
      body: { name: 'Pipeline', email: `pipeline-${Date.now()}@example.com`, password: 'correct horse battery' },
    });
    const token = (account.body.data as AuthResult).accessToken;
    const created = await send(portB, 'POST', '/api/api-keys', {
      ip,
      token,
      body: { name: 'Render farm', expiresInDays: 30 },
    });
    const { secret } = created.body.data as ApiKeyCreated;
    const statuses: number[] = [];
    for (let call = 0; call < LIMIT + 2; call += 1)
      statuses.push((await send(call % 2 ? portB : portA, 'GET', '/api/projects', { ip, token: secret })).status);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), 429, 429]);
    // The user's own session is not the key: it goes on.
    expect((await send(portA, 'GET', '/api/projects', { ip, token })).status).toBe(200);
  });
}

describe.skipIf(!DATABASE_URL)('two API processes counting in PostgreSQL (the default)', () => {
  const cluster = useTwoApiProcesses(SETTINGS);
  itHoldsTheLimits(cluster, async (ip) => {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: number }>(
        `SELECT count FROM "${cluster.schema}".rate_limit_counters WHERE key = $1`,
        [`auth:ip:${ip}`],
      );
      return rows[0]?.count;
    } finally {
      await client.end();
    }
  });
});

describe.skipIf(!DATABASE_URL || Boolean(redisSkip))('two API processes counting in Redis (REDIS_URL)', () => {
  const cluster = useTwoApiProcesses({ ...SETTINGS, REDIS_URL });
  const redis = createClient({ url: REDIS_URL });
  const prefix = () => redisPrefixOf(DATABASE_URL!, cluster.schema!);

  beforeAll(async () => {
    await redis.connect();
  });

  afterAll(async () => {
    for await (const keys of redis.scanIterator({ MATCH: `${prefix()}*`, COUNT: 100 })) {
      if (keys.length) await redis.del(keys);
    }
    await redis.close();
  });

  itHoldsTheLimits(cluster, async (ip) => {
    const count = await redis.get(`${prefix()}auth:ip:${ip}`);
    return count === null ? undefined : Number(count);
  });

  it('keeps no counter in PostgreSQL meanwhile', async () => {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT key FROM "${cluster.schema}".rate_limit_counters`);
      expect(rows).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
