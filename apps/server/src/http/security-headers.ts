// Security headers on every HTTP answer (app pages, the API, share pages /v/{id}) from helmet, plus the
// Permissions-Policy helmet does not write. The headers are worked out once at start (helmet's own middleware run
// against a recording response) and set from one hook: @fastify/helmet built helmet anew for every request, which
// cost a sixth of a cached API read's CPU (bench/load-mixed.ts). The policy fits the built web app: its scripts and stylesheets come
// from /assets only (no inline script in index.html; the web app turns off Zod's eval probe, see
// apps/web/src/lib/zod-jitless.ts), React and wavesurfer.js set inline styles, images and media come from /media,
// data: and blob: (previews, downloads), style reference images from any https address, the API and Socket.IO
// from this origin. Routes that set
// their own CSP (media files: `default-src 'none'; sandbox`) keep it: headers a route sets win over these.
// Socket.IO answers its own HTTP requests (the polling transport) before Fastify sees them: it gets the same
// headers through securityHeadersMiddleware.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** What the policy needs to know about the site. */
export interface SecurityHeadersOptions {
  /** PUBLIC_URL: on https the browser is told to stay on https (HSTS, upgrade-insecure-requests). */
  publicUrl: string;
  /** Other origins the served web app reaches for the API, sockets and media (a VITE_API_BASE_URL elsewhere). */
  apiOrigins: readonly string[];
}

/**
 * Powerful browser features the app never uses, switched off for its pages and anything they embed; fullscreen
 * and picture-in-picture stay with this origin (the share page's and the editor's <video>).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'fullscreen=(self)',
  'picture-in-picture=(self)',
].join(', ');

/** The WebSocket origin (ws:, wss:) of an http(s) origin, which older browsers do not count as 'self'. */
function socketOriginOf(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

/** The Content-Security-Policy directives of the app (helmet's camelCase names). */
export function contentSecurityDirectives(options: SecurityHeadersOptions): Record<string, string[] | null> {
  const publicOrigin = new URL(options.publicUrl).origin;
  const apiOrigins = options.apiOrigins.map((url) => new URL(url).origin);
  const isHttps = publicOrigin.startsWith('https:');
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    // React's style props and wavesurfer.js's shadow-root <style> are inline styles; scripts stay strict.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // A style's reference image may be any https address the user typed (the style forms preview it).
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...apiOrigins],
    mediaSrc: ["'self'", 'blob:', ...apiOrigins],
    fontSrc: ["'self'", 'data:'],
    connectSrc: [
      "'self'",
      socketOriginOf(publicOrigin),
      ...apiOrigins.flatMap((origin) => [origin, socketOriginOf(origin)]),
    ],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    // Nothing may frame the app or a share page (the spec offers no embeddable player): no clickjacking.
    frameAncestors: ["'none'"],
    frameSrc: ["'none'"],
    upgradeInsecureRequests: isHttps ? [] : null,
  };
}

/**
 * Helmet's settings for the site: CSP, X-Frame-Options DENY, nosniff, Referrer-Policy strict-origin-when-cross-origin
 * (share ids never leave in a Referer), HSTS on an https PUBLIC_URL.
 */
function helmetOptions(options: SecurityHeadersOptions) {
  const isHttps = options.publicUrl.startsWith('https:');
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(options) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Same site, not same origin: a web app on app.example.com may show media of api.example.com.
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    xContentTypeOptions: true,
  } as const;
}

/** The headers helmet writes for these options (its middleware run once against a response that records them). */
export function securityHeaderValues(options: SecurityHeadersOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(options))({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/**
 * Registers the security headers (helmet's and the Permissions-Policy) for every route. They are set on request,
 * so a route that sets its own (media files' CSP) replaces them.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  const headers = securityHeaderValues(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** A Node (Connect-style) middleware, as Socket.IO's engine takes them. */
export type HttpMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** The same security headers for answers that never pass through Fastify (Socket.IO's polling transport). */
export function securityHeadersMiddleware(options: SecurityHeadersOptions): HttpMiddleware {
  const headers = Object.entries(securityHeaderValues(options));
  return (_request, response, next) => {
    for (const [name, value] of headers) response.setHeader(name, value);
    next();
  };
}
