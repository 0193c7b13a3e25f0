import type { User } from '@sym/contracts';
import { ApiError } from '../../../lib/errors';
import { preloadSocketClient, socketService, tokenStore, type SocketIdentity } from '../../../lib/transport';
import { isFreshAccessToken } from './accessTokenFreshness';
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

/**
 * Called at start-up, before the first page's code loads: a stored session's realtime socket starts now, not
 * once restoreSession's check has answered, since the first page's requests go over it. A cached user with an
 * access token that is not about to expire connects already (a failed check signs out, which disconnects it);
 * otherwise only the socket client's code starts loading.
 */
export function startStoredSessionSocket(): void {
  if (tokenStore.isLoggingOut() || !tokenStore.getAccessToken()) return;
  const cached = tokenStore.getUser();
  if (cached && isFreshAccessToken(tokenStore.getAccessToken())) void socketService.connect(socketIdentityOf(cached));
  else preloadSocketClient();
}

/** Who the realtime socket connects as (spec §4: the token plus user id, username and e-mail). */
export function socketIdentityOf(user: User): SocketIdentity {
  return { userId: user.id, username: user.name, email: user.email };
}
