import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon } from '../../../ui';

interface SelectionBarProps {
  count: number;
  onClear: () => void;
  onDelete: () => void;
  isDeleting: boolean;
}

/** Bulk actions for the selected projects. */
export function SelectionBar({ count, onClear, onDelete, isDeleting }: SelectionBarProps) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <div
      role="region"
      aria-label={t('projects.selection.label')}
      className="flex flex-wrap items-center gap-3 rounded-xl border border-accent/40 bg-accent-soft px-3 py-2"
    >
      <span aria-live="polite" className="text-sm font-medium text-fg">
        {t('projects.selection.count', { n: count })}
      </span>
      <Button variant="ghost" size="sm" onClick={onClear}>
        {t('projects.selection.clear')}
      </Button>
      <Button variant="danger" size="sm" className="ml-auto" onClick={onDelete} isLoading={isDeleting}>
        <Icon name="trash" className="size-4" />
        {t('projects.selection.delete')}
      </Button>
    </div>
  );
}
