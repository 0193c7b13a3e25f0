import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectsApi, seriesApi, type ProjectCreateValues, type ProjectPatch } from './projectsApi';
import { projectKeys, seriesKeys } from './queryKeys';

/** Every project view and the series (their project counts) after a change. */
function useInvalidateProjects() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectKeys.all }),
      queryClient.invalidateQueries({ queryKey: seriesKeys.all }),
    ]);
}

export function useCreateProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (values: ProjectCreateValues) => projectsApi.create(values),
    onSuccess: invalidate,
  });
}

export function useUpdateProject(projectId: string) {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (patch: ProjectPatch) => projectsApi.update(projectId, patch),
    onSuccess: invalidate,
  });
}

/** Moves a project to a series (or to 'No Series' with null); the owner's call. */
export function useMoveProjectToSeries() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: ({ projectId, seriesId }: { projectId: string; seriesId: string | null }) =>
      projectsApi.update(projectId, { seriesId }),
    onSuccess: invalidate,
  });
}

/** Moves a project into one of the user's teams, or back to personal (null); its content and people stay. */
export function useMoveProjectToTeam(projectId: string) {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (teamId: string | null) => projectsApi.moveToTeam(projectId, teamId),
    onSuccess: invalidate,
  });
}

/** Deletes several projects one by one; resolves with the ids that failed and their errors. */
export function useDeleteProjects() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: async (projectIds: readonly string[]) => {
      const results = await Promise.allSettled(projectIds.map((id) => projectsApi.delete(id)));
      const failures = results.flatMap((result, index) =>
        result.status === 'rejected' ? [{ id: projectIds[index] as string, error: result.reason as unknown }] : [],
      );
      return { deleted: projectIds.length - failures.length, failures };
    },
    onSettled: invalidate,
  });
}

/**
 * Deletes one project (the settings danger zone). Only the lists refresh: the screen leaves the project
 * right after, and refetching its own queries would only answer 404.
 */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) => projectsApi.delete(projectId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: seriesKeys.all }),
      ]),
  });
}

export function useCloneProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (projectId: string) => projectsApi.clone(projectId),
    onSuccess: invalidate,
  });
}

export function useAddCollaborator(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => projectsApi.addCollaborator(projectId, email),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.details(projectId) }),
  });
}

export function useRemoveCollaborator(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (collaboratorId: string) => projectsApi.removeCollaborator(projectId, collaboratorId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.details(projectId) }),
  });
}

export function useCreateSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: seriesApi.create,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seriesKeys.all }),
  });
}

/** Deletes a series; its projects move to 'No Series', so the project list refreshes too. */
export function useDeleteSeries() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (seriesId: string) => seriesApi.delete(seriesId),
    onSuccess: invalidate,
  });
}
