import type { AuthResult, User } from '@sym/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { httpClient, socketService, tokenStore } from '../../lib/transport';
import { authApi } from './api/authApi';
import { restoreSession, socketIdentityOf } from './api/restoreSession';
import {
  AuthContext,
  type AuthContextValue,
  type AuthStatus,
  type LogoutOptions,
  type SignOutReason,
} from './AuthContext';

/** How long logout waits for the server before signing out locally anyway. */
const LOGOUT_WAIT_MS = 5_000;

interface AuthState {
  status: AuthStatus;
  user: User | null;
}

const SIGNED_OUT: AuthState = { status: 'unauthenticated', user: null };

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });
  const [signOutReason, setSignOutReason] = useState<SignOutReason | null>(null);

  const signOutLocally = useCallback(() => {
    queryClient.clear();
    setState(SIGNED_OUT);
  }, [queryClient]);

  // A lost session (refresh impossible or failed) signs the user out; the route guard sends them to /login.
  useEffect(() => {
    httpClient.setUnauthorizedHandler(signOutLocally);
    return () => httpClient.setUnauthorizedHandler(null);
  }, [signOutLocally]);

  useEffect(() => {
    let isCurrent = true;
    void restoreSession().then((user) => {
      if (isCurrent) setState(user ? { status: 'authenticated', user } : SIGNED_OUT);
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  // The realtime socket follows the session: connected with the user's identity while signed in. While the
  // session is being restored it is left as restoreSession set it (connecting early, or not at all).
  const { user, status } = state;
  useEffect(() => {
    if (status === 'loading') return;
    if (!user) {
      socketService.disconnect();
      return;
    }
    void socketService.connect(socketIdentityOf(user));
  }, [user, status]);

  const establish = useCallback((result: AuthResult): User => {
    tokenStore.setLoggingOut(false);
    tokenStore.setTokens({ accessToken: result.accessToken, refreshToken: result.refreshToken });
    tokenStore.setUser(result.user);
    setSignOutReason(null);
    setState({ status: 'authenticated', user: result.user });
    return result.user;
  }, []);

  const logout = useCallback(
    async ({ reason }: LogoutOptions = {}) => {
      tokenStore.setLoggingOut(true);
      // A deleted account's or reset password's sessions are already gone on the server: nothing to log out there.
      if (!reason && tokenStore.getAccessToken()) {
        const serverLogout = authApi.logout(tokenStore.getRefreshToken()).catch(() => undefined);
        await Promise.race([serverLogout, new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS))]);
      }
      tokenStore.clearTokens();
      setSignOutReason(reason ?? null);
      signOutLocally();
    },
    [signOutLocally],
  );

  const refreshUser = useCallback(async () => {
    const fresh = await authApi.profile();
    tokenStore.setUser(fresh);
    setState((current) => (current.status === 'authenticated' ? { status: 'authenticated', user: fresh } : current));
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      signOutReason,
      login: async (input) => establish(await authApi.login(input)),
      register: async (input) => establish(await authApi.register(input)),
      completeSocialSignIn: async (input) => establish(await authApi.socialCallback(input)),
      logout,
      refreshUser,
    }),
    [state, signOutReason, establish, logout, refreshUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
