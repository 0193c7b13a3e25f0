import { useId, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/useTranslation';
import { CardSizeSlider } from './CardSizeSlider';
import { SearchInput } from './SearchInput';
import { ViewModeToggle } from './ViewModeToggle';
import type { ViewMode } from './viewMode';

export interface SortOption<S extends string = string> {
  value: S;
  label: string;
}

interface GridToolbarProps<S extends string> {
  /** Applied search text; `onSearchChange` receives typing once it pauses. */
  search: string;
  onSearchChange: (search: string) => void;
  searchPlaceholder?: string;
  searchDebounceMs?: number;
  /** The sort select shows when options are given. */
  sortOptions?: readonly SortOption<S>[];
  sort?: S;
  onSortChange?: (sort: S) => void;
  /** Filter controls of the screen (selects, chips...). */
  filters?: ReactNode;
  viewMode: ViewMode;
  onViewModeChange: (mode: ViewMode) => void;
  /** The card-size slider shows in grid mode when both are given. */
  cardSize?: number;
  onCardSizeChange?: (size: number) => void;
  /** Buttons at the end (e.g. bulk actions for a selection). */
  actions?: ReactNode;
  /** Accessible name of the toolbar; defaults to 'View options'. */
  label?: string;
}

/** Toolbar of spec §2 above a collection: search, sort, filters, grid/list and card size, all controlled. */
export function GridToolbar<S extends string>({
  search,
  onSearchChange,
  searchPlaceholder,
  searchDebounceMs,
  sortOptions,
  sort,
  onSortChange,
  filters,
  viewMode,
  onViewModeChange,
  cardSize,
  onCardSizeChange,
  actions,
  label,
}: GridToolbarProps<S>) {
  const { t } = useTranslation();
  const sortId = useId();
  const hasSort = sortOptions && sortOptions.length > 0 && sort !== undefined && onSortChange;
  return (
    <div
      role="group"
      aria-label={label ?? t('ui.toolbar.label')}
      className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface p-2.5"
    >
      <SearchInput
        value={search}
        onChange={onSearchChange}
        placeholder={searchPlaceholder}
        debounceMs={searchDebounceMs}
        className="w-full sm:w-64"
      />
      {hasSort && (
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-xs whitespace-nowrap text-fg-muted">
            {t('ui.toolbar.sort')}
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) => onSortChange(event.target.value as S)}
            className="h-9 rounded-lg border border-line bg-canvas px-2 text-sm text-fg hover:border-line-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {filters && <div className="flex flex-wrap items-center gap-2">{filters}</div>}
      <div className="ml-auto flex flex-wrap items-center gap-3">
        {viewMode === 'grid' && cardSize !== undefined && onCardSizeChange && (
          <CardSizeSlider value={cardSize} onChange={onCardSizeChange} />
        )}
        <ViewModeToggle value={viewMode} onChange={onViewModeChange} />
        {actions}
      </div>
    </div>
  );
}
