import type { AnalyticsPeriod, Team } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { SelectField, TextField, buttonClasses } from '../../../ui';
import { PERIOD_PRESETS, presetOf, presetPeriod } from '../utils/period';

/** The personal account's value in the scope picker; a team is its id. */
export const PERSONAL_SCOPE = 'personal';

interface AnalyticsFiltersProps {
  scope: string;
  /** The teams whose analytics the user may see (their role holds team.insights). */
  teams: readonly Team[];
  period: AnalyticsPeriod;
  today: string;
  /** Why the chosen dates cannot be asked for (reversed, too long), shown on the end date. */
  periodError: string | undefined;
  onScopeChange: (scope: string) => void;
  onPeriodChange: (period: AnalyticsPeriod) => void;
}

/** Whose numbers (personal or a team) and which days: quick periods of 7, 30 and 90 days, or any two dates. */
export function AnalyticsFilters({
  scope,
  teams,
  period,
  today,
  periodError,
  onScopeChange,
  onPeriodChange,
}: AnalyticsFiltersProps) {
  const { t } = useTranslation();
  const activePreset = presetOf(period, today);
  const scopeOptions = [
    { value: PERSONAL_SCOPE, label: t('analytics.scope.personal') },
    ...teams.map((team) => ({ value: team.id, label: t('analytics.scope.team', { name: team.name }) })),
  ];

  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:flex-row sm:flex-wrap sm:items-end">
      <SelectField
        label={t('analytics.scope.label')}
        value={scope}
        options={scopeOptions}
        onValueChange={onScopeChange}
        className="sm:w-64"
      />
      <div role="group" aria-label={t('analytics.period.presets')} className="flex gap-1">
        {PERIOD_PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={activePreset === days}
            onClick={() => onPeriodChange(presetPeriod(days, today))}
            className={buttonClasses(activePreset === days ? 'primary' : 'secondary', 'md')}
          >
            {t('analytics.period.lastDays', { count: days })}
          </button>
        ))}
      </div>
      <div className="flex gap-3">
        <TextField
          type="date"
          label={t('analytics.period.from')}
          value={period.from}
          max={today}
          required
          onChange={(event) => event.target.value && onPeriodChange({ ...period, from: event.target.value })}
        />
        <TextField
          type="date"
          label={t('analytics.period.to')}
          value={period.to}
          max={today}
          required
          error={periodError}
          onChange={(event) => event.target.value && onPeriodChange({ ...period, to: event.target.value })}
        />
      </div>
      <p className="text-xs text-fg-subtle sm:basis-full">{t('analytics.period.utcHint')}</p>
    </div>
  );
}
