import { eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { assets, projects } from '../../db/schema.ts';

/** Where an asset belongs: its home project and, when it is in the bible, the series whose projects all use it. */
export interface AssetHome {
  projectId: string;
  seriesId: string | null;
}

/**
 * The assets a project may use: its own, and those in the bible of its series (one condition on `assets`, the
 * project's series read by a sub-select so the caller binds the project id only).
 */
export function assetUsableIn(db: Database, projectId: string): SQL {
  const seriesOfProject = db.select({ id: projects.seriesId }).from(projects).where(eq(projects.id, projectId));
  return or(eq(assets.projectId, projectId), inArray(assets.seriesId, seriesOfProject))!;
}
