import { Skeleton } from './Skeleton';
import type { ViewMode } from './viewMode';

/** Placeholder with the outline of a SelectableCard, in grid or list form. */
export function SkeletonCard({ viewMode = 'grid' }: { viewMode?: ViewMode }) {
  if (viewMode === 'list') {
    return (
      <div aria-hidden="true" className="flex items-center gap-3 rounded-xl border border-line bg-surface p-2.5">
        <Skeleton className="size-14 shrink-0 rounded-lg" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-3.5 w-2/5" />
          <Skeleton className="h-3 w-1/4" />
        </div>
      </div>
    );
  }
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-xl border border-line bg-surface">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-col gap-2 p-3.5">
        <Skeleton className="h-3.5 w-3/5" />
        <Skeleton className="h-3 w-2/5" />
      </div>
    </div>
  );
}
