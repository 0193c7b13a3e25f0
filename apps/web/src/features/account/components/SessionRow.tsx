import type { Session } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon } from '../../../ui';
import { describePlace } from '../utils/describePlace';
import { relativeTime } from '../utils/relativeTime';
import { useSessionName } from '../hooks/useSessionName';

interface SessionRowProps {
  session: Session;
  isBusy: boolean;
  onRevoke: (session: Session, name: string) => void;
}

/** One signed-in session: device and browser, last use, place; "This session", or a Sign out button. */
export function SessionRow({ session, isBusy, onRevoke }: SessionRowProps) {
  const { t, i18n } = useTranslation();
  const name = useSessionName(session.userAgent);
  const place = describePlace(session.ip);
  const started = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(
    new Date(session.createdAt),
  );
  // The current session is in use right now; another one used within the last minute is too.
  const isActiveNow = session.current || Date.now() - new Date(session.lastUsedAt).getTime() < 60_000;
  const facts = [
    isActiveNow
      ? t('account.settings.sessions.activeNow')
      : t('account.settings.sessions.lastUsed', { time: relativeTime(session.lastUsedAt, i18n.resolvedLanguage) }),
    place && (place.kind === 'address' ? place.ip : t(`account.settings.sessions.places.${place.kind}`)),
    t('account.settings.sessions.signedIn', { date: started }),
  ].filter(Boolean);

  return (
    <li
      aria-label={name}
      className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center"
      aria-current={session.current ? 'true' : undefined}
    >
      <span className="hidden size-9 shrink-0 place-items-center rounded-lg bg-elevated text-fg-muted sm:grid">
        <Icon name="monitor" className="size-4" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate text-sm font-medium text-fg" title={session.userAgent ?? undefined}>
            {name}
          </span>
          {session.current && (
            <span className="rounded-full bg-success/15 px-2 py-0.5 text-xs font-medium text-success">
              {t('account.settings.sessions.current')}
            </span>
          )}
        </div>
        <p className="text-xs text-fg-muted">{facts.join(' · ')}</p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          isLoading={isBusy}
          aria-label={t('account.settings.sessions.signOutNamed', { name })}
          onClick={() => onRevoke(session, name)}
        >
          <Icon name="logout" className="size-4" />
          {t('account.settings.sessions.signOut')}
        </Button>
      )}
    </li>
  );
}
