import type { CustomWorkflowCreateInput, ProjectModels, ProjectModelsPutInput } from '@sym/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/transport';
import { creditKeys } from '../../credits';
import { projectKeys } from './queryKeys';

/** A project's models: its choice per kind, the options with their prices, and its ComfyUI workflows. */
export function useProjectModels(projectId: string) {
  return useQuery({
    queryKey: projectKeys.models(projectId),
    queryFn: () => call('project.models.get', { id: projectId }),
  });
}

/** Every change answers the project's models as they are now, which replace the cached ones. */
function useModelsMutation<I>(projectId: string, mutationFn: (input: I) => Promise<ProjectModels>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (models) => {
      queryClient.setQueryData(projectKeys.models(projectId), models);
      // A project's voices are its speech model's, and its prices its models'.
      void queryClient.invalidateQueries({ queryKey: ['speech'] });
      void queryClient.invalidateQueries({ queryKey: creditKeys.pricing(projectId) });
    },
  });
}

export function useChooseModels(projectId: string) {
  return useModelsMutation(projectId, (input: Omit<ProjectModelsPutInput, 'id'>) =>
    call('project.models.put', { id: projectId, ...input }),
  );
}

export function useCreateWorkflow(projectId: string) {
  return useModelsMutation(projectId, (input: Omit<CustomWorkflowCreateInput, 'id'>) =>
    call('project.workflows.create', { id: projectId, ...input }),
  );
}

export function useDeleteWorkflow(projectId: string) {
  return useModelsMutation(projectId, (workflowId: string) =>
    call('project.workflows.delete', { id: projectId, workflowId }),
  );
}
