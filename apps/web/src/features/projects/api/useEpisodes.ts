import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { episodesApi, type EpisodeCreateValues, type EpisodePatch } from './projectsApi';
import { episodeKeys, projectKeys } from './queryKeys';

/** Episodes of a project and the project's counts (list previews) after a change. */
function useInvalidateEpisodes(projectId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: episodeKeys.byProject(projectId) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: projectKeys.details(projectId) }),
    ]);
}

export function useEpisodes(projectId: string) {
  return useQuery({
    queryKey: episodeKeys.byProject(projectId),
    queryFn: () => episodesApi.listByProject(projectId),
  });
}

export function useCreateEpisode(projectId: string) {
  const invalidate = useInvalidateEpisodes(projectId);
  return useMutation({
    mutationFn: (values: Omit<EpisodeCreateValues, 'projectId'>) => episodesApi.create({ ...values, projectId }),
    onSuccess: invalidate,
  });
}

export function useUpdateEpisode(projectId: string) {
  const invalidate = useInvalidateEpisodes(projectId);
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: EpisodePatch }) => episodesApi.update(id, patch),
    onSuccess: invalidate,
  });
}

export function useDeleteEpisode(projectId: string) {
  const invalidate = useInvalidateEpisodes(projectId);
  return useMutation({
    mutationFn: (episodeId: string) => episodesApi.delete(episodeId),
    onSuccess: invalidate,
  });
}
