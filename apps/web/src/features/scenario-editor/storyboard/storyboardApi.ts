import type { Shot, ShotCreateInput } from '@sym/contracts';
import { call } from '../../../lib/transport';

/** The shot content a re-created shot gets back (undo of a delete): everything but its id and place. */
export type ShotContent = Omit<ShotCreateInput, 'id' | 'sequence'>;

/** Shot edits of the storyboard (spec §7 scenario.shot.* operations). */
export const storyboardApi = {
  /** Puts the shots in this order (every shot of the episode, each once); answers the shots as now ordered. */
  reorder: (scenarioId: string, shotIds: readonly string[]) =>
    call('scenario.shots.reorder', { id: scenarioId, shotIds: [...shotIds] }),

  /** A new shot at `sequence` (1 = first), or last without one. */
  create: (scenarioId: string, content: Partial<ShotContent>, sequence?: number) =>
    call('scenario.shot.create', { id: scenarioId, ...content, ...(sequence ? { sequence } : {}) }),

  /** A copy of the shot, with its assets, right after it. */
  duplicate: (scenarioId: string, shotId: string) => call('scenario.shot.duplicate', { id: scenarioId, shotId }),

  delete: (scenarioId: string, shotId: string) => call('scenario.shot.delete', { id: scenarioId, shotId }),
};

/** Everything needed to create the same shot again (its id and generation history are not kept). */
export function contentOf(shot: Shot): ShotContent {
  return {
    type: shot.type,
    description: shot.description,
    action: shot.action,
    ...(typeof shot.duration === 'number' ? { duration: shot.duration } : {}),
    cameraMotion: shot.cameraMotion,
    assetIds: [...shot.assetIds],
    animationInstructions: shot.animationInstructions ?? null,
    modificationPrompt: shot.modificationPrompt ?? null,
    referenceImageUrl: shot.referenceImageUrl ?? null,
    imageUrl: shot.imageUrl ?? null,
    videoUrl: shot.videoUrl ?? null,
    metadata: shot.metadata,
    ...(shot.sceneId ? { sceneId: shot.sceneId } : {}),
  };
}
