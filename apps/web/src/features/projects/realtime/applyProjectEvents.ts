import type { ScenarioListItem } from '@sym/contracts';
import type { LiveHandlers } from '../../realtime';
import { scenarioKeys, projectKeys } from '../api/queryKeys';

/** The project and its episode list, kept current by the room's live events. */
export const projectLiveHandlers: LiveHandlers = {
  'project.updated': (project, { queryClient }) => {
    // The presented project replaces the cached fields; what only these queries carry (role, owner) stays.
    queryClient.setQueryData<object>(projectKeys.detail(project.id), (current) =>
      current ? { ...current, ...project } : current,
    );
    queryClient.setQueryData<object>(projectKeys.details(project.id), (current) =>
      current ? { ...current, ...project } : current,
    );
    // The list's cards have their own shape (previews): marked stale, read again when the list is shown.
    void queryClient.invalidateQueries({ queryKey: projectKeys.lists(), refetchType: 'none' });
  },
  'project.deleted': ({ id }, { queryClient }) => {
    // One read of the project: it answers not found, and the project screens show their not-found state.
    void queryClient.invalidateQueries({ queryKey: projectKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: projectKeys.details(id), refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: projectKeys.lists(), refetchType: 'none' });
  },
  'scenario.created': (scenario, { queryClient }) => {
    const complete: ScenarioListItem = { shot_count: 0, total_duration: 0, ...scenario };
    queryClient.setQueryData<ScenarioListItem[]>(scenarioKeys.byProject(scenario.projectId), (scenarios) =>
      scenarios && !scenarios.some((item) => item.id === scenario.id) ? [...scenarios, complete] : scenarios,
    );
    void queryClient.invalidateQueries({ queryKey: projectKeys.details(scenario.projectId), refetchType: 'none' });
  },
  'scenario.updated': (scenario, { queryClient }) => {
    queryClient.setQueryData<ScenarioListItem[]>(scenarioKeys.byProject(scenario.projectId), (scenarios) =>
      scenarios?.map((item) => (item.id === scenario.id ? { ...item, ...scenario } : item)),
    );
  },
  'scenario.deleted': ({ id, projectId }, { queryClient }) => {
    queryClient.setQueryData<ScenarioListItem[]>(scenarioKeys.byProject(projectId), (scenarios) =>
      scenarios?.filter((item) => item.id !== id),
    );
    void queryClient.invalidateQueries({ queryKey: projectKeys.details(projectId), refetchType: 'none' });
  },
  refreshProject: (queryClient, projectId) => {
    void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
    void queryClient.invalidateQueries({ queryKey: projectKeys.details(projectId) });
    void queryClient.invalidateQueries({ queryKey: scenarioKeys.byProject(projectId) });
  },
};
