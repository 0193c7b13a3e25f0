import { getTableColumns, sql } from 'drizzle-orm';
import { shotAssets, shotMedia, shots } from '../../db/schema.ts';
import { matchColumn, matchJsonSet, type FieldMatchers } from '../../db/field-guard.ts';

/** The ids of the assets a shot links, in id order, as a jsonb array column of a query on shots. */
export const linkedAssetIds = sql<
  string[]
>`(select coalesce(jsonb_agg(${shotAssets.assetId} order by ${shotAssets.assetId}), '[]'::jsonb) from ${shotAssets} where ${shotAssets.shotId} = ${shots.id})`;

/** How each field of a shot compares with a value a client read (scenario.shot.update's base values). */
export const SHOT_FIELD_MATCHERS: FieldMatchers = {
  type: matchColumn(shots.type),
  description: matchColumn(shots.description),
  action: matchColumn(shots.action),
  duration: matchColumn(shots.duration),
  cameraMotion: matchColumn(shots.cameraMotion),
  // Compared as a set: the order of the ids does not matter.
  assetIds: matchJsonSet(linkedAssetIds),
  animationInstructions: matchColumn(shots.animationInstructions),
  modificationPrompt: matchColumn(shots.modificationPrompt),
  referenceImageUrl: matchColumn(shots.referenceImageUrl),
  imageUrl: matchColumn(shots.imageUrl),
  videoUrl: matchColumn(shots.videoUrl),
  metadata: matchColumn(shots.metadata),
};

/** The fields of a shot whose columns point at stored files (shotMedia): writing one may let go of a file. */
const SHOT_MEDIA_FIELDS = Object.entries(getTableColumns(shots))
  .filter(([, column]) => shotMedia.columns.some((media) => media.column === column))
  .map(([field]) => field);

/** Whether a shot write names a media field (only such a write may leave a stored file unused). */
export const writesShotMedia = (input: Record<string, unknown>): boolean =>
  SHOT_MEDIA_FIELDS.some((field) => input[field] !== undefined);
