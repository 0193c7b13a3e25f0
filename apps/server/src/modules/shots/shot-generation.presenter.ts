import type { ShotGeneration } from '@sym/contracts';
import type { ShotGenerationRow } from '../../db/schema.ts';

/** The only outward shape of a shot's generated image or video. */
export function presentShotGeneration(row: ShotGenerationRow, scenarioId: string): ShotGeneration {
  return {
    id: row.id,
    shotId: row.shotId,
    scenarioId,
    kind: row.kind === 'video' ? 'video' : 'image',
    status: row.status,
    isPrimary: row.isPrimary,
    url: row.url,
    thumbUrl: row.thumbUrl,
    prompt: row.prompt,
    metadata: row.metadata,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
