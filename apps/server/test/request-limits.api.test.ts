import { describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/fixtures.ts';

const RATE_LIMITED = { success: false, error: { code: 'RATE_LIMITED', message: 'Rate limited' } };

describe('browser error reports are limited per address and per signed-in user', () => {
  const server = useTestServer({ RATE_LIMIT_CLIENT_LOG_IP_MAX: '4', RATE_LIMIT_CLIENT_LOG_USER_MAX: '2' });
  const report = (token?: string) =>
    server.request('POST', '/api/logs/error', {
      ...(token ? { token } : {}),
      body: { level: 'error', message: 'TypeError: x is undefined', context: { route: '/projects' } },
    });

  it("answers 429 'Rate limited' past the user's allowance, then past the address's, before sign-in too", async () => {
    const { accessToken } = await server.register();
    expect((await report(accessToken)).status).toBe(200);
    expect((await report(accessToken)).status).toBe(200);
    const overUser = await report(accessToken);
    expect(overUser.status).toBe(429);
    expect(overUser.body).toEqual(RATE_LIMITED);

    // Signed out, the address still has one report left of its four (the user's three counted against it).
    expect((await report()).status).toBe(200);
    const overAddress = await report();
    expect(overAddress.status).toBe(429);
    expect(overAddress.body).toEqual(RATE_LIMITED);
  });
});

describe('story reading is limited per user', () => {
  const server = useTestServer({ RATE_LIMIT_STORY_USER_MAX: '2' });
  const story = 'Mara walks to the old lighthouse. The keeper waves from the gallery.';

  it("answers 429 'Rate limited' to the user's third analysis or breakdown in the window; other users read on", async () => {
    const { accessToken } = await server.register();
    const analysis = await server.request('POST', '/api/story/analyze', { token: accessToken, body: { story } });
    expect(analysis.status, analysis.text).toBe(200);
    const breakdown = await server.request('POST', '/api/story/breakdown', {
      token: accessToken,
      body: { story, assets: [] },
    });
    expect(breakdown.status, breakdown.text).toBe(200);
    const over = await server.request('POST', '/api/story/analyze', { token: accessToken, body: { story } });
    expect(over.status).toBe(429);
    expect(over.body).toEqual(RATE_LIMITED);

    const other = await server.register();
    const theirs = await server.request('POST', '/api/story/analyze', { token: other.accessToken, body: { story } });
    expect(theirs.status, theirs.text).toBe(200);
  });
});
