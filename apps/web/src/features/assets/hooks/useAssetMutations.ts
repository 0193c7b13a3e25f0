import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetQueryKeys } from '../api/assetQueryKeys';
import { assetsApi } from '../api/assetsApi';
import type { AssetDraft, AssetView } from '../api/assetTypes';

/** Create, edit and delete of a project's assets; each refreshes the project's asset list. */
export function useAssetMutations(projectId: string) {
  const queryClient = useQueryClient();
  const listKey = assetQueryKeys.project(projectId);

  const replaceInList = (asset: AssetView) =>
    queryClient.setQueryData<AssetView[]>(listKey, (assets) =>
      assets?.map((current) => (current.id === asset.id ? asset : current)),
    );
  const invalidate = () => queryClient.invalidateQueries({ queryKey: listKey });

  const create = useMutation({
    mutationFn: (draft: AssetDraft) => assetsApi.create(projectId, draft),
    onSuccess: (asset) => {
      queryClient.setQueryData<AssetView[]>(listKey, (assets) => (assets ? [...assets, asset] : assets));
    },
    onSettled: invalidate,
  });

  const update = useMutation({
    mutationFn: ({
      id,
      changes,
      expectedUpdatedAt,
    }: {
      id: string;
      changes: Partial<AssetDraft>;
      expectedUpdatedAt?: string;
    }) => assetsApi.update(id, changes, expectedUpdatedAt),
    onSuccess: replaceInList,
    onSettled: invalidate,
  });

  const remove = useMutation({
    mutationFn: (id: string) => assetsApi.delete(id),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<AssetView[]>(listKey, (assets) => assets?.filter((asset) => asset.id !== id));
      queryClient.removeQueries({ queryKey: assetQueryKeys.variants(id) });
    },
    onSettled: invalidate,
  });

  return { create, update, remove, replaceInList };
}
