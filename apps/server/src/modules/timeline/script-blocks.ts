import {
  CAMERA_MOTIONS,
  SHOT_TYPES,
  readScriptRefs,
  shotsOfBlocks,
  type CameraMotion,
  type PlanBlock,
  type PlanShot,
  type ScriptLink,
  type ShotType,
} from '@sym/contracts';
import type { ShotRow } from '../../db/schema.ts';
import type { StoryShot } from '../../providers/text/text-provider.ts';
import { oneOf } from '../one-of.ts';

/** A ref naming the shot by its whole id (resolveShotRef reads ids without dashes). */
const refOf = (shotId: string): string => shotId.replace(/-/g, '').toLowerCase();

/** A shot's spoken line, kept in its metadata. */
export const dialogueOf = (metadata: Record<string, unknown>): string | undefined =>
  typeof metadata.dialogue === 'string' && metadata.dialogue.trim() ? metadata.dialogue : undefined;

/**
 * The blocks of a script: the text provider reads the script (without the tags older scripts carry), and each block
 * names its shot when there are as many read as shot headers (a provider that merged or split blocks leaves them
 * unnamed, to be matched by order and text). A block names the shot whose kept link has its text (script-links in
 * @sym/contracts), intact, or else the one its old tag names.
 */
export async function readScriptBlocks(
  script: string,
  parse: (text: string) => Promise<StoryShot[]>,
  links: readonly ScriptLink[] = [],
): Promise<PlanBlock[]> {
  const { text, refs, intact } = readScriptRefs(script);
  const linked = shotsOfBlocks(script, links);
  const shots = await parse(text);
  const isAligned = shots.length === refs.length;
  return shots.map((shot, index) => {
    const shotId = isAligned ? linked[index] : undefined;
    return {
      ref: shotId ? refOf(shotId) : isAligned ? refs[index] : undefined,
      intact: shotId ? true : isAligned ? intact[index] : undefined,
      type: shot.type,
      description: shot.description,
      action: shot.action,
      duration: shot.duration > 0 ? shot.duration : null,
      cameraMotion: shot.cameraMotion,
      dialogue: shot.dialogue,
    };
  });
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
