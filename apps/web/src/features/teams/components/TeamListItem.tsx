import type { Team } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Link } from 'react-router';
import { useTeamCredits } from '../api/useTeamQueries';
import { teamPath } from '../paths';
import { teamRoleLabel } from '../utils/teamMessages';

/** One team: name, the user's role, members, seats used of the plan's and the shared credit balance. */
export function TeamListItem({ team, isSelected }: { team: Team; isSelected: boolean }) {
  const { t, i18n } = useTranslation();
  const credits = useTeamCredits(team.id);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const balance = credits.data ? number.format(credits.data.balance) : credits.isPending ? '…' : '—';

  return (
    <li>
      <Link
        to={teamPath(team.id)}
        aria-current={isSelected ? 'page' : undefined}
        className={`flex flex-col gap-1.5 rounded-xl border p-4 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${
          isSelected ? 'border-accent bg-accent-soft' : 'border-line bg-surface hover:border-line-strong'
        }`}
      >
        <span className="flex items-center justify-between gap-2">
          <span className="truncate text-sm font-semibold text-fg">{team.name}</span>
          <span className="shrink-0 rounded-full bg-elevated px-2 py-0.5 text-xs text-fg-muted">
            {teamRoleLabel(t, team.role)}
          </span>
        </span>
        <span className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-fg-muted">
          <span>{t('teams.list.members', { count: team.memberCount })}</span>
          <span>{t('teams.list.seats', { used: team.memberCount, limit: team.seats })}</span>
          <span>{t('teams.list.balance', { balance })}</span>
        </span>
      </Link>
    </li>
  );
}
