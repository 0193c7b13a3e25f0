import type { ScenarioListItem } from '@sym/contracts';
import type { LiveHandlers } from '../../realtime';
import { episodeKeys, projectKeys } from '../api/queryKeys';

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
  'scenario.created': (episode, { queryClient }) => {
    const complete: ScenarioListItem = { shot_count: 0, total_duration: 0, ...episode };
    queryClient.setQueryData<ScenarioListItem[]>(episodeKeys.byProject(episode.projectId), (episodes) =>
      episodes && !episodes.some((item) => item.id === episode.id) ? [...episodes, complete] : episodes,
    );
    void queryClient.invalidateQueries({ queryKey: projectKeys.details(episode.projectId), refetchType: 'none' });
  },
  'scenario.updated': (episode, { queryClient }) => {
    queryClient.setQueryData<ScenarioListItem[]>(episodeKeys.byProject(episode.projectId), (episodes) =>
      episodes?.map((item) => (item.id === episode.id ? { ...item, ...episode } : item)),
    );
  },
  'scenario.deleted': ({ id, projectId }, { queryClient }) => {
    queryClient.setQueryData<ScenarioListItem[]>(episodeKeys.byProject(projectId), (episodes) =>
      episodes?.filter((item) => item.id !== id),
    );
    void queryClient.invalidateQueries({ queryKey: projectKeys.details(projectId), refetchType: 'none' });
  },
  refreshProject: (queryClient, projectId) => {
    void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
    void queryClient.invalidateQueries({ queryKey: projectKeys.details(projectId) });
    void queryClient.invalidateQueries({ queryKey: episodeKeys.byProject(projectId) });
  },
};
