import { describe, expect, it } from 'vitest';
import { isPublicLinkPage, mainAddressRedirect, reviewPageTokenOf } from './custom-domain.ts';

const MAIN = 'https://studio.example.com';

describe('custom domain pages', () => {
  it('serves share and review pages on the domain itself', () => {
    expect(isPublicLinkPage('/v/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b')).toBe(true);
    expect(isPublicLinkPage('/r/abcdefABCDEF0123456789_-')).toBe(true);
    expect(reviewPageTokenOf('/r/abc%20def/')).toBe('abc def');
    expect(reviewPageTokenOf('/r/%E0%A4%A')).toBeUndefined();
    expect(mainAddressRedirect(MAIN, '/v/6f1c2a3b?t=1', '/v/6f1c2a3b')).toBeUndefined();
  });

  it('sends sign-in, registration and the app to the main address, keeping path and query', () => {
    expect(mainAddressRedirect(MAIN, '/login', '/login')).toBe(`${MAIN}/login`);
    expect(mainAddressRedirect(MAIN, '/register?invite=x', '/register')).toBe(`${MAIN}/register?invite=x`);
    expect(mainAddressRedirect(MAIN, '/projects/1/scenarios', '/projects/1/scenarios')).toBe(
      `${MAIN}/projects/1/scenarios`,
    );
    expect(mainAddressRedirect(MAIN, '/', '/')).toBe(`${MAIN}/`);
    expect(mainAddressRedirect(MAIN, '/r/token/extra', '/r/token/extra')).toBe(`${MAIN}/r/token/extra`);
  });

  it('never redirects to another site', () => {
    expect(mainAddressRedirect(MAIN, '//evil.example/login', '//evil.example/login')).toBe(`${MAIN}/`);
  });
});
