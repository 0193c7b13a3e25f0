import type { HttpRoute } from '../routes.ts';
import type { OperationName } from '../realtime.ts';

/**
 * styles: operation names the spec reaches over HTTP only (the socket RPC names of spec §7 are in
 * RPC_ACTIONS), and the REST route of every styles operation. Input schemas live beside them.
 */
export const STYLES_ACTIONS = [] as const;

export const STYLES_ROUTES = {} satisfies Partial<Record<OperationName, HttpRoute>>;

/** Further REST routes that run the same operation (e.g. PUT beside PATCH); clients use the main route. */
export const STYLES_ROUTE_ALIASES = {} satisfies Partial<Record<OperationName, HttpRoute[]>>;
