import type { LiveHandlers } from '../../realtime';
import { scenarioEditorKeys } from '../api/scenarioEditorKeys';
import { scenarioLiveHandlers } from './applyScenarioEvents';
import { exportLiveHandlers } from './applyExportEvents';
import { shotGenerationLiveHandlers } from './applyGenerationEvents';
import { lookLiveHandlers } from './applyLookEvents';
import { sceneLiveHandlers } from './applySceneEvents';
import { shotLiveHandlers } from './applyShotEvents';
import { timelineLiveHandlers } from './applyTimelineEvents';

/** Every live applier of the episode editor; after a reconnect its open episode is read again. */
export const scenarioEditorLiveHandlers: LiveHandlers = {
  ...scenarioLiveHandlers,
  ...shotLiveHandlers,
  ...sceneLiveHandlers,
  ...shotGenerationLiveHandlers,
  ...timelineLiveHandlers,
  ...exportLiveHandlers,
  ...lookLiveHandlers,
  // The editor's queries all sit under the 'scenarios' root; only those on screen refetch.
  refreshProject: (queryClient) => {
    void queryClient.invalidateQueries({ queryKey: scenarioEditorKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['scenario'] }); // exportKeys.list's root
  },
};
