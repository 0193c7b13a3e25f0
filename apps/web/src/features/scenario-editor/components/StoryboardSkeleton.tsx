import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Skeleton } from '../../../ui';

/** Loading state of the storyboard cards: a few card outlines, announced as busy. */
export function StoryboardSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{t('app.loading')}</span>
      <Skeleton className="h-14 w-full rounded-xl" />
      <div className="grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-4">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} aria-hidden="true" className="overflow-hidden rounded-xl border border-line bg-surface">
            <Skeleton className="aspect-video w-full rounded-none" />
            <div className="flex flex-col gap-2 p-3.5">
              <Skeleton className="h-3.5 w-2/5" />
              <Skeleton className="h-3 w-4/5" />
              <Skeleton className="h-8 w-full rounded-lg" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
