import type { SeriesView } from '@sym/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import type { SeriesFilter as SeriesFilterValue } from '../utils/projectPreferences';

interface SeriesFilterProps {
  value: SeriesFilterValue;
  onChange: (value: SeriesFilterValue) => void;
  series: readonly SeriesView[];
}

export const SELECT_CLASSES =
  'h-9 rounded-lg border border-line bg-canvas px-2 text-sm text-fg hover:border-line-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** All series (grouped), 'No Series', or one series. */
export function SeriesFilter({ value, onChange, series }: SeriesFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-xs whitespace-nowrap text-fg-muted">
        {t('projects.series.label')}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={SELECT_CLASSES}>
        <option value="all">{t('projects.series.all')}</option>
        <option value="none">{t('projects.series.none')}</option>
        {series.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.name}
          </option>
        ))}
      </select>
    </div>
  );
}
