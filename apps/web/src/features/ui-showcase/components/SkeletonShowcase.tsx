import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Skeleton, SkeletonCard } from '../../../ui';
import { ShowcaseSection } from './ShowcaseSection';

/** Skeleton blocks, a text placeholder and both card skeletons. */
export function SkeletonShowcase() {
  const { t } = useTranslation();
  return (
    <ShowcaseSection
      id="skeleton"
      title={t('showcase.sections.skeleton.title')}
      description={t('showcase.sections.skeleton.description')}
    >
      <div className="grid gap-6 md:grid-cols-3">
        <div className="flex items-center gap-3 self-start">
          <Skeleton className="size-11 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-3.5 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        </div>
        <SkeletonCard />
        <div className="flex flex-col gap-3 self-start">
          <SkeletonCard viewMode="list" />
          <SkeletonCard viewMode="list" />
        </div>
      </div>
    </ShowcaseSection>
  );
}
