import type { TeamInvitation } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Alert, Button } from '../../../ui';
import { useRevokeInvitation } from '../api/useTeamMutations';
import { teamErrorText, teamRoleLabel } from '../utils/teamMessages';

/** Invitations not yet accepted (their links are never shown again), each with Revoke. */
export function InvitationsList({ teamId, invitations }: { teamId: string; invitations: readonly TeamInvitation[] }) {
  const { t, i18n } = useTranslation();
  const revoke = useRevokeInvitation(teamId);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const dateFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });

  const handleRevoke = async (invitation: TeamInvitation) => {
    setError(null);
    setNotice(null);
    setBusyId(invitation.id);
    try {
      await revoke.mutateAsync(invitation.id);
      setNotice(t('teams.invitations.revoked', { email: invitation.email }));
    } catch (failure) {
      setError(teamErrorText(t, failure, t('teams.invitations.revokeFailed')));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold text-fg">{t('teams.invitations.title')}</h3>
      {error && <Alert>{error}</Alert>}
      {notice && (
        <p role="status" className="text-sm text-success">
          {notice}
        </p>
      )}
      {invitations.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('teams.invitations.none')}</p>
      ) : (
        <ul aria-label={t('teams.invitations.title')} className="divide-y divide-line rounded-xl border border-line">
          {invitations.map((invitation) => (
            <li key={invitation.id} aria-label={invitation.email} className="flex items-center gap-3 px-4 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-fg">{invitation.email}</p>
                <p className="text-xs text-fg-muted">
                  {teamRoleLabel(t, invitation.role)} ·{' '}
                  {t('teams.invitations.expires', { date: dateFormat.format(new Date(invitation.expiresAt)) })}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                isLoading={busyId === invitation.id}
                aria-label={t('teams.invitations.revokeNamed', { email: invitation.email })}
                onClick={() => void handleRevoke(invitation)}
              >
                {t('teams.invitations.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
