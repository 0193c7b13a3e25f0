import { useTranslation } from '../lib/i18n/useTranslation';
import { Skeleton } from './Skeleton';

interface SkeletonListProps {
  rows?: number;
  /** Height and rounding of each row, e.g. 'h-18 rounded-xl'. */
  rowClassName?: string;
}

/** Loading state of a list: `rows` full-width pulsing rows, announced as busy. */
export function SkeletonList({ rows = 3, rowClassName = 'h-18 rounded-xl' }: SkeletonListProps) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{t('app.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className={`w-full ${rowClassName}`} />
      ))}
    </div>
  );
}
