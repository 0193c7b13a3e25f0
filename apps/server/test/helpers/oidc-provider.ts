import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Provider from 'oidc-provider';

export interface LocalIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on loopback, with its development login screens:
 * any login name signs in, and the account's e-mail is `<login>@example.test` (verified).
 */
export async function startIdentityProvider(redirectUri: string, fixedPort?: number): Promise<LocalIdentityProvider> {
  const port = fixedPort ?? (await freePort());
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'sym-studio-test';
  const clientSecret = 'a-test-client-secret-that-is-long-enough';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    cookies: { keys: ['local-test-cookie-key'] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    findAccount: async (_ctx, accountId) => ({
      accountId,
      claims: async () => ({
        sub: accountId,
        email: `${accountId}@example.test`,
        email_verified: true,
        name: `${accountId[0]!.toUpperCase()}${accountId.slice(1)} Example`,
      }),
    }),
  });
  const server: Server = provider.listen(port, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A tiny cookie jar so a test can walk the provider's redirects and forms like a browser. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, index).trim(), pair!.slice(index + 1).trim());
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Walks the provider from the authorization URL through its login and consent screens, as `login`,
 * and returns the URL the provider finally sends the browser back to (our redirect URI with code & state).
 */
export async function signInAtProvider(authorizationUrl: string, login: string, redirectUri: string): Promise<URL> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  for (let step = 0; step < 12; step += 1) {
    if (url.startsWith(redirectUri)) return new URL(url);
    let response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    if (response.status === 200) {
      const html = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
      if (!action || !prompt) throw new Error(`Unexpected provider page at ${url}`);
      const body = new URLSearchParams({ prompt, ...(prompt === 'login' ? { login, password: 'any' } : {}) });
      response = await fetch(new URL(action.replaceAll('&amp;', '&'), url), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      jar.store(response);
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`Provider stopped at ${url} with status ${response.status}`);
    url = new URL(location, url).href;
  }
  throw new Error('Too many redirects at the identity provider');
}
