import type { HttpRoute } from '../routes.ts';
import type { OperationName } from '../realtime.ts';

/**
 * scenarios: operation names the spec reaches over HTTP only (the socket RPC names of spec §7 are in
 * RPC_ACTIONS), and the REST route of every scenarios operation. Input schemas live beside them.
 */
export const SCENARIOS_ACTIONS = [] as const;

export const SCENARIOS_ROUTES = {} satisfies Partial<Record<OperationName, HttpRoute>>;

/** Further REST routes that run the same operation (e.g. PUT beside PATCH); clients use the main route. */
export const SCENARIOS_ROUTE_ALIASES = {} satisfies Partial<Record<OperationName, HttpRoute[]>>;
