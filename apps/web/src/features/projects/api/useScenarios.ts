import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { scenariosApi, type ScenarioCreateValues, type ScenarioPatch } from './projectsApi';
import { scenarioKeys, projectKeys } from './queryKeys';

/** Episodes of a project and the project's counts (list previews) after a change. */
function useInvalidateScenarios(projectId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: scenarioKeys.byProject(projectId) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: projectKeys.details(projectId) }),
    ]);
}

export function useScenarios(projectId: string) {
  return useQuery({
    queryKey: scenarioKeys.byProject(projectId),
    queryFn: () => scenariosApi.listByProject(projectId),
  });
}

export function useCreateScenario(projectId: string) {
  const invalidate = useInvalidateScenarios(projectId);
  return useMutation({
    mutationFn: (values: Omit<ScenarioCreateValues, 'projectId'>) => scenariosApi.create({ ...values, projectId }),
    onSuccess: invalidate,
  });
}

export function useUpdateScenario(projectId: string) {
  const invalidate = useInvalidateScenarios(projectId);
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ScenarioPatch }) => scenariosApi.update(id, patch),
    onSuccess: invalidate,
  });
}

export function useDeleteScenario(projectId: string) {
  const invalidate = useInvalidateScenarios(projectId);
  return useMutation({
    mutationFn: (scenarioId: string) => scenariosApi.delete(scenarioId),
    onSuccess: invalidate,
  });
}
