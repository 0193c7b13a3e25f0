import { teamRoleMay, type Team } from '@sym/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Alert, Button, Icon, LoadingError, SkeletonList } from '../../../ui';
import { useCurrentUser } from '../../auth';
import { useTeamCredits, useTeamMembers } from '../api/useTeamQueries';
import { InvitationsList } from './InvitationsList';
import { InviteDialog } from './InviteDialog';
import { LeaveTeamButton } from './LeaveTeamButton';
import { MembersTable } from './MembersTable';
import { TeamStats } from './TeamStats';

/**
 * One team: its seats and credits, its members (roles and removal for those who manage members), the open
 * invitations and the Invite dialog; "Leave team" for a member who is not its owner.
 */
export function TeamDetail({ team }: { team: Team }) {
  const { t } = useTranslation();
  const headingId = useId();
  const user = useCurrentUser();
  const members = useTeamMembers(team.id);
  const credits = useTeamCredits(team.id);
  const [isInviting, setIsInviting] = useState(false);
  const canManageMembers = teamRoleMay(team.role, 'team.members');
  const seats = members.data?.seats ?? { used: team.memberCount, limit: team.seats };
  const isFull = seats.used >= seats.limit;

  let body;
  if (members.isPending) body = <SkeletonList rows={3} rowClassName="h-14 rounded-lg" />;
  else if (members.isError)
    body = (
      <LoadingError
        operation={t('teams.members.operation')}
        detail={members.error.message}
        onReload={() => void members.refetch()}
      />
    );
  else
    body = (
      <>
        <MembersTable
          teamId={team.id}
          teamName={team.name}
          members={members.data.members}
          currentUserId={user.id}
          canManageMembers={canManageMembers}
        />
        {canManageMembers && <InvitationsList teamId={team.id} invitations={members.data.invitations} />}
      </>
    );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="truncate text-lg font-semibold text-fg">
            {team.name}
          </h2>
          <TeamStats role={team.role} seats={seats} credits={credits} />
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {canManageMembers && (
            <Button onClick={() => setIsInviting(true)}>
              <Icon name="plus" className="size-4" />
              {t('teams.invite.open')}
            </Button>
          )}
          {team.role !== 'owner' && <LeaveTeamButton team={team} userId={user.id} />}
        </div>
      </header>
      {canManageMembers && isFull && (
        <Alert tone="info">{t('teams.seats.full', { used: seats.used, limit: seats.limit })}</Alert>
      )}
      {body}
      <InviteDialog teamId={team.id} teamName={team.name} isOpen={isInviting} onClose={() => setIsInviting(false)} />
    </section>
  );
}
