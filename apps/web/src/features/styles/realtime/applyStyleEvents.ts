import type { LiveContext, LiveHandlers } from '../../realtime';
import { styleQueryKeys } from '../api/styleQueryKeys';

// The style events carry no schema'd entity yet: the project's module list is read again (one query).
const refreshModules = (_data: unknown, { queryClient, projectId }: LiveContext) =>
  void queryClient.invalidateQueries({ queryKey: styleQueryKeys.list(projectId) });

export const styleLiveHandlers: LiveHandlers = {
  'style.created': refreshModules,
  'style.updated': refreshModules,
  'style.deleted': refreshModules,
  refreshProject: (queryClient, projectId) =>
    void queryClient.invalidateQueries({ queryKey: styleQueryKeys.list(projectId) }),
};
