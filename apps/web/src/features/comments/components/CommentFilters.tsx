import type { Shot } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { SelectField } from '../../../ui';
import { PANEL_FILTERS, type PanelFilter } from '../utils/threads';

interface CommentFiltersProps {
  filter: PanelFilter;
  onFilterChange: (filter: PanelFilter) => void;
  shotId: string | null;
  onShotChange: (shotId: string | null) => void;
  shots: readonly Shot[];
}

const ALL_SHOTS = '';

/** Which threads the panel shows: all, open, resolved or mine, on every target or one shot. */
export function CommentFilters({ filter, onFilterChange, shotId, onShotChange, shots }: CommentFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label={t('comments.filters.label')} className="flex flex-wrap gap-1">
        {PANEL_FILTERS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={filter === option}
            onClick={() => onFilterChange(option)}
            data-testid={`comment-filter-${option}`}
            className={`h-8 rounded-full border px-3 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${
              filter === option
                ? 'border-accent bg-accent-soft font-medium text-fg'
                : 'border-line text-fg-muted hover:border-line-strong hover:text-fg'
            }`}
          >
            {t(`comments.filters.${option}`)}
          </button>
        ))}
      </div>
      <SelectField
        label={t('comments.filters.shot')}
        value={shotId ?? ALL_SHOTS}
        onValueChange={(value) => onShotChange(value === ALL_SHOTS ? null : value)}
        options={[
          { value: ALL_SHOTS, label: t('comments.filters.allShots') },
          ...shots.map((shot) => ({ value: shot.id, label: t('comments.target.shot', { n: shot.sequence }) })),
        ]}
        data-testid="comment-filter-shot"
      />
    </div>
  );
}
