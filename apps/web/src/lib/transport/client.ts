import { HTTP_TIMEOUT_MS } from '@sym/contracts';
import { noticeFeatureRefusal } from '../errors/featureRefusals';
import { createTokenStore } from '../storage/tokenStore';
import { resolveAppTier } from '../tier/resolveAppTier';
import { createHttpClient } from './httpClient';
import { SocketService } from './socketService';
import { createTransport, type OperationPayload } from './transport';
import { readTransportSettings } from './transportSettings';
import type { OperationInput, OperationName, OperationOutput } from '@sym/contracts';

const baseUrl = import.meta.env.VITE_API_BASE_URL ?? '';
const configuredTimeout = Number(import.meta.env.VITE_HTTP_TIMEOUT_MS);

/** The app's single instances: one token store, one HTTP client, one socket, one transport. */
export const tokenStore = createTokenStore();

export const httpClient = createHttpClient({
  tokens: tokenStore,
  getTier: resolveAppTier,
  baseUrl,
  timeoutMs: Number.isFinite(configuredTimeout) && configuredTimeout > 0 ? configuredTimeout : HTTP_TIMEOUT_MS,
});

export const socketService = new SocketService({
  getToken: tokenStore.getAccessToken,
  getTier: resolveAppTier,
  url: baseUrl || undefined,
});

export const transport = createTransport({ http: httpClient, socket: socketService, settings: readTransportSettings });

/**
 * Runs an operation by its action name; the payload and the answer have the types of its contract
 * (`@sym/contracts` operations/<domain>.ts). Resolves with the unwrapped data.
 */
export function call<N extends OperationName>(action: N, payload?: OperationInput<N>): Promise<OperationOutput<N>> {
  return transport.call<OperationOutput<N>>(action, payload as OperationPayload | undefined).catch(refused);
}

/** Runs an operation over HTTP only (the fallback of a socket event request). */
export function callHttp<N extends OperationName>(action: N, payload?: OperationInput<N>): Promise<OperationOutput<N>> {
  return transport.callHttp<OperationOutput<N>>(action, payload as OperationPayload | undefined).catch(refused);
}

/** A professional feature's refusal is also told to the upgrade notices; the caller still gets the error. */
function refused(error: unknown): never {
  noticeFeatureRefusal(error);
  throw error;
}
