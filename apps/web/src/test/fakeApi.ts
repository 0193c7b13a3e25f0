import type { User } from '@sym/contracts';
import { vi } from 'vitest';

export const TEST_USER: User = {
  id: '5f0c1e9e-8d3b-4c35-9d0e-0a4c3a1b2c3d',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  emailVerified: true,
  profilePicture: null,
  authProvider: 'email',
  tier: 'sym',
  role: 'user',
  lastLogin: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
  hasPassword: true,
};

export type ApiReply = { status: number; body: unknown };
export type ApiRoutes = Record<string, (body: unknown) => ApiReply>;

export const ok = (data: unknown): ApiReply => ({ status: 200, body: { success: true, data } });
export const fail = (status: number, code: string, message: string, details?: unknown): ApiReply => ({
  status,
  body: { success: false, error: { code, message, details } },
});

export const signedInResult = ok({ accessToken: 'access-1', refreshToken: 'refresh-1', user: TEST_USER });

const NO_COUNTS = { current: 0, stale: 0, missing: 0 };

/** Answers of routes with ids that every screen of a kind reads, unless a test names them: no shot uses an asset. */
const PATTERN_DEFAULTS: Array<[RegExp, () => ApiReply]> = [
  [/^GET \/api\/assets\/[^/]+\/freshness$/, () => ok({ shots: [], counts: { image: NO_COUNTS, video: NO_COUNTS } })],
];

/** Replaces fetch with a table of "METHOD /path" handlers; unknown routes answer 404. */
export function stubApi(routes: ApiRoutes) {
  const defaults: ApiRoutes = {
    'GET /api/users/profile': () => ok(TEST_USER),
    'GET /api/auth/social/providers': () => ok({ providers: ['google'] }),
    'POST /api/auth/logout': () => ok({}),
  };
  const table = { ...defaults, ...routes };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).split('?')[0];
    const route = `${init?.method ?? 'GET'} ${path}`;
    const handler = table[route] ?? PATTERN_DEFAULTS.find(([pattern]) => pattern.test(route))?.[1];
    const reply = handler
      ? handler(init?.body ? JSON.parse(String(init.body)) : undefined)
      : fail(404, 'NOT_FOUND', 'Not found');
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
