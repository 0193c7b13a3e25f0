import { STORAGE_KEYS, type AuthTokens, type User } from '@sym/contracts';
import { localStore } from './localStore';

type Listener = () => void;

/** Tokens, the cached user and the logging-out flag, kept under the shared STORAGE_KEYS. */
export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: AuthTokens): void;
  clearTokens(): void;
  getUser(): User | null;
  setUser(user: User | null): void;
  isLoggingOut(): boolean;
  setLoggingOut(value: boolean): void;
  /** Fires after tokens change (refresh, sign-in, sign-out). */
  subscribe(listener: Listener): () => void;
}

export function createTokenStore(): TokenStore {
  const listeners = new Set<Listener>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    getAccessToken: () => localStore.get(STORAGE_KEYS.accessToken),
    getRefreshToken: () => localStore.get(STORAGE_KEYS.refreshToken),
    setTokens(tokens) {
      localStore.set(STORAGE_KEYS.accessToken, tokens.accessToken);
      localStore.set(STORAGE_KEYS.refreshToken, tokens.refreshToken);
      notify();
    },
    clearTokens() {
      localStore.remove(STORAGE_KEYS.accessToken);
      localStore.remove(STORAGE_KEYS.refreshToken);
      localStore.remove(STORAGE_KEYS.user);
      notify();
    },
    getUser: () => localStore.getJson<User>(STORAGE_KEYS.user),
    setUser(user) {
      if (user) localStore.setJson(STORAGE_KEYS.user, user);
      else localStore.remove(STORAGE_KEYS.user);
    },
    isLoggingOut: () => localStore.get(STORAGE_KEYS.loggingOut) === 'true',
    setLoggingOut(value) {
      if (value) localStore.set(STORAGE_KEYS.loggingOut, 'true');
      else localStore.remove(STORAGE_KEYS.loggingOut);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
