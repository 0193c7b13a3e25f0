export { AuthProvider } from './AuthProvider';
export type { AuthContextValue, AuthStatus, LogoutOptions } from './AuthContext';
export { useAuth } from './hooks/useAuth';
export { useCurrentUser } from './hooks/useCurrentUser';
export { LoginPage } from './components/LoginPage';
export { RegisterPage } from './components/RegisterPage';
export { RequireAuth } from './components/RequireAuth';
export { PublicOnlyRoute } from './components/PublicOnlyRoute';
