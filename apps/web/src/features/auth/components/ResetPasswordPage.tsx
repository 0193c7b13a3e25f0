import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from './AuthLayout';
import { InvalidResetLink } from './InvalidResetLink';
import { ResetPasswordForm } from './ResetPasswordForm';

/** /reset-password?token=…: the page an e-mailed reset link opens; a link without a token is refused at once. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';

  return (
    <AuthLayout
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      footer={
        <Link to="/login" className="font-medium text-accent hover:underline focus-visible:underline">
          {t('auth.forgot.toLogin')}
        </Link>
      }
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <InvalidResetLink message={t('auth.password.refusals.resetLinkInvalid')} />
      )}
    </AuthLayout>
  );
}
