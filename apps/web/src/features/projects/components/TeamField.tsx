import type { Team } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { SelectField } from '../../../ui';

interface TeamFieldProps {
  teams: readonly Team[];
  /** A team id, or '' for a personal project. */
  value: string;
  onChange: (teamId: string) => void;
  error?: string | undefined;
}

/** "Team" of a new project: Personal (the default) or one of the user's teams. */
export function TeamField({ teams, value, onChange, error }: TeamFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1.5">
      <SelectField
        label={t('projects.team.field')}
        value={value}
        options={[
          { value: '', label: t('projects.team.personal') },
          ...teams.map((team) => ({ value: team.id, label: team.name })),
        ]}
        onValueChange={onChange}
        error={error}
      />
      <p className="text-xs text-fg-muted">{t('projects.team.hint')}</p>
    </div>
  );
}
