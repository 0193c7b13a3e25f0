import { HOME_ROUTE } from '@sym/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../app/tier';
import { Alert, Button, Icon, Spinner, buttonClasses } from '../../../ui';
import { clearReturnPath, rememberReturnPath, useAuth } from '../../auth';
import { useAcceptInvitation } from '../api/useTeamMutations';
import { invitePath, teamPath } from '../paths';
import { teamErrorText } from '../utils/teamMessages';

const CARD_CLASSES = 'mx-auto flex w-full max-w-md flex-col gap-4 rounded-2xl border border-line bg-surface p-6';

/**
 * /invite/{token}: a signed-in user joins the team with Accept and lands on its page; a signed-out one is sent to
 * sign in or register, and comes back here afterwards (the address waits in this tab's sessionStorage).
 */
export function InvitePage({ token }: { token: string }) {
  const { t } = useTranslation();
  const title = t('pages.invite.title');
  useDocumentTitle(title);
  const { status, user, logout } = useAuth();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  useEffect(() => {
    if (status === 'unauthenticated') rememberReturnPath(invitePath(token));
    if (status === 'authenticated') clearReturnPath();
  }, [status, token]);

  if (status === 'loading') {
    return (
      <div className={CARD_CLASSES}>
        <Spinner className="size-5 text-accent" label={t('app.loading')} />
      </div>
    );
  }

  if (status === 'unauthenticated' || !user) {
    return (
      <section aria-labelledby={titleId} className={CARD_CLASSES}>
        <h1 id={titleId} className="text-xl font-semibold text-fg">
          {title}
        </h1>
        <p className="text-sm text-fg-muted">{t('teams.accept.signInFirst')}</p>
        <div className="flex flex-wrap gap-2">
          <Link to="/login" className={buttonClasses('primary')}>
            {t('teams.accept.signIn')}
          </Link>
          <Link to="/register" className={buttonClasses('secondary')}>
            {t('teams.accept.register')}
          </Link>
        </div>
      </section>
    );
  }

  const handleAccept = async () => {
    setError(null);
    try {
      const { team } = await accept.mutateAsync(token);
      navigate(teamPath(team.id), { replace: true });
    } catch (failure) {
      setError(teamErrorText(t, failure, t('teams.accept.failed')));
    }
  };

  const handleSwitchAccount = async () => {
    rememberReturnPath(invitePath(token));
    await logout();
  };

  return (
    <section aria-labelledby={titleId} className={CARD_CLASSES}>
      <h1 id={titleId} className="text-xl font-semibold text-fg">
        {title}
      </h1>
      <p className="text-sm text-fg-muted">{t('teams.accept.message')}</p>
      <p className="text-sm text-fg-muted">{t('teams.accept.signedInAs', { email: user.email })}</p>
      {error && <Alert>{error}</Alert>}
      <div className="flex flex-wrap gap-2">
        {!error && (
          <Button onClick={() => void handleAccept()} isLoading={accept.isPending}>
            <Icon name="check" className="size-4" />
            {t('teams.accept.button')}
          </Button>
        )}
        {error && (
          <Button variant="secondary" onClick={() => void handleSwitchAccount()}>
            <Icon name="logout" className="size-4" />
            {t('teams.accept.switchAccount')}
          </Button>
        )}
        <Link to={HOME_ROUTE} className={buttonClasses('ghost')}>
          {t('teams.accept.toProjects')}
        </Link>
      </div>
    </section>
  );
}
