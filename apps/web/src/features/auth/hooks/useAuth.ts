import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from '../AuthContext';

/** Session state and actions; must be used inside AuthProvider. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
