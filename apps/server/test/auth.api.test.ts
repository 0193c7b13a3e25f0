import { describe, expect, it } from 'vitest';
import { AuthResult, AuthTokens, DOMAIN_MESSAGES } from '@sym/contracts';
import { uniqueEmail } from './helpers/test-server.ts';
import { useTestServer } from './helpers/fixtures.ts';

const server = useTestServer();

const validationDetails = (body: { error?: { details?: Array<{ field: string }> } }) =>
  body.error?.details?.map((d) => d.field) ?? [];

describe('auth.register', () => {
  it('creates the account and answers tokens with the user', async () => {
    const email = uniqueEmail('Mixed.Case');
    const response = await server.request('POST', '/api/auth/register', {
      body: { name: 'Ann Example', email: email.toUpperCase(), password: 'password123' },
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
    });
    expect(result.user.lastLogin).toBeTruthy();
    expect(result.refreshToken).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(JSON.stringify(response.body)).not.toMatch(/password/i);
  });

  it('accepts the payload wrapped in data', async () => {
    const response = await server.request('POST', '/api/auth/register', {
      body: { data: { name: 'Wrapped', email: uniqueEmail(), password: 'password123' } },
    });
    expect(response.status).toBe(200);
  });

  it('refuses a taken e-mail (any casing) with 422 on the email field', async () => {
    const { user } = await server.register();
    const response = await server.request('POST', '/api/auth/register', {
      body: { name: 'Again', email: user.email.toUpperCase(), password: 'password123' },
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

  it('treats a rotated token presented again as reuse: 401 and the whole session is revoked', async () => {
    const account = await server.register();
    const rotated = await server.request('POST', '/api/auth/refresh', { body: { refreshToken: account.refreshToken } });
    const pair = AuthTokens.parse(rotated.body.data);

    const reuse = await server.request('POST', '/api/auth/refresh', { body: { refreshToken: account.refreshToken } });
    expect(reuse.status).toBe(401);
    expect(reuse.body.error).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });

    // The newest token and access token of that session are dead too.
    expect(
      (await server.request('POST', '/api/auth/refresh', { body: { refreshToken: pair.refreshToken } })).status,
    ).toBe(401);
    expect((await server.request('GET', '/api/users/profile', { token: pair.accessToken })).status).toBe(401);
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
