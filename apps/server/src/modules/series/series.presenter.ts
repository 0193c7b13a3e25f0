import type { SeriesView } from '@sym/contracts';
import type { SeriesWithCount } from './series.repository.ts';

/** The only outward shape of a series. */
export function presentSeries(row: SeriesWithCount): SeriesView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    userId: row.userId,
    projectCount: row.projectCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
