import { useTranslation } from '../lib/i18n/useTranslation';
import { GridLayout } from './GridLayout';
import { SkeletonCard } from './SkeletonCard';
import type { ViewMode } from './viewMode';

interface SkeletonGridProps {
  count?: number;
  viewMode?: ViewMode;
  cardSize?: number;
}

/** Loading state of a card collection: `count` skeleton cards in the same layout, announced as busy. */
export function SkeletonGrid({ count = 6, viewMode = 'grid', cardSize }: SkeletonGridProps) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{t('app.loading')}</span>
      <GridLayout viewMode={viewMode} cardSize={cardSize}>
        {Array.from({ length: count }, (_, index) => (
          <SkeletonCard key={index} viewMode={viewMode} />
        ))}
      </GridLayout>
    </div>
  );
}
