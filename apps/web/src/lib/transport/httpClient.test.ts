import { CLIENT_ID_HEADER, ClientId, REFRESH_MESSAGES, STORAGE_KEYS } from '@sym/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors/ApiError';
import { createTokenStore } from '../storage/tokenStore';
import { getClientId } from './clientId';
import { createHttpClient } from './httpClient';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function authHeader(init: RequestInit): string | undefined {
  return (init.headers as Record<string, string>).Authorization;
}

function setup(handler: Handler) {
  const tokens = createTokenStore();
  const fetchImpl = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(String(input), init ?? {})),
  );
  const onUnauthorized = vi.fn();
  const client = createHttpClient({ tokens, getTier: () => 'sym', fetchImpl });
  client.setUnauthorizedHandler(onUnauthorized);
  return { tokens, fetchImpl, onUnauthorized, client };
}

describe('createHttpClient', () => {
  beforeEach(() => window.localStorage.clear());

  it('sends one valid client id per page load on every call', () => {
    expect(ClientId.safeParse(getClientId()).success).toBe(true);
    expect(getClientId()).toBe(getClientId());
  });

  it('unwraps the envelope, including data inside data, and sends bearer, tier and client id headers', async () => {
    const { client, tokens, fetchImpl } = setup(() => json(200, { success: true, data: { data: { id: 'p1' } } }));
    tokens.setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    await expect(client.request({ method: 'GET', path: '/api/projects', query: { q: 'x' } })).resolves.toEqual({
      id: 'p1',
    });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/projects?q=x');
    expect(authHeader(init!)).toBe('Bearer a1');
    expect((init!.headers as Record<string, string>)['X-App-Tier']).toBe('sym');
    expect((init!.headers as Record<string, string>)[CLIENT_ID_HEADER]).toBe(getClientId());
  });

  it('throws a typed ApiError with the formatted validation text', async () => {
    const { client } = setup(() =>
      json(422, {
        success: false,
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Validation error',
          details: [
            { field: 'email', message: 'Email is already registered' },
            { field: 'name', message: 'Name is required' },
          ],
        },
      }),
    );
    const error = await client
      .request({ method: 'POST', path: '/api/auth/register', body: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.code).toBe('VALIDATION_ERROR');
    expect(apiError.message).toBe('Validation error - email: Email is already registered, name: Name is required');
    expect(apiError.fieldMessage('email')).toBe('Email is already registered');
  });

  it('maps a bare status and a network failure to the spec texts', async () => {
    const { client } = setup(() => new Response('busy', { status: 429 }));
    await expect(client.request({ method: 'GET', path: '/x' })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Rate limited',
    });
    const offline = createHttpClient({
      tokens: createTokenStore(),
      getTier: () => 'sym',
      fetchImpl: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(offline.request({ method: 'GET', path: '/x' })).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      message: 'Network error',
    });
  });

  it('refreshes once for two concurrent 401s and replays both calls', async () => {
    let refreshCalls = 0;
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const { client, tokens, onUnauthorized } = setup(async (url, init) => {
      if (url === '/api/auth/refresh') {
        refreshCalls++;
        expect(JSON.parse(String(init.body))).toEqual({ refreshToken: 'r1' });
        await refreshGate;
        return json(200, { success: true, data: { accessToken: 'a2', refreshToken: 'r2' } });
      }
      if (authHeader(init) !== 'Bearer a2')
        return json(401, { success: false, error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } });
      return json(200, { success: true, data: { path: url } });
    });
    tokens.setTokens({ accessToken: 'a1', refreshToken: 'r1' });

    const first = client.request({ method: 'GET', path: '/api/one' });
    const second = client.request({ method: 'GET', path: '/api/two' });
    await vi.waitFor(() => expect(refreshCalls).toBe(1));
    releaseRefresh();

    await expect(first).resolves.toEqual({ path: '/api/one' });
    await expect(second).resolves.toEqual({ path: '/api/two' });
    expect(refreshCalls).toBe(1);
    expect(tokens.getAccessToken()).toBe('a2');
    expect(tokens.getRefreshToken()).toBe('r2');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('clears tokens and fires the unauthorized callback when the refresh fails', async () => {
    const { client, tokens, onUnauthorized } = setup((url) =>
      url === '/api/auth/refresh'
        ? json(401, { success: false, error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } })
        : json(401, { success: false, error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } }),
    );
    tokens.setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    await expect(client.request({ method: 'GET', path: '/api/one' })).rejects.toMatchObject({
      status: 401,
      message: REFRESH_MESSAGES.refreshFailed,
    });
    expect(tokens.getAccessToken()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when another tab stored a new pair while its own refresh failed', async () => {
    const { client, tokens, onUnauthorized } = setup((url, init) => {
      if (url === '/api/auth/refresh') {
        // The other tab's refresh won and wrote its pair to the shared storage meanwhile.
        window.localStorage.setItem(STORAGE_KEYS.accessToken, 'a3');
        window.localStorage.setItem(STORAGE_KEYS.refreshToken, 'r3');
        return json(401, { success: false, error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } });
      }
      if (authHeader(init) !== 'Bearer a3')
        return json(401, { success: false, error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } });
      return json(200, { success: true, data: { path: url } });
    });
    tokens.setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    await expect(client.request({ method: 'GET', path: '/api/one' })).resolves.toEqual({ path: '/api/one' });
    expect(tokens.getRefreshToken()).toBe('r3');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('gives up without a refresh token', async () => {
    const { client, tokens, onUnauthorized, fetchImpl } = setup(() =>
      json(401, { success: false, error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } }),
    );
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'a1');
    await expect(client.request({ method: 'GET', path: '/api/one' })).rejects.toMatchObject({
      message: REFRESH_MESSAGES.noRefreshToken,
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(tokens.getAccessToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('ignores a 401 while signed out (e.g. wrong password)', async () => {
    const { client, onUnauthorized, fetchImpl } = setup(() =>
      json(401, { success: false, error: { code: 'UNAUTHORIZED', message: 'Invalid email or password' } }),
    );
    await expect(client.request({ method: 'POST', path: '/api/auth/login', body: {} })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('aborts after the timeout with a network error', async () => {
    vi.useFakeTimers();
    try {
      const client = createHttpClient({
        tokens: createTokenStore(),
        getTier: () => 'sym',
        timeoutMs: 50,
        fetchImpl: (_input, init) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      });
      const pending = client.request({ method: 'GET', path: '/slow' });
      const assertion = expect(pending).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
      await vi.advanceTimersByTimeAsync(60);
      await assertion;
    } finally {
      vi.useRealTimers();
    }
  });
  it('answers the raw Response of a download, still reading failures and refreshing an expired token once', async () => {
    let downloads = 0;
    const { client, tokens } = setup((url, init) => {
      if (url === '/api/auth/refresh')
        return json(200, { success: true, data: { accessToken: 'a2', refreshToken: 'r2' } });
      if (url.endsWith('/missing'))
        return json(404, { success: false, error: { code: 'NOT_FOUND', message: 'Episode not found' } });
      downloads += 1;
      if (authHeader(init) !== 'Bearer a2')
        return json(401, { success: false, error: { code: 'UNAUTHORIZED', message: 'Expired' } });
      return new Response('a,b\r\n', { headers: { 'Content-Type': 'text/csv' } });
    });
    tokens.setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    const response = await client.request<Response>({
      method: 'GET',
      path: '/api/scenarios/s1/download/csv',
      raw: true,
    });
    expect(await response.text()).toBe('a,b\r\n');
    expect(downloads).toBe(2);
    const error = await client
      .request({ method: 'GET', path: '/api/scenarios/s1/download/missing', raw: true })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });
});
