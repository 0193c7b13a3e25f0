import { DEFAULT_VARIANT_NAME, GENERATION_TARGET_KEYS } from '@sym/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { isGenerationBusy, useGenerationBoard, useGenerationPricing, type JobBatch } from '../../generation';
import { assetQueryKeys } from '../api/assetQueryKeys';
import { assetsApi } from '../api/assetsApi';
import { modificationsApi } from '../api/modificationsApi';
import type { AssetView, VariantView } from '../api/assetTypes';
import { useGeneratingFlags } from './useGeneratingFlags';

/**
 * Board keys of the asset's image before its Default variant exists (asset.image.generate makes it) and of the
 * suite; a variant's image is filed under what its job makes (GENERATION_TARGET_KEYS.variantImage).
 */
export const ASSET_IMAGE_KEY = 'asset-image';
export const VARIANT_SUITE_KEY = 'variant-suite';
/** Board key of applying one modification (its job makes an image of the modification's variant). */
export const modificationKey = (modificationId: string) => `modification:${modificationId}`;

/**
 * Image generation on an asset's variants: one image for a variant (the Default one through
 * asset.image.generate), and the five-view suite of a location. New images show once each job ends. Jobs of
 * the asset already queued or running (after a reload, the wizard, another screen) show as generating too.
 */
export function useVariantGeneration(asset: AssetView) {
  const queryClient = useQueryClient();
  const flags = useGeneratingFlags();
  const { costOf, variantSuiteImages } = useGenerationPricing(asset.projectId);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: assetQueryKeys.variants(asset.id) }),
      // The asset's own image (list thumbnail) may be the new one.
      queryClient.invalidateQueries({ queryKey: assetQueryKeys.project(asset.projectId) }),
      // An applied modification now has an applied time.
      queryClient.invalidateQueries({ queryKey: ['assets', 'modifications', asset.id] }),
    ]);
  const board = useGenerationBoard({
    projectId: asset.projectId,
    onJobFinished: (job) => {
      flags.clear(job.key);
      if (job.ticket.targetId) flags.clear(job.ticket.targetId);
      void refresh();
    },
  });
  const imageCost = costOf('image');
  const suiteCost = imageCost === null ? null : imageCost * variantSuiteImages;

  /** The board key of a variant's image (the asset's, before its Default variant exists). */
  const keyOf = (variant: VariantView | null) =>
    variant ? GENERATION_TARGET_KEYS.variantImage(variant.id) : ASSET_IMAGE_KEY;

  /** Generates an image for `variant`, or for the Default variant (created when missing) without one. */
  const generateImage = async (variant: VariantView | null) => {
    const key = keyOf(variant);
    const isDefault = !variant || variant.variant_name === DEFAULT_VARIANT_NAME;
    if (variant) flags.flag(variant.id);
    const result = await board.start({
      key,
      kind: 'image',
      cost: imageCost ?? 0,
      // The Default variant's image goes through asset.image.generate.
      run: () => (isDefault ? assetsApi.generateImage(asset.id) : assetsApi.generateVariantImage(asset.id, variant.id)),
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

  /** Applies a modification: a new image of `variant` following its instructions (and image). */
  const applyModification = async (variant: VariantView, modificationId: string) => {
    flags.flag(variant.id);
    const result = await board.start({
      key: modificationKey(modificationId),
      kind: 'image',
      cost: imageCost ?? 0,
      run: () => modificationsApi.apply(asset.id, variant.id, modificationId),
    });
    if (!result) flags.clear(variant.id);
  };

  /** Spec §4: generating from the start until the job ends, or for 30 s when no answer comes. */
  const isVariantGenerating = (variantId: string) =>
    flags.isFlagged(variantId) ||
    isGenerationBusy(board.stateOf(GENERATION_TARGET_KEYS.variantImage(variantId))) ||
    board.isTargetRunning(variantId);

  return {
    imageCost,
    suiteCost,
    suiteImages: variantSuiteImages,
    generateImage,
    generateSuite,
    applyModification,
    /** Where the image generation of `variant` (null: the asset's Default image) stands. */
    stateOfVariant: (variant: VariantView | null) => board.stateOf(keyOf(variant)),
    stateOf: board.stateOf,
    isVariantGenerating,
  };
}
