import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Alert, Button } from '../../../ui';
import { useAccessLoss } from '../hooks/useAccessLoss';

/** Tells the user he was taken out of a project (and brings him back to the project list). */
export function AccessLostNotice() {
  const { t } = useTranslation();
  const { loss, dismiss } = useAccessLoss();
  if (!loss) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-2 sm:px-6 lg:px-8">
      <Alert tone="info">
        <span className="mr-2">{t('collaboration.accessLost.message')}</span>
        <Button variant="secondary" size="sm" onClick={dismiss}>
          {t('collaboration.accessLost.dismiss')}
        </Button>
      </Alert>
    </div>
  );
}
