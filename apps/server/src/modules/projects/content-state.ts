import { and, eq, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm';
import { assets, projects, scenarios } from '../../db/schema.ts';

/**
 * Which rows are in the Recycle Bin. A project is deleted by its status (as the access policy reads it); an
 * episode or asset when its status is 'deleted' or it carries deleted_at (episodes have no 'deleted' status in
 * spec §3, so their deletion may be marked by deleted_at alone).
 */
export const DELETED = 'deleted';
export const isProjectLive: SQL = ne(projects.status, DELETED);
export const isScenarioLive: SQL = and(isNull(scenarios.deletedAt), ne(scenarios.status, DELETED))!;
export const isScenarioDeleted: SQL = or(isNotNull(scenarios.deletedAt), eq(scenarios.status, DELETED))!;
export const isAssetLive: SQL = and(isNull(assets.deletedAt), ne(assets.status, DELETED))!;
export const isAssetDeleted: SQL = or(isNotNull(assets.deletedAt), eq(assets.status, DELETED))!;
