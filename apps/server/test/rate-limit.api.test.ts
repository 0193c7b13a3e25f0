import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, uniqueEmail, type TestServer } from './helpers/test-server.ts';

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

const RATE_LIMITED = { success: false, error: { code: 'RATE_LIMITED', message: 'Rate limited' } };

describe('sign-in rate limit per account (defaults)', () => {
  it('answers 401 for the first 10 wrong passwords and 429 from the 11th on; other accounts are unaffected', async () => {
    const server = await startTestServer();
    servers.push(server);
    expect(server.config.RATE_LIMIT_AUTH_ACCOUNT_MAX).toBe(10);
    const account = await server.register();
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const response = await server.request('POST', '/api/auth/login', {
        body: { email: account.user.email, password: `wrong-${attempt}` },
      });
      statuses.push(response.status);
      if (response.status === 429) expect(response.body).toEqual(RATE_LIMITED);
    }
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);

    // Even the right password is refused while the account is limited.
    const right = await server.request('POST', '/api/auth/login', {
      body: { email: account.user.email, password: account.password },
    });
    expect(right.status).toBe(429);

    const other = await server.register();
    const ok = await server.request('POST', '/api/auth/login', {
      body: { email: other.user.email, password: other.password },
    });
    expect(ok.status).toBe(200);
  });

  it('resets the failure count after a successful sign-in', async () => {
    const server = servers[0]!;
    const account = await server.register();
    const fail = () =>
      server.request('POST', '/api/auth/login', { body: { email: account.user.email, password: 'wrong password' } });
    for (let attempt = 0; attempt < 9; attempt += 1) expect((await fail()).status).toBe(401);
    expect(
      (
        await server.request('POST', '/api/auth/login', {
          body: { email: account.user.email, password: account.password },
        })
      ).status,
    ).toBe(200);
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await fail()).status).toBe(401);
    expect((await fail()).status).toBe(429);
  });
});

describe('sign-in and register rate limit per IP', () => {
  it('answers 429 once the IP used up RATE_LIMIT_AUTH_IP_MAX requests, for register and sign-in alike', async () => {
    const server = await startTestServer({ RATE_LIMIT_AUTH_IP_MAX: '3' });
    servers.push(server);
    const account = await server.register();
    const login = () =>
      server.request('POST', '/api/auth/login', { body: { email: account.user.email, password: account.password } });
    expect((await login()).status).toBe(200);
    expect((await login()).status).toBe(200);
    const limited = await login();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(RATE_LIMITED);
    const register = await server.request('POST', '/api/auth/register', {
      body: { name: 'Late', email: uniqueEmail(), password: 'password123' },
    });
    expect(register.status).toBe(429);
    // Other operations are not limited.
    expect((await server.request('GET', '/api/users/profile', { token: account.accessToken })).status).toBe(200);
  });
});
