import { SOCKET_RPC_ENABLED_DEFAULT, SOCKET_RPC_STRICT_DEFAULT } from '@sym/contracts';
import { WEB_STORAGE_KEYS } from '../storage/keys';
import { localStore } from '../storage/localStore';

export interface TransportSettings {
  /** Send calls over the socket first (spec §9: on by default). */
  isSocketRpcEnabled: boolean;
  /** Never fall back to HTTP when the socket fails (spec §9: off by default). */
  isStrict: boolean;
}

function parseFlag(value: string | null | undefined): boolean | null {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return null;
}

/** localStorage wins over the build environment, which wins over the spec defaults. */
export function readTransportSettings(): TransportSettings {
  return {
    isSocketRpcEnabled:
      parseFlag(localStore.get(WEB_STORAGE_KEYS.socketRpc)) ??
      parseFlag(import.meta.env.VITE_SOCKET_RPC) ??
      SOCKET_RPC_ENABLED_DEFAULT,
    isStrict:
      parseFlag(localStore.get(WEB_STORAGE_KEYS.socketRpcStrict)) ??
      parseFlag(import.meta.env.VITE_SOCKET_RPC_STRICT) ??
      SOCKET_RPC_STRICT_DEFAULT,
  };
}
