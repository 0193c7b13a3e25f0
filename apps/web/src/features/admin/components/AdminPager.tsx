import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button } from '../../../ui';

interface AdminPagerProps {
  /** What the pages are of, for the navigation's accessible name. */
  label: string;
  offset: number;
  limit: number;
  total: number;
  onOffsetChange: (offset: number) => void;
}

/** '26–50 of 80' with Previous and Next, for the administration's lists. */
export function AdminPager({ label, offset, limit, total, onOffsetChange }: AdminPagerProps) {
  const { t } = useTranslation();
  if (total <= limit && offset === 0) return null;
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + limit, total);
  return (
    <nav aria-label={label} className="flex items-center justify-end gap-3 text-sm text-fg-muted">
      <span>{t('admin.pager.range', { from, to, total })}</span>
      <Button
        variant="secondary"
        size="sm"
        disabled={offset === 0}
        onClick={() => onOffsetChange(Math.max(0, offset - limit))}
      >
        {t('admin.pager.previous')}
      </Button>
      <Button variant="secondary" size="sm" disabled={to >= total} onClick={() => onOffsetChange(offset + limit)}>
        {t('admin.pager.next')}
      </Button>
    </nav>
  );
}
