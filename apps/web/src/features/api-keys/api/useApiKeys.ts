import type { ApiKeyCreateInput } from '@sym/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKeyKeys, apiKeysApi } from './apiKeysApi';

/** The user's keys; read fresh on opening, since their last use moves while scripts call the API. */
export function useApiKeys() {
  return useQuery({ queryKey: apiKeyKeys.all, queryFn: apiKeysApi.list, refetchOnMount: 'always' });
}

/** Creates a key; the answer holds its secret, which is never stored in the query cache. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyCreateInput) => apiKeysApi.create(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiKeysApi.revoke(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
