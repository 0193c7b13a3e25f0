import { z } from 'zod';
import { createVariantRepository } from '../../asset-variants/variant.repository.ts';
import { assetImageRequest } from '../generation-inputs.ts';
import { defineGenerationTarget } from './define-target.ts';

/**
 * An image of an asset variant: the asset's Default image, any variant's image, a view of the location suite,
 * or an applied modification (which the image then marks applied).
 */
export const assetVariantTarget = defineGenerationTarget({
  type: 'asset-variant',
  schema: z.object({
    type: z.literal('asset-variant'),
    assetId: z.string(),
    generationId: z.string(),
    modificationId: z.string().optional(),
  }),
  targetId: (target) => target.generationId,
  subject: (target) => ({ scenarioId: null, shotId: null, assetId: target.assetId }),
  async produce(deps, job, target, call) {
    return deps.providers.image.generate(await assetImageRequest(deps, job, target, call.signal), call);
  },
  async fill(tx, target, { output }) {
    const variants = createVariantRepository(tx);
    await variants.addGeneratedImage({
      generationId: target.generationId,
      imageUrl: output.url,
      imageUrlThumb: output.thumbUrl,
      imageUrlSmall: output.smallUrl,
      storageKey: output.keys[0] ?? null,
    });
    await variants.setStatus(target.generationId, 'completed');
    if (target.modificationId) await variants.markModificationApplied(target.modificationId);
  },
  async fail(tx, target) {
    await createVariantRepository(tx).setStatus(target.generationId, 'failed');
  },
});
