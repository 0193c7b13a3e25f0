import { CAMERA_MOTIONS, SHOT_TYPES, type Shot } from '@sym/contracts';
import type { ShotRow } from '../../db/schema.ts';
import { oneOf } from '../one-of.ts';

/** The only outward shape of a shot (spec §3), with the ids of the assets it links. */
export function presentShot(row: ShotRow, assetIds: readonly string[], imageThumbUrl?: string | null): Shot {
  return {
    id: row.id,
    sequence: row.sequence,
    type: oneOf(SHOT_TYPES, row.type, 'medium'),
    description: row.description,
    action: row.action,
    duration: row.duration,
    assetIds: [...assetIds],
    imageUrl: row.imageUrl,
    ...(imageThumbUrl === undefined ? {} : { imageThumbUrl }),
    videoUrl: row.videoUrl,
    metadata: row.metadata,
    referenceImageUrl: row.referenceImageUrl,
    modificationPrompt: row.modificationPrompt,
    animationInstructions: row.animationInstructions,
    cameraMotion: oneOf(CAMERA_MOTIONS, row.cameraMotion, 'auto'),
    sceneId: row.sceneId,
    styleModuleId: row.styleModuleId,
    looks: Object.fromEntries(Object.entries(row.looks).filter(([assetId]) => assetIds.includes(assetId))),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Presents shots with their links (and, when given, image thumbnails) looked up in maps by shot id. */
export function presentShots(
  rows: readonly ShotRow[],
  assetIds: ReadonlyMap<string, string[]>,
  imageThumbs?: ReadonlyMap<string, string>,
): Shot[] {
  return rows.map((row) =>
    presentShot(row, assetIds.get(row.id) ?? [], imageThumbs ? (imageThumbs.get(row.id) ?? null) : undefined),
  );
}
