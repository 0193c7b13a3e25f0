import {
  CAMERA_MOTIONS,
  SHOT_TYPES,
  readScriptRefs,
  type CameraMotion,
  type PlanBlock,
  type PlanShot,
  type ShotType,
} from '@sym/contracts';
import type { ShotRow } from '../../db/schema.ts';
import type { StoryShot } from '../../providers/text/text-provider.ts';
import { oneOf } from '../one-of.ts';

/** A shot's spoken line, kept in its metadata. */
export const dialogueOf = (metadata: Record<string, unknown>): string | undefined =>
  typeof metadata.dialogue === 'string' && metadata.dialogue.trim() ? metadata.dialogue : undefined;

/**
 * The blocks of a script: the text provider reads the script without its ref tags, and the tags go back on
 * the shots it read when there are as many as shot headers (a provider that merged or split blocks leaves
 * them untagged, to be matched by order and text).
 */
export async function readScriptBlocks(
  script: string,
  parse: (text: string) => Promise<StoryShot[]>,
): Promise<PlanBlock[]> {
  const { text, refs, intact } = readScriptRefs(script);
  const shots = await parse(text);
  const isAligned = shots.length === refs.length;
  return shots.map((shot, index) => ({
    ref: isAligned ? refs[index] : undefined,
    intact: isAligned ? intact[index] : undefined,
    type: shot.type,
    description: shot.description,
    action: shot.action,
    duration: shot.duration > 0 ? shot.duration : null,
    cameraMotion: shot.cameraMotion,
    dialogue: shot.dialogue,
  }));
}

/** A stored shot as the plan sees it. */
export function planShotOf(row: ShotRow, media: { images: number; videos: number } | undefined): PlanShot {
  return {
    id: row.id,
    sequence: row.sequence,
    type: oneOf<ShotType>(SHOT_TYPES, row.type, 'medium'),
    description: row.description,
    action: row.action,
    duration: row.duration,
    cameraMotion: oneOf<CameraMotion>(CAMERA_MOTIONS, row.cameraMotion, 'auto'),
    dialogue: dialogueOf(row.metadata),
    images: media?.images ?? 0,
    videos: media?.videos ?? 0,
  };
}
