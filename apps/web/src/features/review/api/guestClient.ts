import { HTTP_TIMEOUT_MS, type OperationInput, type OperationName, type OperationOutput } from '@sym/contracts';
import type { TokenStore } from '../../../lib/storage/tokenStore';
import { resolveAppTier } from '../../../lib/tier/resolveAppTier';
import {
  createHttpClient,
  createTransport,
  readTransportSettings,
  type OperationPayload,
} from '../../../lib/transport';

/**
 * A token store that holds nothing. A review page speaks for its link, never for an account: the app's client
 * would send a signed-in visitor's token, and a 401 for a wrong passphrase would then set off a token refresh
 * that can end that visitor's session.
 */
const NO_TOKENS: TokenStore = {
  getAccessToken: () => null,
  getRefreshToken: () => null,
  setTokens: () => undefined,
  clearTokens: () => undefined,
  getUser: () => null,
  setUser: () => undefined,
  isLoggingOut: () => false,
  setLoggingOut: () => undefined,
  subscribe: () => () => undefined,
};

const guestTransport = createTransport({
  http: createHttpClient({
    tokens: NO_TOKENS,
    getTier: resolveAppTier,
    baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
    timeoutMs: HTTP_TIMEOUT_MS,
  }),
  socket: null,
  settings: readTransportSettings,
});

/** Runs a public operation over HTTP with no session; the payload and answer typed by its contract. */
export function guestCall<N extends OperationName>(action: N, payload: OperationInput<N>): Promise<OperationOutput<N>> {
  return guestTransport.callHttp<OperationOutput<N>>(action, payload as OperationPayload);
}
