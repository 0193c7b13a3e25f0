import type { LiveHandlers } from '../../realtime';
import { scenarioEditorKeys } from '../api/scenarioEditorKeys';

/** The open episode's own fields (name, description, aspect ratio...) from the room's episode events. */
export const scenarioLiveHandlers: LiveHandlers = {
  'scenario.updated': (scenario, { queryClient }) => {
    queryClient.setQueryData<object>(scenarioEditorKeys.detail(scenario.id), (current) =>
      current ? { ...current, ...scenario } : current,
    );
  },
  // One read of the episode: it answers not found, and the editor shows its not-found state.
  'scenario.deleted': ({ id }, { queryClient }) =>
    void queryClient.invalidateQueries({ queryKey: scenarioEditorKeys.detail(id) }),
};
