import { DrawnStyle, ScenePlan, type ShotGeneration } from '@sym/contracts';
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
    metadata: withoutScene(row.metadata),
    scene: row.kind === 'image' ? sceneOf(row.metadata) : null,
    style: row.kind === 'image' ? drawnStyleOf(row.metadata) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The scene plan kept in an image's metadata; null when there is none (older images) or it no longer parses. */
function sceneOf(metadata: Record<string, unknown>): ScenePlan | null {
  const parsed = ScenePlan.safeParse(metadata.scene);
  return parsed.success ? parsed.data : null;
}

/** The style the image was drawn in, as the job recorded it; null for older images. */
function drawnStyleOf(metadata: Record<string, unknown>): DrawnStyle | null {
  const parsed = DrawnStyle.safeParse(metadata.drawnStyle);
  return parsed.success ? parsed.data : null;
}

/** The plan and the style are given once, as `scene` and `style`. */
function withoutScene(metadata: Record<string, unknown>): Record<string, unknown> {
  if (!('scene' in metadata) && !('drawnStyle' in metadata)) return metadata;
  const { scene: _scene, drawnStyle: _style, ...rest } = metadata;
  return rest;
}
