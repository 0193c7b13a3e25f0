// When the shared rate-limit store cannot be reached (here a REDIS_URL nothing listens on), no request gets a 500:
// the limits that stop guessing answer 503, and the load-spreading ones let the request through uncounted
// (modules/rate-limit/store-failures.ts). PostgreSQL only: on PGlite the counters are in memory and cannot fail.
import { describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/fixtures.ts';

describe.skipIf(!process.env.DATABASE_URL)('rate limits while their Redis is unreachable', () => {
  const server = useTestServer({ REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_CLIENT_LOG_IP_MAX: '2' });

  it('answers sign-in and register 503, for the client to retry, rather than letting guesses through', async () => {
    const login = await server.request('POST', '/api/auth/login', {
      body: { email: 'someone@example.com', password: 'a guess at it' },
    });
    expect(login.status).toBe(503);
    expect(login.body).toEqual({
      success: false,
      error: { code: 'SERVER_ERROR', message: 'Rate limits are unavailable; try again shortly' },
    });
    const register = await server.request('POST', '/api/auth/register', {
      body: { name: 'Late', email: 'late@example.com', password: 'late but long enough' },
    });
    expect(register.status).toBe(503);
  });

  it('takes browser error reports uncounted, past the limit they would otherwise have', async () => {
    const statuses: number[] = [];
    for (let sent = 0; sent < 4; sent += 1) {
      const response = await server.request('POST', '/api/logs/error', {
        body: { level: 'error', message: 'TypeError: x is undefined', context: { route: '/projects' } },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200]);
  });
});
