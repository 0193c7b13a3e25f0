import {
  CLIENT_ID_HEADER,
  ErrorCode,
  HTTP_TIMEOUT_MS,
  OPERATION_ROUTES,
  REFRESH_MESSAGES,
  TIER_HEADER,
  unwrapData,
  type AuthTokens,
  type HttpMethod,
} from '@sym/contracts';
import { ApiError } from '../errors/ApiError';
import type { TokenStore } from '../storage/tokenStore';
import { getClientId as tabClientId } from './clientId';

export interface HttpRequest {
  method: HttpMethod;
  path: string;
  query?: Record<string, unknown>;
  /** JSON-encoded, except FormData, which is sent as multipart with the boundary the browser sets. */
  body?: unknown;
  signal?: AbortSignal;
  /** Overrides the client's timeout (uploads take longer than JSON calls). */
  timeoutMs?: number;
  /**
   * Resolves with the successful Response itself instead of its unwrapped JSON (file downloads); failures are
   * still read as error envelopes, and a 401 still refreshes the session once.
   */
  raw?: boolean;
}

export interface HttpClientOptions {
  tokens: TokenStore;
  /** Value of the X-App-Tier header. */
  getTier: () => string;
  /** Value of the x-client-id header (this tab's id unless a test passes its own). */
  getClientId?: () => string;
  baseUrl?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export interface HttpClient {
  /** Sends a request and resolves with the unwrapped `data` of the envelope. */
  request<T>(request: HttpRequest): Promise<T>;
  /** Called once a session is lost for good (refresh impossible or failed). */
  setUnauthorizedHandler(handler: (() => void) | null): void;
}

const REFRESH_ROUTE = OPERATION_ROUTES['auth.refresh'] ?? { method: 'POST', path: '/api/auth/refresh' };

/**
 * HTTP client of spec §7/§8: bearer token, tier and client id headers, timeout, envelope unwrapping, and a single
 * token refresh on 401 that every concurrent caller waits for before being replayed.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { tokens, getTier, getClientId = tabClientId, baseUrl = '', timeoutMs = HTTP_TIMEOUT_MS } = options;
  const fetchImpl = options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  let onUnauthorized: (() => void) | null = null;
  let refreshing: Promise<void> | null = null;

  async function send<T>(request: HttpRequest, accessToken: string | null): Promise<T> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [TIER_HEADER]: getTier(),
      [CLIENT_ID_HEADER]: getClientId(),
    };
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    const hasBody = request.body !== undefined;
    const isMultipart = request.body instanceof FormData;
    if (hasBody && !isMultipart) headers['Content-Type'] = 'application/json';

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), request.timeoutMs ?? timeoutMs);
    const abortFromCaller = () => controller.abort();
    request.signal?.addEventListener('abort', abortFromCaller, { once: true });

    let response: Response;
    try {
      response = await fetchImpl(buildUrl(baseUrl, request.path, request.query), {
        method: request.method,
        headers,
        body: isMultipart ? (request.body as FormData) : hasBody ? JSON.stringify(request.body) : undefined,
        signal: controller.signal,
      });
    } catch {
      throw ApiError.network();
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', abortFromCaller);
    }

    if (request.raw && response.ok) return response as T;
    const body = await readJson(response);
    if (!response.ok || isFailureEnvelope(body)) {
      throw ApiError.fromBody(isFailureEnvelope(body) ? body.error : undefined, response.status);
    }
    return unwrapData<T>(body);
  }

  function loseSession(message: string): never {
    tokens.clearTokens();
    onUnauthorized?.();
    throw new ApiError({ code: ErrorCode.UNAUTHORIZED, status: 401, message });
  }

  async function refresh(): Promise<void> {
    const refreshToken = tokens.getRefreshToken();
    if (!refreshToken) loseSession(REFRESH_MESSAGES.noRefreshToken);
    let fresh: AuthTokens | undefined;
    try {
      fresh = await send<AuthTokens>({ ...REFRESH_ROUTE, body: { refreshToken } }, null);
    } catch {
      // Another tab (tokens live in localStorage) stored a new pair while this refresh was out: the session is
      // fine, and the caller replays with that tab's access token instead of signing every tab out.
      if (tokens.getRefreshToken() !== refreshToken && tokens.getAccessToken()) return;
      loseSession(REFRESH_MESSAGES.refreshFailed);
    }
    if (!fresh?.accessToken || !fresh.refreshToken) loseSession(REFRESH_MESSAGES.refreshFailed);
    tokens.setTokens({ accessToken: fresh.accessToken, refreshToken: fresh.refreshToken });
  }

  /** Starts the refresh, or joins the one already running. */
  function refreshOnce(): Promise<void> {
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<T>(request: HttpRequest): Promise<T> {
    // Calls that start while a refresh runs wait for it instead of sending a token about to be replaced.
    if (refreshing) await refreshing.catch(() => undefined);
    const usedToken = tokens.getAccessToken();
    try {
      return await send<T>(request, usedToken);
    } catch (error) {
      // A 401 without a session (wrong password, signed out) is an ordinary answer, not a lost session.
      if (!(error instanceof ApiError) || error.status !== 401 || !usedToken) throw error;
      // Another caller may have refreshed while this request was in flight: replay with the new token.
      const current = tokens.getAccessToken();
      if (!current) throw error;
      if (current === usedToken) await refreshOnce();
      return send<T>(request, tokens.getAccessToken());
    }
  }

  return {
    request,
    setUnauthorizedHandler(handler) {
      onUnauthorized = handler;
    },
  };
}

function buildUrl(baseUrl: string, path: string, query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isFailureEnvelope(body: unknown): body is { success: false; error?: { code?: ErrorCode; message?: string } } {
  return typeof body === 'object' && body !== null && 'success' in body && body.success === false;
}
