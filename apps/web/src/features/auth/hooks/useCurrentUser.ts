import type { User } from '@sym/contracts';
import { useAuth } from './useAuth';

/** The signed-in user; only for screens behind RequireAuth, where a user always exists. */
export function useCurrentUser(): User {
  const { user } = useAuth();
  if (!user) throw new Error('useCurrentUser needs a signed-in user (render it behind RequireAuth)');
  return user;
}
