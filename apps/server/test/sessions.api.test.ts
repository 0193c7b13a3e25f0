import { describe, expect, it } from 'vitest';
import { AuthTokens, Session, User } from '@sym/contracts';
import { useTestServer } from './helpers/fixtures.ts';

const server = useTestServer();

const UNAUTHORIZED = { success: false, error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } };

describe('users.profile', () => {
  it('answers the user presenter', async () => {
    const account = await server.register({ name: 'Profile Person' });
    const response = await server.request('GET', '/api/users/profile', { token: account.accessToken });
    expect(response.status).toBe(200);
    const profile = User.parse(response.body.data);
    expect(profile).toEqual(account.user);
    expect(Object.keys(response.body.data as object).sort()).toEqual(
      [
        'authProvider',
        'createdAt',
        'email',
        'emailVerified',
        'hasPassword',
        'id',
        'lastLogin',
        'name',
        'profilePicture',
        'role',
        'tier',
        'updatedAt',
      ].sort(),
    );
  });

  it('answers 401 without a token, with a bad token and with a malformed header', async () => {
    expect((await server.request('GET', '/api/users/profile')).body).toEqual(UNAUTHORIZED);
    const bad = await server.request('GET', '/api/users/profile', { token: 'not.a.jwt' });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual(UNAUTHORIZED);
    const basic = await server.request('GET', '/api/users/profile', { headers: { authorization: 'Basic abc' } });
    expect(basic.status).toBe(401);
  });
});

describe('auth.sessions.list', () => {
  it('lists the active sessions with the current one marked', async () => {
    const account = await server.register();
    const second = await server.request('POST', '/api/auth/login', {
      body: { email: account.user.email, password: account.password },
      headers: { 'user-agent': 'second-device/1.0' },
    });
    const secondTokens = AuthTokens.parse(second.body.data);

    const response = await server.request('GET', '/api/auth/sessions', { token: secondTokens.accessToken });
    expect(response.status).toBe(200);
    const sessions = Session.array().parse(response.body.data);
    expect(sessions).toHaveLength(2);
    const current = sessions.filter((session) => session.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ userAgent: 'second-device/1.0', ip: '127.0.0.1' });
    expect(Object.keys(current[0]!).sort()).toEqual([
      'createdAt',
      'current',
      'expiresAt',
      'ip',
      'lastUsedAt',
      'sessionId',
      'userAgent',
    ]);
  });

  it('leaves out revoked sessions and answers 401 without a token', async () => {
    const account = await server.register();
    const second = AuthTokens.parse(
      (
        await server.request('POST', '/api/auth/login', {
          body: { email: account.user.email, password: account.password },
        })
      ).body.data,
    );
    await server.request('POST', '/api/auth/logout', { token: second.accessToken });
    const response = await server.request('GET', '/api/auth/sessions', { token: account.accessToken });
    expect(Session.array().parse(response.body.data)).toHaveLength(1);
    expect((await server.request('GET', '/api/auth/sessions')).status).toBe(401);
  });
});

describe('auth.sessions.revoke', () => {
  it('revokes one of the caller’s sessions', async () => {
    const account = await server.register();
    const second = AuthTokens.parse(
      (
        await server.request('POST', '/api/auth/login', {
          body: { email: account.user.email, password: account.password },
        })
      ).body.data,
    );
    const list = Session.array().parse(
      (await server.request('GET', '/api/auth/sessions', { token: account.accessToken })).body.data,
    );
    const other = list.find((session) => !session.current)!;

    const response = await server.request('DELETE', `/api/auth/sessions/${other.sessionId}`, {
      token: account.accessToken,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: { revoked: true, sessionId: other.sessionId } });
    expect((await server.request('GET', '/api/users/profile', { token: second.accessToken })).status).toBe(401);
    expect((await server.request('GET', '/api/users/profile', { token: account.accessToken })).status).toBe(200);
    // Already revoked → no longer found.
    expect(
      (await server.request('DELETE', `/api/auth/sessions/${other.sessionId}`, { token: account.accessToken })).status,
    ).toBe(404);
  });

  it('answers 404 for another user’s session and for an unknown id, leaving the session alive', async () => {
    const owner = await server.register();
    const stranger = await server.register();
    const ownerSessions = Session.array().parse(
      (await server.request('GET', '/api/auth/sessions', { token: owner.accessToken })).body.data,
    );

    const foreign = await server.request('DELETE', `/api/auth/sessions/${ownerSessions[0]!.sessionId}`, {
      token: stranger.accessToken,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'Not found' } });
    expect((await server.request('GET', '/api/users/profile', { token: owner.accessToken })).status).toBe(200);

    const unknown = await server.request('DELETE', '/api/auth/sessions/00000000-0000-4000-8000-000000000000', {
      token: stranger.accessToken,
    });
    expect(unknown.status).toBe(404);
  });

  it('answers 422 for a malformed session id (with a JSON content type and no body) and 401 without a token', async () => {
    const account = await server.register();
    const malformed = await server.request('DELETE', '/api/auth/sessions/not-a-uuid', {
      token: account.accessToken,
      rawBody: '',
    });
    expect(malformed.status).toBe(422);
    expect(malformed.body.error?.details?.[0]?.field).toBe('sessionId');
    expect((await server.request('DELETE', '/api/auth/sessions/00000000-0000-4000-8000-000000000000')).status).toBe(
      401,
    );
  });
});
