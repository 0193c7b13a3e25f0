import type { OperationName } from './realtime.ts';
import { ASSETS_ROUTES, ASSETS_ROUTE_ALIASES } from './api/assets.routes.ts';
import { PROJECTS_ROUTES, PROJECTS_ROUTE_ALIASES } from './api/projects.routes.ts';
import { SCENARIOS_ROUTES, SCENARIOS_ROUTE_ALIASES } from './api/scenarios.routes.ts';
import { STYLES_ROUTES, STYLES_ROUTE_ALIASES } from './api/styles.routes.ts';
import { GENERATION_ROUTES, GENERATION_ROUTE_ALIASES } from './api/generation.routes.ts';
import { TIMELINE_ROUTES, TIMELINE_ROUTE_ALIASES } from './api/timeline.routes.ts';
import { EXPORTS_ROUTES, EXPORTS_ROUTE_ALIASES } from './api/exports.routes.ts';
import { STORY_ROUTES } from './api/story.routes.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface HttpRoute {
  method: HttpMethod;
  /** Fastify-style path; `:name` segments are filled from the payload field of the same name. */
  path: string;
}

/**
 * REST route of each operation, shared by the server's operation table and the client's HTTP fallback,
 * so the two transports cannot drift. Later features add their operations here.
 */
export const OPERATION_ROUTES: Partial<Record<OperationName, HttpRoute>> = {
  'system.health': { method: 'GET', path: '/api/health' },
  'site.info': { method: 'GET', path: '/api/site' },
  'auth.register': { method: 'POST', path: '/api/auth/register' },
  'auth.login': { method: 'POST', path: '/api/auth/login' },
  'auth.refresh': { method: 'POST', path: '/api/auth/refresh' },
  'auth.logout': { method: 'POST', path: '/api/auth/logout' },
  'auth.sessions.list': { method: 'GET', path: '/api/auth/sessions' },
  'auth.sessions.revoke': { method: 'DELETE', path: '/api/auth/sessions/:sessionId' },
  'auth.social.providers': { method: 'GET', path: '/api/auth/social/providers' },
  'auth.social.callback': { method: 'POST', path: '/api/auth/social/callback' },
  'logs.error': { method: 'POST', path: '/api/logs/error' },
  'users.profile': { method: 'GET', path: '/api/users/profile' },
  ...PROJECTS_ROUTES,
  ...ASSETS_ROUTES,
  ...SCENARIOS_ROUTES,
  ...STYLES_ROUTES,
  ...GENERATION_ROUTES,
  ...TIMELINE_ROUTES,
  ...EXPORTS_ROUTES,
  ...STORY_ROUTES,
};

/** Further REST routes per operation that run it too (the spec lists e.g. both PATCH and PUT for an update). */
export const OPERATION_ROUTE_ALIASES: Partial<Record<OperationName, HttpRoute[]>> = {
  ...PROJECTS_ROUTE_ALIASES,
  ...ASSETS_ROUTE_ALIASES,
  ...SCENARIOS_ROUTE_ALIASES,
  ...STYLES_ROUTE_ALIASES,
  ...GENERATION_ROUTE_ALIASES,
  ...TIMELINE_ROUTE_ALIASES,
  ...EXPORTS_ROUTE_ALIASES,
};

/** Browser redirect that starts social sign-in (PKCE); not an RPC operation. */
export const SOCIAL_START_PATH = (provider: string) => `/api/auth/social/${provider}/start`;

/** Fills `:name` segments from the payload; returns the path and the payload fields left over. */
export function fillRoutePath(
  path: string,
  payload: Record<string, unknown> = {},
): { path: string; rest: Record<string, unknown> } {
  const rest = { ...payload };
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}
