import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthResult, unsupportedSocialLoginMessage } from '@sym/contracts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { signInAtProvider, startIdentityProvider, type LocalIdentityProvider } from './helpers/oidc-provider.ts';

// Social sign-in end to end: our server ↔ a real OpenID Connect provider (oidc-provider) on loopback.
const PUBLIC_URL = 'http://127.0.0.1:4999';
const REDIRECT_URI = `${PUBLIC_URL}/login`;

let idp: LocalIdentityProvider;
let server: TestServer;

beforeAll(async () => {
  idp = await startIdentityProvider(REDIRECT_URI);
  server = await startTestServer({
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: idp.clientId,
    GOOGLE_CLIENT_SECRET: idp.clientSecret,
    GOOGLE_ISSUER: idp.issuer,
  });
});
afterAll(async () => {
  await server?.close();
  await idp?.close();
});

/** Starts at our redirect endpoint, signs in at the provider, returns what it hands back to /login. */
async function authorize(login: string): Promise<URL> {
  const start = await fetch(`${server.url}/api/auth/social/google/start`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const location = start.headers.get('location')!;
  const authorizationUrl = new URL(location);
  expect(authorizationUrl.origin).toBe(idp.issuer);
  expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorizationUrl.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
  expect(authorizationUrl.searchParams.get('state')).toBeTruthy();
  expect(authorizationUrl.searchParams.get('nonce')).toBeTruthy();
  return signInAtProvider(location, login, REDIRECT_URI);
}

const callbackBody = (returned: URL) => ({
  code: returned.searchParams.get('code'),
  state: returned.searchParams.get('state'),
  ...(returned.searchParams.get('iss') ? { iss: returned.searchParams.get('iss') } : {}),
});

describe('social sign-in (OpenID Connect with PKCE)', () => {
  it('lists only the configured providers', async () => {
    const response = await server.request('GET', '/api/auth/social/providers');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ providers: ['google'] });
  });

  it('signs a new user in, creates the account from the provider profile, and signs the same user in again', async () => {
    const returned = await authorize('grace');
    const response = await server.request('POST', '/api/auth/social/callback', { body: callbackBody(returned) });
    expect(response.status).toBe(200);
    const result = AuthResult.parse(response.body.data);
    expect(result.user).toMatchObject({
      email: 'grace@example.test',
      name: 'Grace Example',
      authProvider: 'google',
      emailVerified: true,
    });
    const profile = await server.request('GET', '/api/users/profile', { token: result.accessToken });
    expect(profile.status).toBe(200);

    const again = await server.request('POST', '/api/auth/social/callback', {
      body: callbackBody(await authorize('grace')),
    });
    expect(AuthResult.parse(again.body.data).user.id).toBe(result.user.id);
  });

  it('links a verified provider e-mail to an existing e-mail account', async () => {
    const existing = await server.register({ email: 'linus@example.test' });
    const response = await server.request('POST', '/api/auth/social/callback', {
      body: callbackBody(await authorize('linus')),
    });
    expect(response.status).toBe(200);
    expect(AuthResult.parse(response.body.data).user.id).toBe(existing.user.id);
  });

  it('uses a state once: replaying the callback is refused', async () => {
    const body = callbackBody(await authorize('ada'));
    expect((await server.request('POST', '/api/auth/social/callback', { body })).status).toBe(200);
    const replay = await server.request('POST', '/api/auth/social/callback', { body });
    expect(replay.status).toBe(401);
    expect(replay.body.error?.message).toBe('Login failed');
  });

  it('refuses a code with a forged state and a wrong code with a valid state', async () => {
    const returned = await authorize('mallory');
    const forged = await server.request('POST', '/api/auth/social/callback', {
      body: { ...callbackBody(returned), state: 'forged-state' },
    });
    expect(forged.status).toBe(401);
    const wrongCode = await server.request('POST', '/api/auth/social/callback', {
      body: { ...callbackBody(returned), code: 'not-the-code' },
    });
    expect(wrongCode.status).toBe(401);
  });

  it('answers 422 with field details for a malformed callback', async () => {
    const response = await server.request('POST', '/api/auth/social/callback', { body: { code: '' } });
    expect(response.status).toBe(422);
    expect(response.body.error?.details?.map((d) => d.field).sort()).toEqual(['code', 'state']);
  });

  it('sends the browser back to /login with the unsupported message for an unconfigured provider', async () => {
    const response = await fetch(`${server.url}/api/auth/social/github/start`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!, server.url);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBe(unsupportedSocialLoginMessage('github'));
  });
});
