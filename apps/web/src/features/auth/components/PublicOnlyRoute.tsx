import { HOME_ROUTE } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Navigate, Outlet } from 'react-router';
import { FullPageLoading } from '../../../ui';
import { useAuth } from '../hooks/useAuth';
import { readReturnPath } from '../utils/returnPath';

/** /login and /register: a signed-in user goes to /projects, or back to the page that sent them to sign in. */
export function PublicOnlyRoute() {
  const { t } = useTranslation();
  const { status } = useAuth();
  if (status === 'loading') return <FullPageLoading label={t('app.loading')} />;
  if (status === 'authenticated') return <Navigate to={readReturnPath() ?? HOME_ROUTE} replace />;
  return <Outlet />;
}
