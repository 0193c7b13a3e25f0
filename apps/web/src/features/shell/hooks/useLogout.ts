import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../auth';

/** Logout, then /login (spec §2). */
export function useLogout(): () => Promise<void> {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    navigate('/login', { replace: true });
  }, [logout, navigate]);
}
