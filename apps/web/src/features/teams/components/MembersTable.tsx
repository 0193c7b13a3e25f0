import type { AssignableTeamRole, TeamMember } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Alert, useConfirm } from '../../../ui';
import { useRemoveMember, useUpdateMemberRole } from '../api/useTeamMutations';
import { teamErrorText } from '../utils/teamMessages';
import { MemberRow } from './MemberRow';

interface MembersTableProps {
  teamId: string;
  teamName: string;
  members: readonly TeamMember[];
  currentUserId: string;
  /** TEAM_POLICY 'team.members': roles can be changed and members removed. */
  canManageMembers: boolean;
}

/** Name, e-mail and role of each member; a role select and Remove (confirmed) for those who manage members. */
export function MembersTable({ teamId, teamName, members, currentUserId, canManageMembers }: MembersTableProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const updateRole = useUpdateMemberRole(teamId);
  const removeMember = useRemoveMember(teamId);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const handleRoleChange = async (member: TeamMember, role: AssignableTeamRole) => {
    setError(null);
    setNotice(null);
    setBusyId(member.userId);
    try {
      await updateRole.mutateAsync({ userId: member.userId, role });
      setNotice(t('teams.members.roleChanged', { name: member.name || member.email }));
    } catch (failure) {
      setError(teamErrorText(t, failure, t('teams.members.roleFailed')));
    } finally {
      setBusyId(null);
    }
  };

  const handleRemove = async (member: TeamMember) => {
    const name = member.name || member.email;
    const isConfirmed = await confirm({
      title: t('teams.members.removeTitle'),
      message: t('teams.members.removeMessage', { name, team: teamName }),
      confirmLabel: t('teams.members.remove'),
    });
    if (!isConfirmed) return;
    setError(null);
    setNotice(null);
    setBusyId(member.userId);
    try {
      await removeMember.mutateAsync({ userId: member.userId, isSelf: false });
      setNotice(t('teams.members.removed', { name }));
    } catch (failure) {
      setError(teamErrorText(t, failure, t('teams.members.removeFailed')));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold text-fg">{t('teams.members.title', { count: members.length })}</h3>
      {error && <Alert>{error}</Alert>}
      {notice && (
        <p role="status" className="text-sm text-success">
          {notice}
        </p>
      )}
      <div className="overflow-x-auto rounded-xl border border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('teams.members.caption', { team: teamName })}</caption>
          <thead className="bg-canvas/60 text-xs text-fg-muted">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                {t('teams.members.name')}
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                {t('teams.members.email')}
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                {t('teams.members.role')}
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                <span className="sr-only">{t('teams.members.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {members.map((member) => (
              <MemberRow
                key={member.userId}
                member={member}
                isSelf={member.userId === currentUserId}
                canManage={canManageMembers}
                isBusy={busyId === member.userId}
                onRoleChange={(role) => void handleRoleChange(member, role)}
                onRemove={() => void handleRemove(member)}
              />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
