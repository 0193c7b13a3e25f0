import type { HttpRoute } from '../routes.ts';
import type { OperationName } from '../realtime.ts';

// Zod-free on purpose: the client's route table imports this file at start-up.
/**
 * styles: operation names the spec reaches over HTTP only (the socket RPC names of spec §7 are in
 * RPC_ACTIONS), and the REST route of every styles operation. Input schemas live beside them.
 */
export const STYLES_ACTIONS = [
  'styles.list',
  'styles.create',
  'styles.get',
  'styles.update',
  'styles.delete',
  'styles.presets',
] as const;

export const STYLES_ROUTES = {
  'styles.list': { method: 'GET', path: '/api/style-modules' },
  'styles.create': { method: 'POST', path: '/api/style-modules' },
  'styles.get': { method: 'GET', path: '/api/style-modules/:id' },
  'styles.update': { method: 'PATCH', path: '/api/style-modules/:id' },
  'styles.delete': { method: 'DELETE', path: '/api/style-modules/:id' },
  'styles.presets': { method: 'GET', path: '/api/style-presets' },
} satisfies Partial<Record<OperationName, HttpRoute>>;

/** Further REST routes that run the same operation (e.g. PUT beside PATCH); clients use the main route. */
export const STYLES_ROUTE_ALIASES = {
  'styles.update': [{ method: 'PUT', path: '/api/style-modules/:id' }],
} satisfies Partial<Record<OperationName, HttpRoute[]>>;
