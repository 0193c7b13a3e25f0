import { not, type SQL } from 'drizzle-orm';
import { ownDeletionOf } from '../../db/row-liveness.ts';
import { assetLiveness, projectLiveness, scenarioLiveness } from '../../db/schema.ts';

/**
 * Which rows are in the Recycle Bin, read from the rules declared beside the tables (db/row-liveness.ts), the
 * same ones that decide whether their media is still served. A project is deleted by its status (as the access
 * policy reads it); an episode or asset when its status is 'deleted' or it carries deleted_at (episodes have no
 * 'deleted' status in spec §3, so their deletion may be marked by deleted_at alone).
 */
export const DELETED = 'deleted';
export const isProjectLive: SQL = not(ownDeletionOf(projectLiveness));
export const isScenarioDeleted: SQL = ownDeletionOf(scenarioLiveness);
export const isScenarioLive: SQL = not(isScenarioDeleted);
export const isAssetDeleted: SQL = ownDeletionOf(assetLiveness);
export const isAssetLive: SQL = not(isAssetDeleted);
