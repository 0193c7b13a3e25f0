import { afterAll, describe, expect, it } from 'vitest';
import { DOMAIN_MESSAGES } from '@sym/contracts';
import { startTestServer, uniqueEmail, type TestServer } from './helpers/test-server.ts';

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

const RATE_LIMITED = { success: false, error: { code: 'RATE_LIMITED', message: 'Rate limited' } };

describe('sign-in rate limit per account and address (defaults)', () => {
  it('answers 401 for the first 10 wrong passwords from one address and 429 from the 11th on; other accounts are unaffected', async () => {
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

    // Even the right password is refused from that address while the pair is limited.
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
      body: { name: 'Late', email: uniqueEmail(), password: 'late but long enough' },
    });
    expect(register.status).toBe(429);
    // Other operations are not limited.
    expect((await server.request('GET', '/api/users/profile', { token: account.accessToken })).status).toBe(200);
  });
});

/** Requests as if from `ip` (the servers below trust X-Forwarded-For, as behind a reverse proxy). */
function from(server: TestServer, ip: string) {
  const headers = { 'x-forwarded-for': ip };
  return {
    login: (email: string, password: string) =>
      server.request('POST', '/api/auth/login', { body: { email, password }, headers }),
    register: (email: string, password = 'a sound pass phrase') =>
      server.request('POST', '/api/auth/register', { body: { name: 'Someone', email, password }, headers }),
  };
}

describe('wrong passwords from elsewhere do not lock the owner out', () => {
  it('after 10 wrong passwords from one address the owner still signs in from another', async () => {
    const server = await startTestServer({ TRUST_PROXY: 'true' });
    servers.push(server);
    const owner = from(server, '198.51.100.2');
    const guesser = from(server, '203.0.113.7');
    const email = uniqueEmail('owner');
    expect((await owner.register(email)).status).toBe(200);

    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt += 1)
      statuses.push((await guesser.login(email, `guess-${attempt}`)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect((await guesser.login(email, 'a sound pass phrase')).status).toBe(429);

    const signIn = await owner.login(email, 'a sound pass phrase');
    expect(signIn.status).toBe(200);
    expect(signIn.body.success).toBe(true);
  });

  it('past the account total (many addresses guessing) only addresses the account signed in from may try', async () => {
    const server = await startTestServer({
      TRUST_PROXY: 'true',
      RATE_LIMIT_AUTH_ACCOUNT_MAX: '2',
      RATE_LIMIT_AUTH_ACCOUNT_TOTAL_MAX: '4',
    });
    servers.push(server);
    const email = uniqueEmail('owner');
    expect((await from(server, '198.51.100.2').register(email)).status).toBe(200);
    for (const ip of ['203.0.113.1', '203.0.113.2']) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect((await from(server, ip).login(email, 'a wrong guess')).status).toBe(401);
      }
    }
    // A new address is refused even with the right password; the owner's known one is not.
    const stranger = await from(server, '192.0.2.50').login(email, 'a sound pass phrase');
    expect(stranger.status).toBe(429);
    expect(stranger.body).toEqual(RATE_LIMITED);
    expect((await from(server, '198.51.100.2').login(email, 'a sound pass phrase')).status).toBe(200);
  });
});

describe('failures per address across accounts', () => {
  it('counts sign-ups with a taken e-mail and wrong passwords against the address, then refuses it', async () => {
    const server = await startTestServer({ TRUST_PROXY: 'true', RATE_LIMIT_AUTH_IP_FAILURE_MAX: '3' });
    servers.push(server);
    const taken = uniqueEmail('taken');
    expect((await from(server, '198.51.100.2').register(taken)).status).toBe(200);

    const prober = from(server, '203.0.113.9');
    const probe = await prober.register(taken);
    expect(probe.status).toBe(422);
    expect(probe.body.error?.details).toEqual([{ field: 'email', message: DOMAIN_MESSAGES.emailTaken }]);
    expect((await prober.register(taken)).status).toBe(422);
    expect((await prober.login(uniqueEmail('nobody'), 'a wrong guess')).status).toBe(401);

    const refused = await prober.register(taken);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(RATE_LIMITED);
    expect((await prober.register(uniqueEmail('fresh'))).status).toBe(429);
    expect((await prober.login(taken, 'a sound pass phrase')).status).toBe(429);

    // Other addresses are not affected, and a fresh sign-up is not a failure.
    const other = from(server, '198.51.100.3');
    for (let i = 0; i < 4; i += 1) expect((await other.register(uniqueEmail('fresh'))).status).toBe(200);
    expect((await other.login(taken, 'a sound pass phrase')).status).toBe(200);
  });
});
