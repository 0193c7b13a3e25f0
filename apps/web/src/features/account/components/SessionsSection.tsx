import type { Session } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../lib/errors';
import {
  Button,
  EmptyState,
  Icon,
  LoadingError,
  OutcomeMessage,
  SettingsSection,
  SkeletonList,
  useConfirm,
  type Outcome,
} from '../../../ui';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../api/useSessions';
import { SessionRow } from './SessionRow';

/** The current session first, then the others by their last use. */
function byRelevance(a: Session, b: Session): number {
  if (a.current !== b.current) return a.current ? -1 : 1;
  return b.lastUsedAt.localeCompare(a.lastUsedAt);
}

/**
 * Where the user is signed in: this session and the others, each of which can be signed out, or all of them at
 * once (after a confirmation). The list is read again after every change.
 */
export function SessionsSection() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [status, setStatus] = useState<Outcome | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const otherCount = sessions.data?.filter((session) => !session.current).length ?? 0;

  const handleRevoke = async (session: Session, name: string) => {
    setStatus(null);
    setBusyId(session.sessionId);
    try {
      await revoke.mutateAsync(session.sessionId);
      setStatus({ tone: 'success', text: t('account.settings.sessions.revoked', { name }) });
    } catch (failure) {
      setStatus({ tone: 'danger', text: errorMessageOf(failure, t('account.settings.sessions.revokeFailed')) });
    } finally {
      setBusyId(null);
    }
  };

  const handleRevokeOthers = async () => {
    const isConfirmed = await confirm({
      title: t('account.settings.sessions.revokeOthersTitle'),
      message: t('account.settings.sessions.revokeOthersMessage', { count: otherCount }),
      confirmLabel: t('account.settings.sessions.revokeOthers'),
    });
    if (!isConfirmed) return;
    setStatus(null);
    try {
      const { revoked } = await revokeOthers.mutateAsync();
      setStatus({ tone: 'success', text: t('account.settings.sessions.revokedOthers', { count: revoked }) });
    } catch (failure) {
      setStatus({ tone: 'danger', text: errorMessageOf(failure, t('account.settings.sessions.revokeFailed')) });
    }
  };

  let content;
  if (sessions.isPending) {
    content = <SkeletonList rows={2} rowClassName="h-16 rounded-xl" />;
  } else if (sessions.isError) {
    content = (
      <LoadingError
        operation={t('account.settings.sessions.operation')}
        detail={sessions.error.message}
        onReload={() => void sessions.refetch()}
      />
    );
  } else if (sessions.data.length === 0) {
    content = (
      <EmptyState
        isCompact
        icon="monitor"
        title={t('account.settings.sessions.empty.title')}
        message={t('account.settings.sessions.empty.message')}
      />
    );
  } else {
    content = (
      <ul
        aria-label={t('account.settings.sessions.listLabel')}
        className="divide-y divide-line rounded-xl border border-line"
      >
        {[...sessions.data].sort(byRelevance).map((session) => (
          <SessionRow
            key={session.sessionId}
            session={session}
            isBusy={busyId === session.sessionId}
            onRevoke={(target, name) => void handleRevoke(target, name)}
          />
        ))}
      </ul>
    );
  }

  return (
    <SettingsSection
      title={t('account.settings.sessions.title')}
      description={t('account.settings.sessions.description')}
    >
      <div className="flex flex-col gap-4">
        <OutcomeMessage outcome={status} />
        {content}
        {sessions.isSuccess && (
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="secondary"
              onClick={() => void handleRevokeOthers()}
              disabled={otherCount === 0}
              isLoading={revokeOthers.isPending}
            >
              <Icon name="logout" className="size-4" />
              {t('account.settings.sessions.revokeOthers')}
            </Button>
            {otherCount === 0 && <p className="text-xs text-fg-muted">{t('account.settings.sessions.onlyThis')}</p>}
          </div>
        )}
      </div>
    </SettingsSection>
  );
}
