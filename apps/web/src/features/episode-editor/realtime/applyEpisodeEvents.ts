import type { LiveHandlers } from '../../realtime';
import { episodeEditorKeys } from '../api/episodeEditorKeys';

/** The open episode's own fields (name, description, aspect ratio...) from the room's episode events. */
export const episodeLiveHandlers: LiveHandlers = {
  'scenario.updated': (episode, { queryClient }) => {
    queryClient.setQueryData<object>(episodeEditorKeys.detail(episode.id), (current) =>
      current ? { ...current, ...episode } : current,
    );
  },
  // One read of the episode: it answers not found, and the editor shows its not-found state.
  'scenario.deleted': ({ id }, { queryClient }) =>
    void queryClient.invalidateQueries({ queryKey: episodeEditorKeys.detail(id) }),
};
