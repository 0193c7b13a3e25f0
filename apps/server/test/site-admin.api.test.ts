import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AuthResult, serverMessageText, type ServerMessageCode, type SiteSettings } from '@sym/contracts';
import { users } from '../src/db/schema.ts';
import { openRpcSocket, useTestServer } from './helpers/fixtures.ts';
import { signInAtProvider, startIdentityProvider } from './helpers/oidc-provider.ts';
import { insertInvitation, refusalOf, withServer } from './helpers/site-admin.ts';
import { startTestServer, uniqueEmail, type TestServer } from './helpers/test-server.ts';

// Issue 33, site administration: who may register (REGISTRATION, or the administrator's choice), who administers
// the site (its first user, ADMIN_EMAILS), and disabled accounts. PGlite by default, PostgreSQL with DATABASE_URL.

const BOSS = 'boss@studio.test';
const LATE = 'late@studio.test';
const server = useTestServer({ ADMIN_EMAILS: `${BOSS}, ${LATE.toUpperCase()}` });
let boss: AuthResult;

beforeAll(async () => {
  boss = await server.register({ email: 'Boss@Studio.test' });
});

const profileOf = async (target: TestServer, token: string) =>
  (await target.request<{ data: AuthResult['user'] }>('GET', '/api/users/profile', { token })).body.data;

const setRegistration = async (registration: string) => {
  const answer = await server.request('PUT', '/api/admin/settings', {
    token: boss.accessToken,
    body: { registration },
  });
  expect(answer.status).toBe(200);
  return answer.body.data as SiteSettings;
};

describe('site administrators', () => {
  it('are the first user of an empty site, and nobody after', async () => {
    await withServer(startTestServer({}, { isEmptySite: true }), async (empty) => {
      // Two sign-ups at the same moment: exactly one is the first user.
      const both = await Promise.all([empty.register(), empty.register()]);
      expect(both.map((result) => result.user.role).sort()).toEqual(['admin', 'user']);
      const first = both.find((result) => result.user.role === 'admin')!;
      const second = both.find((result) => result.user.role === 'user')!;
      expect((await profileOf(empty, first.accessToken)).role).toBe('admin');
      expect((await empty.register()).user.role).toBe('user');
      expect((await empty.request('GET', '/api/admin/users', { token: first.accessToken })).status).toBe(200);
      expect((await empty.request('GET', '/api/admin/users', { token: second.accessToken })).status).toBe(403);
    });
  });

  it('are the addresses of ADMIN_EMAILS (any case), from registration on', async () => {
    expect(boss.user).toMatchObject({ email: BOSS, role: 'admin' });
    const ordinary = await server.register();
    expect(ordinary.user.role).toBe('user');
  });

  it('are checked at sign-in too: an account ADMIN_EMAILS names becomes an administrator when it signs in', async () => {
    const late = await server.register({ email: LATE });
    // As an account made before ADMIN_EMAILS listed it.
    await server.database.db.update(users).set({ role: 'user' }).where(eq(users.id, late.user.id));
    await server.services.sessionInvalidation.publish({ userId: late.user.id });
    expect((await profileOf(server, late.accessToken)).role).toBe('user');
    const signedIn = await server.request('POST', '/api/auth/login', {
      body: { email: LATE, password: late.password },
    });
    expect(AuthResult.parse(signedIn.body.data).user.role).toBe('admin');
    expect((await profileOf(server, late.accessToken)).role).toBe('admin');
  });
});

describe('registration modes', () => {
  const register = (target: TestServer, email = uniqueEmail()) =>
    target.request('POST', '/api/auth/register', {
      body: { name: 'New Person', email, password: 'a fine long passphrase' },
    });
  const expectRefused = (answer: Awaited<ReturnType<typeof register>>, code: ServerMessageCode) =>
    expect(refusalOf(answer, 403)).toEqual({ code, message: serverMessageText(code) });

  it('closed (REGISTRATION=closed): nobody new but the first user of an empty site; accounts still sign in', async () => {
    await withServer(startTestServer({ REGISTRATION: 'closed' }, { isEmptySite: true }), async (closed) => {
      const first = await closed.register();
      expect(first.user.role).toBe('admin');
      // Refused before the password is judged: a weak one gets the same answer.
      expectRefused(await register(closed), 'registration.closed');
      const weak = await closed.request('POST', '/api/auth/register', {
        body: { name: 'Weak', email: uniqueEmail(), password: 'password' },
      });
      expectRefused(weak, 'registration.closed');
      const signIn = await closed.request('POST', '/api/auth/login', {
        body: { email: first.user.email, password: first.password },
      });
      expect(signIn.status).toBe(200);
    });
  });

  it('invite-only (REGISTRATION=invite-only): only an e-mail with an open team invitation', async () => {
    await withServer(startTestServer({ REGISTRATION: 'invite-only' }), async (invited) => {
      expectRefused(await register(invited), 'registration.inviteOnly');
      const open = await insertInvitation(invited, { email: 'Ann@Studio.test' });
      const expired = await insertInvitation(invited, { expiresAt: new Date(Date.now() - 60_000) });
      const revoked = await insertInvitation(invited, { revokedAt: new Date() });
      const accepted = await insertInvitation(invited, { acceptedAt: new Date() });
      expectRefused(await register(invited, expired), 'registration.inviteOnly');
      expectRefused(await register(invited, revoked), 'registration.inviteOnly');
      expectRefused(await register(invited, accepted), 'registration.inviteOnly');
      expect((await register(invited, open.toLowerCase())).status).toBe(200);
    });
  });

  it("follows the administrator's choice over REGISTRATION, from the next sign-up on", async () => {
    try {
      const settings = await setRegistration('closed');
      expect(settings).toMatchObject({ registration: 'closed', registrationFromEnvironment: 'open' });
      expect(settings.updatedAt).not.toBeNull();
      const read = await server.request('GET', '/api/admin/settings', { token: boss.accessToken });
      expect(read.body.data).toEqual(settings);
      expectRefused(await register(server), 'registration.closed');
      await setRegistration('invite-only');
      expectRefused(await register(server), 'registration.inviteOnly');
      expect((await register(server, await insertInvitation(server))).status).toBe(200);
    } finally {
      await setRegistration('open');
    }
    expect((await register(server)).status).toBe(200);
  });

  it('applies to a first social sign-in, not to an account signing in socially again', async () => {
    const publicUrl = 'http://127.0.0.1:4995';
    const redirectUri = `${publicUrl}/login`;
    const idp = await startIdentityProvider(redirectUri);
    try {
      const settings = { PUBLIC_URL: publicUrl, GOOGLE_CLIENT_ID: idp.clientId, GOOGLE_ISSUER: idp.issuer };
      const started = startTestServer({ ...settings, GOOGLE_CLIENT_SECRET: idp.clientSecret, REGISTRATION: 'closed' });
      await withServer(started, async (social) => {
        const signIn = async (login: string) => {
          const start = await fetch(`${social.url}/api/auth/social/google/start`, { redirect: 'manual' });
          const returned = await signInAtProvider(start.headers.get('location')!, login, redirectUri);
          const body = { code: returned.searchParams.get('code'), state: returned.searchParams.get('state') };
          const iss = returned.searchParams.get('iss');
          return social.request('POST', '/api/auth/social/callback', { body: iss ? { ...body, iss } : body });
        };
        expectRefused(await signIn('newcomer'), 'registration.closed');
        // An account made while registration was open (here: straight into the database) still signs in.
        await social.database.db
          .insert(users)
          .values({ email: 'linus@example.test', name: 'Linus', emailVerified: true });
        expect((await signIn('linus')).status).toBe(200);
      });
    } finally {
      await idp.close();
    }
  });
});

describe('a disabled account', () => {
  it('cannot sign in, its sessions end at once (tokens, refresh, sockets), and it can be enabled again', async () => {
    const user = await server.register();
    const socket = await openRpcSocket(server, user.accessToken);
    const disconnected = new Promise<string>((resolve) => socket.socket.once('disconnect', resolve));
    expect((await server.request('GET', '/api/users/profile', { token: user.accessToken })).status).toBe(200);

    const disabled = await server.request('PATCH', `/api/admin/users/${user.user.id}`, {
      token: boss.accessToken,
      body: { disabled: true },
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body.data).toMatchObject({ id: user.user.id, disabled: true });
    expect((await server.request('GET', '/api/users/profile', { token: user.accessToken })).status).toBe(401);
    expect(await disconnected).toBe('io server disconnect');
    const refreshed = await server.request('POST', '/api/auth/refresh', { body: { refreshToken: user.refreshToken } });
    expect(refreshed.status).toBe(401);
    const login = () =>
      server.request('POST', '/api/auth/login', { body: { email: user.user.email, password: user.password } });
    expect(refusalOf(await login(), 403).code).toBe('account.disabled');
    // A wrong password says nothing of the account's state.
    const wrong = await server.request('POST', '/api/auth/login', {
      body: { email: user.user.email, password: 'not the password at all' },
    });
    expect(wrong.status).toBe(401);

    const enabled = await server.request('PATCH', `/api/admin/users/${user.user.id}`, {
      token: boss.accessToken,
      body: { disabled: false },
    });
    expect(enabled.body.data).toMatchObject({ disabled: false, disabledAt: null });
    expect((await login()).status).toBe(200);
    const audit = await server.request('GET', '/api/admin/audit?limit=2', { token: boss.accessToken });
    expect((audit.body.data as { items: unknown[] }).items).toMatchObject([
      { action: 'user.enable', targetUserId: user.user.id, actorEmail: BOSS },
      { action: 'user.disable', targetUserId: user.user.id, details: { sessionsEnded: 1 } },
    ]);
  });

  it("is never the administrator's own", async () => {
    const answer = await server.request('PATCH', `/api/admin/users/${boss.user.id}`, {
      token: boss.accessToken,
      body: { disabled: true },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error?.details).toEqual([{ field: 'disabled', message: 'You cannot disable your own account' }]);
  });
});
