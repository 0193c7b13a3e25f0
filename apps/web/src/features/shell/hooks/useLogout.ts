import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth, type LogoutOptions } from '../../auth';

/** Logout, then /login (spec §2). */
export function useLogout(): (options?: LogoutOptions) => Promise<void> {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return useCallback(
    async (options?: LogoutOptions) => {
      await logout(options);
      navigate('/login', { replace: true });
    },
    [logout, navigate],
  );
}
