import { z } from 'zod';
import { chargeOne } from '../job-definition.ts';
import { defineGenerationJob, GENERATION_POLICY } from '../generation-job-deps.ts';

const payload = z.object({
  prompt: z.string().nullish(),
  styleText: z.string().nullish(),
  styleImageUrl: z.string().nullish(),
  sourceImageUrl: z.string().nullish(),
  /** Draw from the asset's own picture even when the Default variant has one. */
  forceAssetReferenceOnly: z.boolean().nullish(),
  /** A view of the location suite. */
  viewName: z.string().nullish(),
  modificationInstructions: z.string().nullish(),
  modificationImageUrl: z.string().nullish(),
  /** Start from the variant's current image (a modification). */
  useVariantImageAsSource: z.boolean().nullish(),
});
export type AssetVariantPayload = z.infer<typeof payload>;

const target = z.object({
  type: z.literal('asset-variant'),
  assetId: z.string(),
  /** The variant's id; `generationId` is the key stored in generation_jobs.target, so it keeps that name. */
  generationId: z.string(),
  modificationId: z.string().optional(),
});
export type AssetVariantTarget = z.infer<typeof target>;

/**
 * An image of an asset variant: the asset's Default image, any variant's image, a view of the location suite,
 * or an applied modification (which the image then marks applied).
 */
export const assetVariantJob = defineGenerationJob({
  name: 'asset-variant',
  records: 'generation_jobs',
  payload,
  target: {
    schema: target,
    targetId: (filled) => filled.generationId,
    subject: (filled) => ({ scenarioId: null, shotId: null, assetId: filled.assetId }),
    async fill(deps, tx, filled, { output }) {
      const variantId = filled.generationId;
      await deps.variantImages.in(tx).addGeneratedImage({
        variantId,
        imageUrl: output.url,
        imageUrlThumb: output.thumbUrl,
        imageUrlSmall: output.smallUrl,
        storageKey: output.keys[0] ?? null,
      });
      await deps.variants.in(tx).setStatus(variantId, 'completed');
      if (filled.modificationId) await deps.variantModifications.in(tx).markModificationApplied(filled.modificationId);
    },
    async fail(deps, tx, filled) {
      await deps.variants.in(tx).setStatus(filled.generationId, 'failed');
    },
  },
  policy: { ...GENERATION_POLICY, concurrency: 'all' },
  credits: chargeOne('image'),
  async handle(deps, run) {
    return (await deps.models.providerFor(run.projectId, 'image')).generate(await deps.inputs.assetImage(run), run);
  },
});
