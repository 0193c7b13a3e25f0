import type { Team } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { TeamListItem } from './TeamListItem';

/** The user's teams; the chosen one marked as the current page. */
export function TeamList({ teams, selectedId }: { teams: readonly Team[]; selectedId: string | null }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('teams.list.label')}>
      <ul className="flex flex-col gap-2">
        {teams.map((team) => (
          <TeamListItem key={team.id} team={team} isSelected={team.id === selectedId} />
        ))}
      </ul>
    </nav>
  );
}
