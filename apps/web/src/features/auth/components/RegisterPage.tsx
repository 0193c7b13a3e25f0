import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Link } from 'react-router';
import { AuthLayout } from './AuthLayout';
import { RegisterForm } from './RegisterForm';

/** /register */
export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.hasAccount')}{' '}
          <Link to="/login" className="font-medium text-accent hover:underline focus-visible:underline">
            {t('auth.register.toLogin')}
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthLayout>
  );
}
