import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assetQueryKeys } from '../api/assetQueryKeys';
import { modificationsApi, type ModificationDraft, type ModificationView } from '../api/modificationsApi';

/**
 * One variant's modifications: the list, adding one (shown at once at the end of the list, as the server
 * lists them oldest first) and deleting one (gone at once, back if the server refuses).
 */
export function useVariantModifications(assetId: string, variantId: string) {
  const queryClient = useQueryClient();
  const key = assetQueryKeys.modifications(assetId, variantId);
  const query = useQuery({ queryKey: key, queryFn: () => modificationsApi.list(assetId, variantId) });
  const invalidate = () => queryClient.invalidateQueries({ queryKey: key });

  const add = useMutation({
    mutationFn: (draft: ModificationDraft) => modificationsApi.add(assetId, variantId, draft),
    onSuccess: (added) =>
      queryClient.setQueryData<ModificationView[]>(key, (current) => [
        ...(current ?? []).filter((modification) => modification.id !== added.id),
        added,
      ]),
    onSettled: invalidate,
  });

  const remove = useMutation({
    mutationFn: (modificationId: string) => modificationsApi.delete(assetId, variantId, modificationId),
    onMutate: async (modificationId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ModificationView[]>(key);
      queryClient.setQueryData<ModificationView[]>(key, (current) =>
        current?.filter((modification) => modification.id !== modificationId),
      );
      return { previous };
    },
    onError: (_error, _id, context) => queryClient.setQueryData(key, context?.previous),
    onSettled: invalidate,
  });

  return { query, add, remove };
}
