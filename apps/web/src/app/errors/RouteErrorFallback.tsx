import { HOME_ROUTE } from '@sym/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { createErrorId, reportError } from '../../lib/errors';
import { Button, ErrorPanel, RECOVERY_ICON_PATHS, StrokeIcon } from '../../ui';

/** errorElement of the routes (spec §8 'Page Error'): Try Again, Go Back, Go Home. */
export function RouteErrorFallback({ layout = 'inline' }: { layout?: 'page' | 'inline' }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const [errorId] = useState(createErrorId);

  useEffect(() => {
    reportError({ error, errorId, context: { path: location.pathname } });
  }, [error, errorId, location.pathname]);

  // Navigating to the same location gives the route a fresh render (and re-runs lazy loading).
  const handleRetry = () => navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });

  return (
    <ErrorPanel
      layout={layout}
      title={t('errors.route.title')}
      message={t('errors.route.message')}
      actions={
        <>
          <Button onClick={handleRetry}>
            <StrokeIcon path={RECOVERY_ICON_PATHS.refresh} className="size-4" />
            {t('errors.tryAgain')}
          </Button>
          <Button variant="secondary" onClick={() => navigate(-1)}>
            <StrokeIcon path={RECOVERY_ICON_PATHS.arrowLeft} className="size-4" />
            {t('errors.goBack')}
          </Button>
          <Button variant="secondary" onClick={() => navigate(HOME_ROUTE)}>
            <StrokeIcon path={RECOVERY_ICON_PATHS.home} className="size-4" />
            {t('errors.goHome')}
          </Button>
        </>
      }
    />
  );
}
