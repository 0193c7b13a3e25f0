import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AuthResult, AuthTokens, DOMAIN_MESSAGES, PASSWORD_REFUSAL } from '@sym/contracts';
import { refreshTokens } from '../src/db/schema.ts';
import { hashRefreshToken } from '../src/modules/auth/token.service.ts';
import { uniqueEmail } from './helpers/test-server.ts';
import { useTestServer } from './helpers/fixtures.ts';

const server = useTestServer();

const validationDetails = (body: { error?: { details?: Array<{ field: string }> } }) =>
  body.error?.details?.map((d) => d.field) ?? [];

describe('auth.register', () => {
  it('creates the account and answers tokens with the user', async () => {
    const email = uniqueEmail('Mixed.Case');
    const response = await server.request('POST', '/api/auth/register', {
      body: { name: 'Ann Example', email: email.toUpperCase(), password: 'ann example signs up' },
    });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const result = AuthResult.parse(response.body.data);
    expect(result.user).toMatchObject({
      email: email.toLowerCase(),
      name: 'Ann Example',
      emailVerified: false,
      authProvider: 'email',
      tier: 'sym',
      role: 'user',
      hasPassword: true,
    });
    expect(result.user.lastLogin).toBeTruthy();
    expect(result.refreshToken).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    // Whether there is a password, never the password or its hash.
    expect(JSON.stringify(response.body)).not.toMatch(/ann example signs up|passwordHash|password_hash|argon2/i);
  });

  it('accepts the payload wrapped in data', async () => {
    const response = await server.request('POST', '/api/auth/register', {
      body: { data: { name: 'Wrapped', email: uniqueEmail(), password: 'wrapped in data 2' } },
    });
    expect(response.status).toBe(200);
  });

  it('refuses a taken e-mail (any casing) with 422 on the email field', async () => {
    const { user } = await server.register();
    const response = await server.request('POST', '/api/auth/register', {
      body: { name: 'Again', email: user.email.toUpperCase(), password: 'another fine phrase' },
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      success: false,
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Validation error',
        details: [{ field: 'email', message: DOMAIN_MESSAGES.emailTaken }],
      },
    });
  });

  it('refuses a common password (any casing, digits appended) with 422 on the password field', async () => {
    for (const password of ['password', 'Password123', 'qwertyuiop', 'iloveyou!']) {
      const email = uniqueEmail('common');
      const response = await server.request('POST', '/api/auth/register', {
        body: { name: 'Common', email, password },
      });
      expect(response.status, password).toBe(422);
      expect(response.body.error?.details, password).toEqual([
        {
          field: 'password',
          message: DOMAIN_MESSAGES.passwordTooCommon,
          code: PASSWORD_REFUSAL.tooCommon,
          feedback: expect.objectContaining({ score: expect.any(Number) }),
        },
      ]);
      // No account was made: the address can still sign up.
      expect((await server.register({ email })).user.email).toBe(email);
    }
  });

  it('a common password with a taken e-mail says only that the password is common', async () => {
    const { user } = await server.register();
    const response = await server.request('POST', '/api/auth/register', {
      body: { name: 'Again', email: user.email, password: 'password' },
    });
    expect(response.status).toBe(422);
    expect(response.body.error?.details).toEqual([
      expect.objectContaining({ field: 'password', message: DOMAIN_MESSAGES.passwordTooCommon }),
    ]);
  });

  it('answers 422 with field details for missing fields, a bad e-mail and a short password', async () => {
    const missing = await server.request('POST', '/api/auth/register', { body: {} });
    expect(missing.status).toBe(422);
    expect(validationDetails(missing.body).sort()).toEqual(['email', 'name', 'password']);

    const bad = await server.request('POST', '/api/auth/register', {
      body: { name: 'X', email: 'not-an-email', password: 'short' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error?.details).toEqual([
      { field: 'email', message: expect.any(String) },
      { field: 'password', message: 'Password must be at least 8 characters' },
    ]);
  });

  it('answers 422 for a malformed JSON string, a non-object body and a wrong content type', async () => {
    const malformed = await server.request('POST', '/api/auth/register', { rawBody: '{"name": "x", ' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Validation error',
      details: [{ field: 'body', message: 'Malformed JSON' }],
    });

    const jsonString = await server.request('POST', '/api/auth/register', { rawBody: '"just a string"' });
    expect(jsonString.status).toBe(422);
    expect(jsonString.body.error?.details).toEqual([{ field: 'body', message: 'Expected a JSON object' }]);

    const xml = await server.request('POST', '/api/auth/register', { rawBody: '<x/>', contentType: 'application/xml' });
    expect(xml.status).toBe(422);
    expect(xml.body.error?.details?.[0]?.field).toBe('body');

    const text = await server.request('POST', '/api/auth/register', { rawBody: 'name=x', contentType: 'text/plain' });
    expect(text.status).toBe(422);
  });
});

describe('auth.login', () => {
  it('signs in with the right password (e-mail in any casing)', async () => {
    const account = await server.register();
    const response = await server.request('POST', '/api/auth/login', {
      body: { email: account.user.email.toUpperCase(), password: account.password },
    });
    expect(response.status).toBe(200);
    const result = AuthResult.parse(response.body.data);
    expect(result.user.id).toBe(account.user.id);
    expect(result.accessToken).not.toBe(account.accessToken);
  });

  it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
    const account = await server.register();
    const wrong = await server.request('POST', '/api/auth/login', {
      body: { email: account.user.email, password: 'wrong password' },
    });
    const unknown = await server.request('POST', '/api/auth/login', {
      body: { email: uniqueEmail('nobody'), password: 'whatever1' },
    });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        success: false,
        error: { code: 'UNAUTHORIZED', message: DOMAIN_MESSAGES.invalidCredentials },
      });
    }
  });

  it('answers 422 with field details for bad input', async () => {
    const response = await server.request('POST', '/api/auth/login', { body: { email: 'nope' } });
    expect(response.status).toBe(422);
    expect(validationDetails(response.body).sort()).toEqual(['email', 'password']);
  });
});

describe('auth.refresh', () => {
  it('rotates: answers a new pair, and the old token no longer works', async () => {
    const account = await server.register();
    const first = await server.request('POST', '/api/auth/refresh', { body: { refreshToken: account.refreshToken } });
    expect(first.status).toBe(200);
    const pair = AuthTokens.parse(first.body.data);
    expect(pair.refreshToken).not.toBe(account.refreshToken);
    const profile = await server.request('GET', '/api/users/profile', { token: pair.accessToken });
    expect(profile.status).toBe(200);

    const second = await server.request('POST', '/api/auth/refresh', { body: { refreshToken: pair.refreshToken } });
    expect(second.status).toBe(200);
  });

  /** Moves the token's rotation back past the reuse grace window, as if it had been replaced long ago. */
  async function ageRotation(refreshToken: string): Promise<void> {
    const seconds = server.config.REFRESH_TOKEN_REUSE_GRACE_SECONDS + 1;
    await server.database.db
      .update(refreshTokens)
      .set({ rotatedAt: sql`now() - make_interval(secs => ${seconds})` })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
  }

  const refresh = (refreshToken: string) => server.request('POST', '/api/auth/refresh', { body: { refreshToken } });
  const profileStatus = async (accessToken: string) =>
    (await server.request('GET', '/api/users/profile', { token: accessToken })).status;

  it('treats a rotated token presented again after the grace window as reuse: 401 and the session is revoked', async () => {
    const account = await server.register();
    const rotated = await refresh(account.refreshToken);
    const pair = AuthTokens.parse(rotated.body.data);
    await ageRotation(account.refreshToken);

    const reuse = await refresh(account.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body.error).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });

    // The newest token and access token of that session are dead too.
    expect((await refresh(pair.refreshToken)).status).toBe(401);
    expect(await profileStatus(pair.accessToken)).toBe(401);
  });

  it('two refreshes with one token at the same time (two tabs) both answer a pair, and both pairs work', async () => {
    const account = await server.register();
    const [first, second] = await Promise.all([refresh(account.refreshToken), refresh(account.refreshToken)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const pairs = [AuthTokens.parse(first.body.data), AuthTokens.parse(second.body.data)];
    expect(pairs[0]!.refreshToken).not.toBe(pairs[1]!.refreshToken);
    for (const pair of pairs) expect(await profileStatus(pair.accessToken)).toBe(200);
    // Each tab goes on refreshing with the token it got.
    for (const pair of pairs) {
      const next = await refresh(pair.refreshToken);
      expect(next.status).toBe(200);
      expect(await profileStatus(AuthTokens.parse(next.body.data).accessToken)).toBe(200);
    }
  });

  it('a second use of a just-replaced token within the grace window answers a pair and keeps the first pair alive', async () => {
    const account = await server.register();
    const first = AuthTokens.parse((await refresh(account.refreshToken)).body.data);
    const late = await refresh(account.refreshToken);
    expect(late.status).toBe(200);
    const second = AuthTokens.parse(late.body.data);
    expect(await profileStatus(first.accessToken)).toBe(200);
    expect(await profileStatus(second.accessToken)).toBe(200);
    expect((await refresh(second.refreshToken)).status).toBe(200);

    // Past the window, the same token again is reuse: the session ends for every tab.
    await ageRotation(account.refreshToken);
    expect((await refresh(account.refreshToken)).status).toBe(401);
    expect(await profileStatus(first.accessToken)).toBe(401);
  });

  it('answers 401 for an unknown token and 422 for a missing one', async () => {
    const unknown = await server.request('POST', '/api/auth/refresh', { body: { refreshToken: 'x'.repeat(43) } });
    expect(unknown.status).toBe(401);
    const missing = await server.request('POST', '/api/auth/refresh', { body: {} });
    expect(missing.status).toBe(422);
    expect(validationDetails(missing.body)).toEqual(['refreshToken']);
  });
});

describe('auth.logout', () => {
  it('revokes the current session: its access and refresh tokens stop working', async () => {
    const account = await server.register();
    const other = await server.request('POST', '/api/auth/login', {
      body: { email: account.user.email, password: account.password },
    });
    const otherTokens = AuthTokens.parse(other.body.data);

    const logout = await server.request('POST', '/api/auth/logout', { token: account.accessToken });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ success: true, data: { loggedOut: true } });

    const after = await server.request('GET', '/api/users/profile', { token: account.accessToken });
    expect(after.status).toBe(401);
    expect(after.body.error).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
    expect(
      (await server.request('POST', '/api/auth/refresh', { body: { refreshToken: account.refreshToken } })).status,
    ).toBe(401);
    // Another session of the same user is untouched.
    expect((await server.request('GET', '/api/users/profile', { token: otherTokens.accessToken })).status).toBe(200);
  });

  it('accepts an empty JSON body and answers 401 without a token', async () => {
    const account = await server.register();
    const emptyJson = await server.request('POST', '/api/auth/logout', { rawBody: '', token: account.accessToken });
    expect(emptyJson.status).toBe(200);
    const noToken = await server.request('POST', '/api/auth/logout');
    expect(noToken.status).toBe(401);
  });
});
