import { DEFAULT_VARIANT_NAME } from '@sym/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { isGenerationBusy, useGenerationBoard, useGenerationPricing, type JobBatch } from '../../generation';
import { assetQueryKeys } from '../api/assetQueryKeys';
import { assetsApi } from '../api/assetsApi';
import type { AssetView, VariantView } from '../api/assetTypes';
import { useGeneratingFlags } from './useGeneratingFlags';

/** Board keys of the asset's Default image (asset.image.generate, made even before the variant exists) and the suite. */
export const ASSET_IMAGE_KEY = 'asset-image';
export const VARIANT_SUITE_KEY = 'variant-suite';

/**
 * Image generation on an asset's variants: one image for a variant (the Default one through
 * asset.image.generate), and the five-view suite of a location. New images show once each job ends.
 */
export function useVariantGeneration(asset: AssetView) {
  const queryClient = useQueryClient();
  const flags = useGeneratingFlags();
  const { costOf, variantSuiteImages } = useGenerationPricing();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: assetQueryKeys.variants(asset.id) }),
      // The asset's own image (list thumbnail) may be the new one.
      queryClient.invalidateQueries({ queryKey: assetQueryKeys.project(asset.projectId) }),
    ]);
  const board = useGenerationBoard({
    onJobFinished: (job) => {
      flags.clear(job.key);
      if (job.ticket.targetId) flags.clear(job.ticket.targetId);
      void refresh();
    },
  });
  const imageCost = costOf('image');
  const suiteCost = imageCost === null ? null : imageCost * variantSuiteImages;

  /** The board key of a variant's image: the Default one goes through asset.image.generate. */
  const keyOf = (variant: VariantView | null) =>
    !variant || variant.variant_name === DEFAULT_VARIANT_NAME ? ASSET_IMAGE_KEY : variant.id;

  /** Generates an image for `variant`, or for the Default variant (created when missing) without one. */
  const generateImage = async (variant: VariantView | null) => {
    const key = keyOf(variant);
    if (variant) flags.flag(variant.id);
    const result = await board.start({
      key,
      kind: 'image',
      cost: imageCost ?? 0,
      run: () =>
        key === ASSET_IMAGE_KEY ? assetsApi.generateImage(asset.id) : assetsApi.generateVariantImage(asset.id, key),
    });
    if (!result) {
      if (variant) flags.clear(variant.id);
      return;
    }
    if ('targetId' in result && result.targetId) flags.flag(result.targetId);
    // A Default variant made just now appears in the list at once, marked as generating.
    if (!variant) void refresh();
  };

  /** Starts the five suite views; resolves with the batch (null when refused). */
  const generateSuite = async (): Promise<JobBatch | null> => {
    const result = (await board.start({
      key: VARIANT_SUITE_KEY,
      kind: 'image',
      cost: suiteCost ?? 0,
      run: () => assetsApi.generateVariantSuite(asset.id),
    })) as JobBatch | null;
    result?.jobs.forEach((job) => {
      if (job.targetId) flags.flag(job.targetId);
    });
    // The suite's variants are created with the request: show them while their images are made.
    if (result) void refresh();
    return result;
  };

  /** Spec §4: generating from the start until the job ends, or for 30 s when no answer comes. */
  const isVariantGenerating = (variantId: string) =>
    flags.isFlagged(variantId) || isGenerationBusy(board.stateOf(variantId)) || board.isTargetRunning(variantId);

  return {
    imageCost,
    suiteCost,
    suiteImages: variantSuiteImages,
    generateImage,
    generateSuite,
    /** Where the image generation of `variant` (null: the asset's Default image) stands. */
    stateOfVariant: (variant: VariantView | null) => board.stateOf(keyOf(variant)),
    stateOf: board.stateOf,
    isVariantGenerating,
  };
}
