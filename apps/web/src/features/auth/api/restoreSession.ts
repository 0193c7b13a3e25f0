import type { User } from '@sym/contracts';
import { ApiError } from '../../../lib/errors';
import { tokenStore } from '../../../lib/transport';
import { authApi } from './authApi';

/**
 * Session restore at start-up (spec §4): skipped once after a logout; otherwise the stored tokens
 * are checked with GET /api/users/profile (the HTTP client refreshes an expired access token).
 * When the server cannot be reached, the cached user keeps the session so the app still opens.
 */
export async function restoreSession(): Promise<User | null> {
  if (tokenStore.isLoggingOut()) {
    tokenStore.setLoggingOut(false);
    tokenStore.clearTokens();
    return null;
  }
  if (!tokenStore.getAccessToken()) return null;
  try {
    const user = await authApi.profile();
    tokenStore.setUser(user);
    return user;
  } catch (error) {
    const cached = tokenStore.getUser();
    const isOffline = error instanceof ApiError && error.code === 'NETWORK_ERROR';
    if (isOffline && cached && tokenStore.getAccessToken()) return cached;
    tokenStore.clearTokens();
    return null;
  }
}
