import type { LiveHandlers } from '../../realtime';
import { episodeEditorKeys } from '../api/episodeEditorKeys';
import { episodeLiveHandlers } from './applyEpisodeEvents';
import { shotLiveHandlers } from './applyShotEvents';

/** Every live applier of the episode editor; after a reconnect its open episode is read again. */
export const episodeEditorLiveHandlers: LiveHandlers = {
  ...episodeLiveHandlers,
  ...shotLiveHandlers,
  // The editor's queries all sit under the 'scenarios' root; only those on screen refetch.
  refreshProject: (queryClient) => void queryClient.invalidateQueries({ queryKey: episodeEditorKeys.all }),
};
