import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Icon } from '../../../ui';
import { useTeamName } from '../api/useTeamQueries';

/** A small pill with the name of the team a project belongs to; nothing for a personal project. */
export function TeamBadge({ teamId }: { teamId: string | null }) {
  const { t } = useTranslation();
  const name = useTeamName(teamId);
  if (!teamId) return null;
  const label = name ?? t('teams.badge.unknown');
  return (
    <span
      title={t('teams.badge.label', { team: label })}
      className="inline-flex max-w-full items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent"
    >
      <Icon name="user" className="size-3 shrink-0" />
      <span className="sr-only">{t('teams.badge.label', { team: label })}</span>
      <span aria-hidden="true" className="truncate">
        {label}
      </span>
    </span>
  );
}
