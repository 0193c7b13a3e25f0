import type { BrandImage, WhiteLabelSettings, WhiteLabelUpdateInput } from '@sym/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { whiteLabelApi, whiteLabelKeys, type BrandScopeId } from './whiteLabelApi';

/** The settings of one brand, read fresh when the page opens. */
export function useWhiteLabelSettings(teamId: BrandScopeId) {
  return useQuery({
    queryKey: whiteLabelKeys.settings(teamId),
    queryFn: () => whiteLabelApi.get(teamId),
    refetchOnMount: 'always',
  });
}

/** After a change: the settings from the answer, and every page's brand asked again. */
function useStoreSettings(teamId: BrandScopeId) {
  const queryClient = useQueryClient();
  return (settings: WhiteLabelSettings) => {
    queryClient.setQueryData(whiteLabelKeys.settings(teamId), settings);
    void queryClient.invalidateQueries({ queryKey: whiteLabelKeys.appliedAll });
  };
}

export function useUpdateWhiteLabel(teamId: BrandScopeId) {
  const store = useStoreSettings(teamId);
  return useMutation({
    mutationFn: (input: Omit<WhiteLabelUpdateInput, 'teamId'>) =>
      whiteLabelApi.update({ ...input, ...(teamId ? { teamId } : {}) }),
    onSuccess: (result) => store(result.whiteLabel),
  });
}

export function useUploadBrandImage(teamId: BrandScopeId, image: BrandImage) {
  const store = useStoreSettings(teamId);
  return useMutation({
    mutationFn: (file: File) => whiteLabelApi.upload(teamId, image, file),
    onSuccess: store,
  });
}

export function useRemoveBrandImage(teamId: BrandScopeId, image: BrandImage) {
  const store = useStoreSettings(teamId);
  return useMutation({ mutationFn: () => whiteLabelApi.removeImage(teamId, image), onSuccess: store });
}
