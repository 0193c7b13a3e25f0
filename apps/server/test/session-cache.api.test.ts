// Authenticated requests trust a session checked moments ago without asking the database (session-cache.ts), yet
// a signed-out or revoked session's access token is refused on the very next request, and a change to the user
// shows on the next read: on one process, and on PostgreSQL across two API processes sharing one schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthResult, Session, User } from '@sym/contracts';
import { useTestServer } from './helpers/fixtures.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const server = useTestServer();
const isPostgres = Boolean(process.env.DATABASE_URL);

async function profileOf(on: TestServer, token: string) {
  const response = await on.request('GET', '/api/users/profile', { token });
  return { status: response.status, user: response.status === 200 ? User.parse(response.body.data) : undefined };
}

async function signInAgain(on: TestServer, account: { user: User; password: string }): Promise<AuthResult> {
  const response = await on.request('POST', '/api/auth/login', {
    body: { email: account.user.email, password: account.password },
  });
  expect(response.status).toBe(200);
  return AuthResult.parse(response.body.data);
}

describe('session cache on one process', () => {
  it('refuses a signed-out session on the next request, however often it was just used', async () => {
    const account = await server.register();
    for (let i = 0; i < 3; i += 1) expect((await profileOf(server, account.accessToken)).status).toBe(200);
    expect((await server.request('POST', '/api/auth/logout', { token: account.accessToken })).status).toBe(200);
    expect((await profileOf(server, account.accessToken)).status).toBe(401);
  });

  it('refuses a session revoked from another device on the next request', async () => {
    const account = await server.register();
    const other = await signInAgain(server, account);
    expect((await profileOf(server, other.accessToken)).status).toBe(200);
    const sessions = await server.request('GET', '/api/auth/sessions', { token: account.accessToken });
    const otherSession = Session.array()
      .parse(sessions.body.data)
      .find((session) => !session.current);
    const revoked = await server.request('DELETE', `/api/auth/sessions/${otherSession!.sessionId}`, {
      token: account.accessToken,
    });
    expect(revoked.status).toBe(200);
    expect((await profileOf(server, other.accessToken)).status).toBe(401);
    expect((await profileOf(server, account.accessToken)).status).toBe(200);
  });

  it('shows a change to the user (a new sign-in) to the sessions it already has', async () => {
    const account = await server.register();
    const before = (await profileOf(server, account.accessToken)).user!;
    const again = await signInAgain(server, account);
    expect(again.user.lastLogin).not.toBe(before.lastLogin);
    expect((await profileOf(server, account.accessToken)).user!.lastLogin).toBe(again.user.lastLogin);
  });
});

describe.runIf(isPostgres)('session cache across two API processes on one PostgreSQL schema', () => {
  let other: TestServer;
  beforeAll(async () => {
    other = await startTestServer({ DATABASE_SCHEMA: server.config.DATABASE_SCHEMA });
  });
  afterAll(async () => {
    await other?.close();
  });

  it('refuses on one process a session signed out on the other, on the next request', async () => {
    const account = await server.register();
    for (let i = 0; i < 3; i += 1) expect((await profileOf(other, account.accessToken)).status).toBe(200);
    expect((await server.request('POST', '/api/auth/logout', { token: account.accessToken })).status).toBe(200);
    // The other process hears of it by NOTIFY, which may take a moment to arrive (session-invalidation.ts).
    await expect.poll(async () => (await profileOf(other, account.accessToken)).status).toBe(401);
  });

  it('shows on one process a change to the user made on the other', async () => {
    const account = await server.register();
    const before = (await profileOf(other, account.accessToken)).user!;
    const again = await signInAgain(server, account);
    expect(again.user.lastLogin).not.toBe(before.lastLogin);
    await expect
      .poll(async () => (await profileOf(other, account.accessToken)).user!.lastLogin)
      .toBe(again.user.lastLogin);
  });
});
