import type { LiveHandlers } from '../../realtime';
import { episodeEditorKeys } from '../api/episodeEditorKeys';
import { episodeLiveHandlers } from './applyEpisodeEvents';
import { exportLiveHandlers } from './applyExportEvents';
import { shotGenerationLiveHandlers } from './applyGenerationEvents';
import { shotLiveHandlers } from './applyShotEvents';
import { timelineLiveHandlers } from './applyTimelineEvents';

/** Every live applier of the episode editor; after a reconnect its open episode is read again. */
export const episodeEditorLiveHandlers: LiveHandlers = {
  ...episodeLiveHandlers,
  ...shotLiveHandlers,
  ...shotGenerationLiveHandlers,
  ...timelineLiveHandlers,
  ...exportLiveHandlers,
  // The editor's queries all sit under the 'scenarios' root; only those on screen refetch.
  refreshProject: (queryClient) => {
    void queryClient.invalidateQueries({ queryKey: episodeEditorKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['episode'] }); // exportKeys.list's root
  },
};
