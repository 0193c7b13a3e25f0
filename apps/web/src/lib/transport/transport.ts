import {
  ERROR_STATUS,
  HTTP_ONLY_OPERATIONS,
  OPERATION_ROUTES,
  SOCKET_CONNECT_WAIT_MS,
  SOCKET_MESSAGES,
  SOCKET_RPC_TIMEOUT_MS,
  fillRoutePath,
  unwrapData,
  type HttpRoute,
  type OperationName,
} from '@sym/contracts';
import { ApiError, isUnauthorizedError } from '../errors/ApiError';
import type { HttpClient } from './httpClient';
import type { RpcChannel } from './socketTypes';
import type { TransportSettings } from './transportSettings';

export type OperationPayload = Record<string, unknown>;

export interface Transport {
  /** Runs one operation: socket RPC first, HTTP fallback (spec §7). Resolves with the unwrapped data. */
  call<T>(action: OperationName, payload?: OperationPayload): Promise<T>;
  /** Runs one operation over HTTP only: the fallback of calls that tried the socket their own way. */
  callHttp<T>(action: OperationName, payload?: OperationPayload): Promise<T>;
}

export interface TransportOptions {
  http: HttpClient;
  socket: RpcChannel | null;
  settings: () => TransportSettings;
  /** REST routes for the HTTP fallback; the shared OPERATION_ROUTES unless a test narrows them. */
  routes?: Partial<Record<OperationName, HttpRoute>>;
  connectWaitMs?: number;
  rpcTimeoutMs?: number;
}

type SocketOutcome<T> = { isDone: true; value: T } | { isDone: false };

export function createTransport(options: TransportOptions): Transport {
  const {
    http,
    socket,
    settings,
    routes = OPERATION_ROUTES,
    connectWaitMs = SOCKET_CONNECT_WAIT_MS,
    rpcTimeoutMs = SOCKET_RPC_TIMEOUT_MS,
  } = options;

  function socketFailure(message: string): ApiError {
    return new ApiError({ code: 'SOCKET_ERROR', status: 0, message });
  }

  async function viaSocket<T>(action: OperationName, payload: OperationPayload | undefined, isStrict: boolean) {
    const fallBack: SocketOutcome<T> = { isDone: false };
    if (!socket || !socket.isActive()) {
      if (isStrict) throw socketFailure(SOCKET_MESSAGES.notRegistered);
      return fallBack;
    }
    if (!(await socket.waitUntilReady(connectWaitMs))) {
      if (isStrict) throw socketFailure(SOCKET_MESSAGES.authTimeout);
      return fallBack;
    }
    let response;
    try {
      response = await socket.request(action, payload ?? {}, rpcTimeoutMs);
    } catch (error) {
      // Timeout or dropped connection: the same call goes over HTTP unless strict mode forbids it.
      if (isStrict) throw socketFailure(error instanceof Error ? error.message : SOCKET_MESSAGES.rpcError);
      return fallBack;
    }
    if (response.success) return { isDone: true, value: unwrapData<T>(response.data) } satisfies SocketOutcome<T>;
    const code = response.error?.code;
    const error = ApiError.fromBody(response.error, code && code in ERROR_STATUS ? ERROR_STATUS[code] : undefined);
    // An unauthorized socket answer goes to HTTP, where the token refresh lives.
    if (isUnauthorizedError(error) && !isStrict) return fallBack;
    throw error;
  }

  async function viaHttp<T>(action: OperationName, payload: OperationPayload | undefined): Promise<T> {
    const route = routes[action];
    if (!route) throw new Error(`Unknown operation ${action}`);
    const { path, rest } = fillRoutePath(route.path, payload);
    const hasQuery = route.method === 'GET' || route.method === 'DELETE';
    return http.request<T>({
      method: route.method,
      path,
      query: hasQuery ? rest : undefined,
      body: hasQuery ? undefined : rest,
    });
  }

  return {
    async call<T>(action: OperationName, payload?: OperationPayload): Promise<T> {
      const { isSocketRpcEnabled, isStrict } = settings();
      if (isSocketRpcEnabled && !HTTP_ONLY_OPERATIONS.has(action)) {
        const outcome = await viaSocket<T>(action, payload, isStrict);
        if (outcome.isDone) return outcome.value;
      }
      return viaHttp<T>(action, payload);
    },
    callHttp: viaHttp,
  };
}
