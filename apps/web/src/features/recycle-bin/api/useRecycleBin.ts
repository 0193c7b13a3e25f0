import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { scenarioKeys, projectKeys } from '../../projects';
import { recycleBinApi, recycleBinKeys, type RecycleBinTarget } from './recycleBinApi';

/** Deleted projects, episodes and assets; always fresh on opening (deletions happen on other screens). */
export function useRecycleBin() {
  return useQuery({ queryKey: recycleBinKeys.all, queryFn: recycleBinApi.list, refetchOnMount: 'always' });
}

/** A restored item reappears in its lists, so those refresh as well. */
export function useRestoreItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: RecycleBinTarget) => recycleBinApi.restore(target),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recycleBinKeys.all }),
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: scenarioKeys.all }),
        // The assets feature keeps its queries under ['assets'].
        queryClient.invalidateQueries({ queryKey: ['assets'] }),
      ]),
  });
}

export function usePurgeItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: RecycleBinTarget) => recycleBinApi.purge(target),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recycleBinKeys.all }),
  });
}
