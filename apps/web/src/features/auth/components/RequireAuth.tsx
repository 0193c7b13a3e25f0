import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Navigate, Outlet } from 'react-router';
import { FullPageLoading } from '../../../ui';
import { useAuth } from '../hooks/useAuth';

/** Protected routes: 'Loading...' while the session is checked, /login when signed out. */
export function RequireAuth() {
  const { t } = useTranslation();
  const { status } = useAuth();
  if (status === 'loading') return <FullPageLoading label={t('app.loading')} />;
  if (status === 'unauthenticated') return <Navigate to="/login" replace />;
  return <Outlet />;
}
