import type { StyleModuleView } from '@sym/contracts';
import type { LiveContext, LiveHandlers } from '../../realtime';
import { styleQueryKeys } from '../api/styleQueryKeys';

// The list is ordered by name on the server (its collation): a new or renamed module has it read again (one query).
const refreshModules = ({ queryClient, projectId }: LiveContext) =>
  void queryClient.invalidateQueries({ queryKey: styleQueryKeys.list(projectId) });

export const styleLiveHandlers: LiveHandlers = {
  'style.created': (_module, context) => refreshModules(context),
  'style.updated': (module, context) => {
    const key = styleQueryKeys.list(context.projectId);
    const current = context.queryClient.getQueryData<StyleModuleView[]>(key);
    const held = current?.find((item) => item.id === module.id);
    if (!current || !held || held.name !== module.name) return refreshModules(context);
    context.queryClient.setQueryData<StyleModuleView[]>(
      key,
      current.map((item) => (item.id === module.id ? module : item)),
    );
  },
  'style.deleted': ({ id }, { queryClient, projectId }) =>
    queryClient.setQueryData<StyleModuleView[]>(styleQueryKeys.list(projectId), (modules) =>
      modules?.filter((item) => item.id !== id),
    ),
  refreshProject: (queryClient, projectId) =>
    void queryClient.invalidateQueries({ queryKey: styleQueryKeys.list(projectId) }),
};
