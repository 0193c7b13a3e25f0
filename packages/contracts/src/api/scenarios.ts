import type { HttpRoute } from '../routes.ts';
import type { OperationName } from '../realtime.ts';

/**
 * scenarios: operation names the spec reaches over HTTP only (the socket RPC names of spec §7 are in
 * RPC_ACTIONS), and the REST route of every scenarios operation. Input schemas live beside them.
 */
export const SCENARIOS_ACTIONS = [] as const;

export const SCENARIOS_ROUTES = {} satisfies Partial<Record<OperationName, HttpRoute>>;
