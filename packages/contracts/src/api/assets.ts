import type { HttpRoute } from '../routes.ts';
import type { OperationName } from '../realtime.ts';

/**
 * assets: operation names the spec reaches over HTTP only (the socket RPC names of spec §7 are in
 * RPC_ACTIONS), and the REST route of every assets operation. Input schemas live beside them.
 */
export const ASSETS_ACTIONS = [] as const;

export const ASSETS_ROUTES = {} satisfies Partial<Record<OperationName, HttpRoute>>;

/** Further REST routes that run the same operation (e.g. PUT beside PATCH); clients use the main route. */
export const ASSETS_ROUTE_ALIASES = {} satisfies Partial<Record<OperationName, HttpRoute[]>>;
