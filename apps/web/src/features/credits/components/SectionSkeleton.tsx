import { SkeletonList } from '../../../ui';

/** Loading state of one credits panel: `rows` pulsing lines, announced as busy. */
export function SectionSkeleton({ rows = 3 }: { rows?: number }) {
  return <SkeletonList rows={rows} rowClassName="h-10 rounded-lg" />;
}
