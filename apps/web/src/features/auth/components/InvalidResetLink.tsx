import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Link } from 'react-router';
import { Alert } from '../../../ui';

/** Why a reset link cannot be used (unknown, used or expired), with the way to ask for a new one. */
export function InvalidResetLink({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <Alert>{message}</Alert>
      <Link to="/forgot-password" className="text-sm font-medium text-accent hover:underline focus-visible:underline">
        {t('auth.reset.requestNew')}
      </Link>
    </div>
  );
}
