import type { LiveHandlers } from '../../realtime';
import { applyArrangement } from '../scenes/useSceneEdits';

/** Scene changes from anyone (this tab's own too, idempotently): the scenes and the shots' places and scenes. */
export const sceneLiveHandlers: LiveHandlers = {
  'scenes.changed': ({ scenarioId, scenes, shotIds }, { queryClient }) =>
    applyArrangement(queryClient, scenarioId, { scenes, shotIds }),
};
