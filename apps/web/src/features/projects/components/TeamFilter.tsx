import { PERSONAL_PROJECTS, type Team } from '@sym/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import type { TeamFilter as TeamFilterValue } from '../utils/projectPreferences';
import { SELECT_CLASSES } from './SeriesFilter';

interface TeamFilterProps {
  value: TeamFilterValue;
  onChange: (value: TeamFilterValue) => void;
  teams: readonly Team[];
}

/** All projects, the personal ones (of no team), or one team's; shown to members of any team. */
export function TeamFilter({ value, onChange, teams }: TeamFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  const isKnown = value === 'all' || value === PERSONAL_PROJECTS || teams.some((team) => team.id === value);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-xs whitespace-nowrap text-fg-muted">
        {t('projects.team.label')}
      </label>
      <select
        id={id}
        value={isKnown ? value : 'all'}
        onChange={(event) => onChange(event.target.value)}
        className={SELECT_CLASSES}
      >
        <option value="all">{t('projects.team.all')}</option>
        <option value={PERSONAL_PROJECTS}>{t('projects.team.personal')}</option>
        {teams.map((team) => (
          <option key={team.id} value={team.id}>
            {team.name}
          </option>
        ))}
      </select>
    </div>
  );
}
