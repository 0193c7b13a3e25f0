import { DEFAULT_VARIANT_NAME } from '@sym/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetQueryKeys } from '../api/assetQueryKeys';
import { assetsApi } from '../api/assetsApi';
import type { VariantDraft, VariantView } from '../api/assetTypes';

/** Marks `imageId` primary within its variant and every other image of that variant not primary (spec §4). */
function withPrimaryImage(variants: VariantView[] | undefined, imageId: string): VariantView[] | undefined {
  return variants?.map((variant) =>
    variant.variant_images.some((image) => image.id === imageId)
      ? {
          ...variant,
          variant_images: variant.variant_images.map((image) => ({ ...image, is_primary: image.id === imageId })),
        }
      : variant,
  );
}

/**
 * Variant and variant-image changes of one asset; each refreshes the asset's variant list, and those that can
 * change which image is the asset's picture refresh the asset lists too (cards, pickers).
 */
export function useVariantMutations(assetId: string) {
  const queryClient = useQueryClient();
  const key = assetQueryKeys.variants(assetId);
  const invalidate = () => queryClient.invalidateQueries({ queryKey: key });
  const invalidateWithPicture = () =>
    Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: assetQueryKeys.projects })]);

  const create = useMutation({
    mutationFn: (draft: VariantDraft) => assetsApi.createVariant(assetId, draft),
    onSettled: invalidate,
  });

  const update = useMutation({
    mutationFn: ({ variant, draft }: { variant: VariantView; draft: VariantDraft }) =>
      assetsApi.updateVariant(assetId, variant.id, draft, variant.variant_name === DEFAULT_VARIANT_NAME),
    onSettled: () =>
      Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: assetQueryKeys.freshnessAll })]),
  });

  const remove = useMutation({
    mutationFn: (variantId: string) => assetsApi.deleteVariant(assetId, variantId),
    onSettled: invalidateWithPicture,
  });

  const setPrimaryImage = useMutation({
    mutationFn: (imageId: string) => assetsApi.setPrimaryImage(imageId),
    onMutate: async (imageId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<VariantView[]>(key);
      queryClient.setQueryData<VariantView[]>(key, withPrimaryImage(previous, imageId));
      return { previous };
    },
    onError: (_error, _imageId, context) => queryClient.setQueryData(key, context?.previous),
    onSettled: invalidateWithPicture,
  });

  const deleteImage = useMutation({
    mutationFn: (imageId: string) => assetsApi.deleteImage(imageId),
    onSettled: invalidateWithPicture,
  });

  return { create, update, remove, setPrimaryImage, deleteImage };
}
