import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Link } from 'react-router';
import { Alert, Button, Spinner } from '../../../ui';
import { usePasswordRecovery } from '../hooks/usePasswordRecovery';
import { AuthLayout } from './AuthLayout';
import { AskAdministrator } from './AskAdministrator';
import { ForgotPasswordForm } from './ForgotPasswordForm';

/**
 * /forgot-password: a site that sends mail takes an e-mail address and mails a reset link; one that does not says
 * to ask the site's administrator, who sets a new password with the operator command.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const recovery = usePasswordRecovery();

  let content;
  if (recovery.isPending) {
    content = (
      <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
        <Spinner /> {t('app.loading')}
      </p>
    );
  } else if (recovery.isError) {
    content = (
      <div className="flex flex-col items-start gap-3">
        <Alert>{t('auth.forgot.loadFailed')}</Alert>
        <Button variant="secondary" size="sm" onClick={() => void recovery.refetch()}>
          {t('errors.reload')}
        </Button>
      </div>
    );
  } else if (recovery.data.byEmail) {
    content = <ForgotPasswordForm />;
  } else {
    content = <AskAdministrator />;
  }

  return (
    <AuthLayout
      title={t('auth.forgot.title')}
      subtitle={recovery.data?.byEmail === false ? t('auth.forgot.subtitleNoMail') : t('auth.forgot.subtitle')}
      footer={
        <Link to="/login" className="font-medium text-accent hover:underline focus-visible:underline">
          {t('auth.forgot.toLogin')}
        </Link>
      }
    >
      {content}
    </AuthLayout>
  );
}
