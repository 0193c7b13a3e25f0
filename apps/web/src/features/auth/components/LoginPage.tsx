import { useCallback, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Link, useLocation } from 'react-router';
import { Alert, Spinner } from '../../../ui';
import type { SignOutReason } from '../AuthContext';
import { useAuth } from '../hooks/useAuth';
import { useSocialCallback } from '../hooks/useSocialCallback';
import { AuthLayout } from './AuthLayout';
import { LoginForm } from './LoginForm';
import { SocialSignIn } from './SocialSignIn';

/** A notice another page sends along to /login (router state), e.g. after a password reset. */
export interface LoginNoticeState {
  notice: SignOutReason;
}

function noticeOf(state: unknown): SignOutReason | null {
  const notice = (state as Partial<LoginNoticeState> | null)?.notice;
  return notice === 'passwordReset' || notice === 'accountDeleted' ? notice : null;
}

/** /login: social buttons, the e-mail form, the return from a social provider and why the last session ended. */
export function LoginPage() {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const handleError = useCallback((message: string | null) => setError(message), []);
  const { isCompleting } = useSocialCallback(handleError);
  const { signOutReason } = useAuth();
  const location = useLocation();
  const notice = signOutReason ?? noticeOf(location.state);

  return (
    <AuthLayout
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Link to="/register" className="font-medium text-accent hover:underline focus-visible:underline">
            {t('auth.login.toRegister')}
          </Link>
        </>
      }
    >
      <div className="flex flex-col gap-6">
        {error ? <Alert>{error}</Alert> : notice && <Alert tone="info">{t(`auth.login.${notice}`)}</Alert>}
        {isCompleting && (
          <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
            <Spinner /> {t('auth.social.completing')}
          </p>
        )}
        <section aria-label={t('auth.social.heading')}>
          <SocialSignIn onError={handleError} isDisabled={isCompleting} />
        </section>
        <div className="flex items-center gap-3 text-xs text-fg-subtle" aria-hidden="true">
          <span className="h-px flex-1 bg-line" />
          {t('auth.divider')}
          <span className="h-px flex-1 bg-line" />
        </div>
        <LoginForm onError={handleError} isDisabled={isCompleting} />
      </div>
    </AuthLayout>
  );
}
