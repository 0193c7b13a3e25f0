import type { SceneHeading, ScenesSetInput } from '@sym/contracts';
import { call } from '../../../lib/transport';

/** Scene edits of the episode editor (scene grouping): each answers the arrangement as it now is. */
export const scenesApi = {
  list: (scenarioId: string) => call('scenario.scenes', { id: scenarioId }),
  /** Scenes the breakdown proposes where the shots' place or time of day changes (nothing stored). */
  propose: (scenarioId: string) => call('scenario.scenes.propose', { id: scenarioId }),
  /** The first scene of an episode takes all its shots; later ones start empty at `position` (default last). */
  create: (scenarioId: string, heading: Partial<SceneHeading>, position?: number) =>
    call('scenario.scene.create', { id: scenarioId, ...heading, ...(position ? { position } : {}) }),
  update: (scenarioId: string, sceneId: string, heading: Partial<SceneHeading>, expectedUpdatedAt?: string | null) =>
    call('scenario.scene.update', {
      id: scenarioId,
      sceneId,
      ...heading,
      ...(expectedUpdatedAt ? { expectedUpdatedAt } : {}),
    }),
  /** A new scene from `shotId` on (it and the later shots of its scene). */
  split: (scenarioId: string, shotId: string, heading: Partial<SceneHeading>) =>
    call('scenario.scene.split', { id: scenarioId, shotId, ...heading }),
  reorder: (scenarioId: string, sceneIds: readonly string[]) =>
    call('scenario.scenes.reorder', { id: scenarioId, sceneIds: [...sceneIds] }),
  remove: (scenarioId: string, sceneId: string) => call('scenario.scene.delete', { id: scenarioId, sceneId }),
  moveShots: (scenarioId: string, sceneId: string, shotIds: readonly string[]) =>
    call('scenario.scene.moveShots', { id: scenarioId, sceneId, shotIds: [...shotIds] }),
  /** The whole arrangement at once: what undo and redo write back. */
  set: (scenarioId: string, arrangement: Omit<ScenesSetInput, 'id'>) =>
    call('scenario.scenes.set', { id: scenarioId, ...arrangement }),
};
