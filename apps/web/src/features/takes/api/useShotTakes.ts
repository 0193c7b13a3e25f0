import { useQuery, type QueryClient } from '@tanstack/react-query';
import { refreshApprovals } from '../../approvals';
import { editorPictureKeys, takeKeys, takesApi } from './takesApi';

/** A shot's takes, newest first as the server lists them. */
export function useShotTakes(scenarioId: string, shotId: string | null) {
  return useQuery({
    queryKey: takeKeys.list(scenarioId, shotId ?? ''),
    queryFn: () => takesApi.list(scenarioId, shotId ?? ''),
    enabled: shotId !== null,
  });
}

/**
 * After a take became current (used, undone or uploaded): the shot's picture on the storyboard, its histories, its
 * takes and the episode's approvals (an approval given on the take before is now on an earlier version) are read
 * again. Other tabs hear it from the project room.
 */
export function refreshShotPicture(queryClient: QueryClient, scenarioId: string, shotId: string): void {
  void queryClient.invalidateQueries({ queryKey: takeKeys.list(scenarioId, shotId) });
  void queryClient.invalidateQueries({ queryKey: editorPictureKeys.shots(scenarioId) });
  void queryClient.invalidateQueries({ queryKey: editorPictureKeys.generations(scenarioId, shotId) });
  refreshApprovals(queryClient, scenarioId);
}
