import type { HttpRoute } from '../routes.ts';
import type { OperationName } from '../realtime.ts';

/**
 * styles: operation names the spec reaches over HTTP only (the socket RPC names of spec §7 are in
 * RPC_ACTIONS), and the REST route of every styles operation. Input schemas live beside them.
 */
export const STYLES_ACTIONS = [] as const;

export const STYLES_ROUTES = {} satisfies Partial<Record<OperationName, HttpRoute>>;
