import type { Team } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useNavigate } from 'react-router';
import { Alert, Button, Icon, useConfirm } from '../../../ui';
import { useRemoveMember } from '../api/useTeamMutations';
import { teamErrorText } from '../utils/teamMessages';

/** "Leave team" for a member other than the owner: confirmed, then back to /teams. */
export function LeaveTeamButton({ team, userId }: { team: Team; userId: string }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const leave = useRemoveMember(team.id);
  const [error, setError] = useState<string | null>(null);

  const handleLeave = async () => {
    const isConfirmed = await confirm({
      title: t('teams.leave.title'),
      message: t('teams.leave.message', { team: team.name }),
      confirmLabel: t('teams.leave.confirm'),
    });
    if (!isConfirmed) return;
    setError(null);
    try {
      await leave.mutateAsync({ userId, isSelf: true });
      navigate('/teams', { replace: true });
    } catch (failure) {
      setError(teamErrorText(t, failure, t('teams.leave.failed')));
    }
  };

  return (
    <div className="flex flex-col items-end gap-2">
      <Button variant="secondary" isLoading={leave.isPending} onClick={() => void handleLeave()}>
        <Icon name="logout" className="size-4" />
        {t('teams.leave.button')}
      </Button>
      {error && <Alert>{error}</Alert>}
    </div>
  );
}
