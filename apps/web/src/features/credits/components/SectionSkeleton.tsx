import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../ui';

/** Loading state of one credits panel: `rows` pulsing lines, announced as busy. */
export function SectionSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{t('app.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-10 w-full rounded-lg" />
      ))}
    </div>
  );
}
