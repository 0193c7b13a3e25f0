import { describe, expect, it } from 'vitest';
import type { Credits, SiteInfo, User } from '@sym/contracts';
import { dataOf, useTestServer } from './helpers/fixtures.ts';

const SYM_INFO: SiteInfo = {
  tier: 'sym',
  edition: 'sym',
  name: 'Sym',
  displayName: 'Sym Studio',
  title: 'Sym Studio',
};

describe('a professional site (APP_TIER=motionmaker)', () => {
  const server = useTestServer({ APP_TIER: 'motionmaker' });

  it('announces motionmaker in index.html at every client-side route, with the Motion Maker Studio title', async () => {
    for (const path of ['/', '/index.html', '/login', '/projects/123/scenarios']) {
      const page = await server.request('GET', path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      const head = page.text.slice(0, page.text.indexOf('</head>'));
      expect(head, path).toContain('<meta name="sym-site-tier" content="motionmaker">');
      expect(head, path).toContain('<meta name="sym-edition" content="motionmaker">');
      expect(head, path).toContain('<title>Motion Maker Studio</title>');
      expect(page.text).toContain('<div id="root">test spa</div>');
    }
  });

  it('answers GET /api/site without sign-in', async () => {
    expect(dataOf<SiteInfo>(await server.request('GET', '/api/site'))).toEqual({
      tier: 'motionmaker',
      edition: 'motionmaker',
      name: 'Motion Maker',
      displayName: 'Motion Maker Pro',
      title: 'Motion Maker Studio',
    });
  });

  it('lets X-App-Tier pick the edition shown, never the site tier', async () => {
    const headers = { 'X-App-Tier': 'sym' };
    expect(dataOf<SiteInfo>(await server.request('GET', '/api/site', { headers }))).toEqual({
      ...SYM_INFO,
      tier: 'motionmaker',
    });
    const page = await server.request('GET', '/projects', { headers });
    expect(page.text).toContain('<meta name="sym-site-tier" content="motionmaker">');
    expect(page.text).toContain('<meta name="sym-edition" content="sym">');
    expect(page.text).toContain('<title>Sym Studio</title>');
  });

  it('starts a new user on the Sym plan with its 100 credits; their own tier stays sym', async () => {
    const { accessToken: token, user } = await server.register();
    expect(user.tier).toBe('sym');
    expect(dataOf<User>(await server.request('GET', '/api/users/profile', { token })).tier).toBe('sym');
    const credits = dataOf<Credits>(await server.request('GET', '/api/credits/balance', { token }));
    expect(credits).toMatchObject({ balance: 100, monthlyAllocation: 100 });
    expect(credits.subscription).toEqual({ planId: 'sym', status: 'active' });
  });
});

describe('a base site (default APP_TIER)', () => {
  const server = useTestServer();

  it('announces sym in the page and at GET /api/site', async () => {
    const page = await server.request('GET', '/');
    expect(page.text).toContain('<meta name="sym-site-tier" content="sym">');
    expect(page.text).toContain('<title>Sym Studio</title>');
    expect(dataOf<SiteInfo>(await server.request('GET', '/api/site'))).toEqual(SYM_INFO);
  });
});
