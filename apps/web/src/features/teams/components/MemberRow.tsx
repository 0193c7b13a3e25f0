import { ASSIGNABLE_TEAM_ROLES, initialsOf, type AssignableTeamRole, type TeamMember } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Avatar, Button, Icon } from '../../../ui';
import { teamRoleLabel } from '../utils/teamMessages';

interface MemberRowProps {
  member: TeamMember;
  isSelf: boolean;
  /** The viewer manages members: other members' roles change here and they can be removed. */
  canManage: boolean;
  isBusy: boolean;
  onRoleChange: (role: AssignableTeamRole) => void;
  onRemove: () => void;
}

const SELECT_CLASSES =
  'h-8 rounded-lg border border-line bg-canvas px-2 text-sm text-fg hover:border-line-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60';

/** One member; the owner's role and one's own are never changed here (the owner stays, one leaves instead). */
export function MemberRow({ member, isSelf, canManage, isBusy, onRoleChange, onRemove }: MemberRowProps) {
  const { t } = useTranslation();
  const name = member.name || member.email;
  const isEditable = canManage && !isSelf && member.role !== 'owner';

  return (
    <tr aria-label={name}>
      <td className="px-4 py-2.5">
        <span className="flex items-center gap-2">
          <Avatar initials={initialsOf(name)} />
          <span className="truncate font-medium text-fg">{member.name || '—'}</span>
          {isSelf && <span className="text-xs text-fg-muted">{t('teams.members.you')}</span>}
        </span>
      </td>
      <td className="px-4 py-2.5 text-fg-muted">{member.email}</td>
      <td className="px-4 py-2.5">
        {isEditable ? (
          <select
            aria-label={t('teams.members.roleOf', { name })}
            value={member.role}
            disabled={isBusy}
            onChange={(event) => onRoleChange(event.target.value as AssignableTeamRole)}
            className={SELECT_CLASSES}
          >
            {ASSIGNABLE_TEAM_ROLES.map((role) => (
              <option key={role} value={role}>
                {teamRoleLabel(t, role)}
              </option>
            ))}
          </select>
        ) : (
          <span className="rounded-full bg-elevated px-2 py-0.5 text-xs text-fg-muted">
            {teamRoleLabel(t, member.role)}
          </span>
        )}
      </td>
      <td className="px-4 py-2.5 text-right">
        {isEditable && (
          <Button
            variant="ghost"
            size="sm"
            disabled={isBusy}
            aria-label={t('teams.members.removeNamed', { name })}
            onClick={onRemove}
          >
            <Icon name="trash" className="size-4" />
            {t('teams.members.remove')}
          </Button>
        )}
      </td>
    </tr>
  );
}
