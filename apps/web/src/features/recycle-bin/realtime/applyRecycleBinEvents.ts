import { scenarioKeys } from '../../projects';
import type { LiveContext, LiveHandlers } from '../../realtime';
import { recycleBinKeys } from '../api/recycleBinApi';

type RestoredList = ((projectId: string) => readonly unknown[]) | null;

/** Something was restored or purged: the bin is marked stale, and the list a restored item returns to read again. */
function binChanged(restoredList: RestoredList) {
  return (_data: unknown, { queryClient, projectId }: LiveContext) => {
    void queryClient.invalidateQueries({ queryKey: recycleBinKeys.all, refetchType: 'none' });
    if (restoredList) void queryClient.invalidateQueries({ queryKey: restoredList(projectId) });
  };
}

export const recycleBinLiveHandlers: LiveHandlers = {
  'project.restored': binChanged(null),
  'project.purged': binChanged(null),
  'scenario.restored': binChanged(scenarioKeys.byProject),
  'scenario.purged': binChanged(null),
  // The assets feature's project list (same key as assetQueryKeys.project).
  'asset.restored': binChanged((projectId) => ['assets', 'project', projectId]),
  'asset.purged': binChanged(null),
};
