import type { LiveHandlers } from '../../realtime';
import { takeKeys } from '../api/takesApi';

/** A shot's takes as they are made, finish, become current or go: its list is read again when shown. */
export const takeLiveHandlers: LiveHandlers = {
  'shot.generation.updated': ({ scenarioId, generation }, { queryClient }) =>
    void queryClient.invalidateQueries({ queryKey: takeKeys.list(scenarioId, generation.shotId) }),
  // The event names the deleted take only, not its shot: every list of the episode is read again.
  'shot.generation.deleted': ({ scenarioId }, { queryClient }) =>
    void queryClient.invalidateQueries({ queryKey: takeKeys.scenario(scenarioId) }),
  'generation.completed': ({ target }, { queryClient }) => {
    if (target?.scenarioId && target.shotId)
      void queryClient.invalidateQueries({ queryKey: takeKeys.list(target.scenarioId, target.shotId) });
  },
  'generation.failed': ({ target }, { queryClient }) => {
    if (target?.scenarioId && target.shotId)
      void queryClient.invalidateQueries({ queryKey: takeKeys.list(target.scenarioId, target.shotId) });
  },
  refreshProject: (queryClient) => void queryClient.invalidateQueries({ queryKey: takeKeys.all }),
};
