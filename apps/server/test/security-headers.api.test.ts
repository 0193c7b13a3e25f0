import { describe, expect, it } from 'vitest';
import { useTestServer } from './helpers/fixtures.ts';

/** The directives of a Content-Security-Policy header by name. */
function directivesOf(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

const PATHS = {
  'the API': '/api/health',
  'an app page': '/projects',
  'the app root': '/',
  'a share page': '/v/0b6c1c1e-5d4f-4a3b-8c2d-1e0f9a8b7c6d',
  'an unknown API route': '/api/missing',
  // Answered by Socket.IO itself, before Fastify: the polling handshake, and a refused one.
  'the Socket.IO polling handshake': '/socket.io/?EIO=4&transport=polling',
  'a refused Socket.IO handshake': '/socket.io/?EIO=4&transport=nonsense',
};

describe('security headers', () => {
  const server = useTestServer();

  it.each(Object.entries(PATHS))('are on %s', async (_name, path) => {
    const response = await server.request('GET', path);
    expect(response.status).toBeLessThan(500);
    const headers = response.headers;
    const csp = directivesOf(headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
    // Socket.IO's WebSocket on this origin (older browsers do not count ws: as 'self').
    expect(csp.get('connect-src')).toEqual(["'self'", server.config.PUBLIC_URL.replace(/^http/, 'ws')]);
    // Served over http: no upgrade of requests and no HSTS.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(headers.get('strict-transport-security')).toBeNull();
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('permissions-policy')).toContain('camera=()');
    expect(headers.get('permissions-policy')).toContain('microphone=()');
    expect(headers.get('permissions-policy')).toContain('fullscreen=(self)');
  });
});

describe('security headers of a site on https whose web app reaches an API elsewhere', () => {
  const server = useTestServer({
    PUBLIC_URL: 'https://studio.example.com',
    CREDITS_SELF_SERVICE: 'true',
    CSP_API_ORIGINS: 'https://api.example.com/base, http://127.0.0.1:9000',
  });

  it('allows the API origins for requests, sockets, images and media, and keeps the browser on https', async () => {
    const response = await server.request('GET', '/projects');
    const csp = directivesOf(response.headers.get('content-security-policy'));
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'wss://studio.example.com',
      'https://api.example.com',
      'wss://api.example.com',
      'http://127.0.0.1:9000',
      'ws://127.0.0.1:9000',
    ]);
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
      'https://api.example.com',
      'http://127.0.0.1:9000',
    ]);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:', 'https://api.example.com', 'http://127.0.0.1:9000']);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000');
  });
});
