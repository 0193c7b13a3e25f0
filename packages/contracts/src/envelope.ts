import type { ApiErrorBody } from './errors.ts';
import type { RpcRequest } from './rpc.ts';

/** Response envelope (ARCHITECTURE rule 2). */
export type ApiSuccess<T> = { success: true; data: T };
export type ApiFailure = { success: false; error: ApiErrorBody };
export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

/** Socket RPC response: {id, success, data | error}. */
export type RpcResponse<T = unknown> =
  { id: RpcRequest['id']; success: true; data: T } | { id: RpcRequest['id']; success: false; error: ApiErrorBody };

/** Responses may carry data inside data (spec §7); both shapes are accepted. */
export function unwrapData<T>(body: unknown): T {
  let value = body;
  if (value && typeof value === 'object' && 'success' in value && 'data' in value) {
    value = (value as { data: unknown }).data;
  }
  if (
    value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.keys(value).length === 1 &&
    'data' in value
  ) {
    value = (value as { data: unknown }).data;
  }
  return value as T;
}
