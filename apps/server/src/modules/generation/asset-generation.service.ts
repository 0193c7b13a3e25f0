import {
  ASSET_MESSAGES,
  DEFAULT_VARIANT_NAME,
  GENERATION_MESSAGES,
  GENERATION_TARGET_KEYS,
  VARIANT_SUITE_NAMES,
  type AssetImageGenerateInput,
  type JobTicket,
  type VariantImageGenerateInput,
} from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import type { AssetGenerationRow, AssetRow } from '../../db/schema.ts';
import { AppError, validationError } from '../../errors/app-error.ts';
import type { AssetAccess } from '../assets/asset-access.ts';
import { createVariantRepository, type VariantRepository } from '../asset-variants/variant.repository.ts';
import type { CreditHolder } from '../credits/credits.service.ts';
import type { EnqueueSpec, GenerationRequestService } from './generation-request.service.ts';

interface AssetGenerationDeps {
  access: AssetAccess;
  variants: VariantRepository;
  requests: GenerationRequestService;
}

type Batch = { jobs: JobTicket[]; stoppedReason: string | null };

/** The text an asset image is drawn from; 422 when there is none (spec §5: image generation needs a description). */
function descriptionOf(asset: AssetRow, variant: AssetGenerationRow, prompt?: string): string {
  const parts = [prompt, variant.description, asset.description].map((part) => part?.trim()).filter(Boolean);
  if (parts.length === 0) throw validationError('description', GENERATION_MESSAGES.descriptionRequired);
  return parts.join('. ');
}

/** Image generation for assets: the Default variant, any variant, the location variant suite, modifications. */
export function createAssetGenerationService(deps: AssetGenerationDeps) {
  const { access, variants, requests } = deps;

  function imageSpec(
    asset: AssetRow,
    variant: AssetGenerationRow,
    input: Record<string, unknown>,
    extra: { modificationId?: string } = {},
  ): EnqueueSpec {
    return {
      kind: 'image',
      projectId: asset.projectId,
      description: `Image: ${asset.name} — ${variant.variantName}`,
      targetKey: GENERATION_TARGET_KEYS.variantImage(variant.id),
      input,
      async prepare(tx: Database) {
        await createVariantRepository(tx).setStatus(variant.id, 'generating');
        return { type: 'asset-variant', assetId: asset.id, generationId: variant.id, ...extra };
      },
    };
  }

  async function variantNamed(asset: AssetRow, userId: string, name: string): Promise<AssetGenerationRow> {
    const { variants: existing } = await variants.listWithImages(asset.id);
    const found = existing.find((variant) => variant.variantName.toLowerCase() === name.toLowerCase());
    if (found) return found;
    const created = await variants.create({ assetId: asset.id, userId, variantName: name, description: null });
    if (created === 'default_exists') return (await variants.findDefaultVariant(asset.id))!;
    return created;
  }

  return {
    /** Generates the image of the asset's Default variant (created when missing). */
    async generateAssetImage(holder: CreditHolder, input: AssetImageGenerateInput): Promise<JobTicket> {
      const { asset } = await access.requireAsset(holder.id, input.id, 'write');
      const variant = await variantNamed(asset, holder.id, DEFAULT_VARIANT_NAME);
      const prompt = descriptionOf(asset, variant, input.prompt);
      return requests.enqueue(holder, imageSpec(asset, variant, { prompt, styleText: input.styleText }));
    },

    /** Generates an image for one variant (style text or image, a source image, asset reference only). */
    async generateVariantImage(holder: CreditHolder, input: VariantImageGenerateInput): Promise<JobTicket> {
      const { variant } = await access.requireVariant(holder.id, input.generationId, 'write', input.id);
      const { asset } = await access.requireAsset(holder.id, input.id, 'write');
      const prompt = descriptionOf(asset, variant);
      return requests.enqueue(
        holder,
        imageSpec(asset, variant, {
          prompt,
          styleText: input.styleText,
          styleImageUrl: input.styleImageUrl,
          sourceImageUrl: input.sourceImageUrl,
          forceAssetReferenceOnly: input.forceAssetReferenceOnly ?? false,
        }),
      );
    },

    /** The five named views of a location, one image each; stops when credits run out (spec §9). */
    async generateVariantSuite(holder: CreditHolder, assetId: string): Promise<Batch> {
      const { asset } = await access.requireAsset(holder.id, assetId, 'write');
      if (asset.type !== 'location') {
        throw new AppError('VALIDATION_ERROR', GENERATION_MESSAGES.variantSuiteLocationOnly, [
          { field: 'type', message: GENERATION_MESSAGES.variantSuiteLocationOnly },
        ]);
      }
      const base = await variantNamed(asset, holder.id, DEFAULT_VARIANT_NAME);
      const prompt = descriptionOf(asset, base);
      const specs: EnqueueSpec[] = [];
      for (const viewName of VARIANT_SUITE_NAMES) {
        const variant = await variantNamed(asset, holder.id, viewName);
        specs.push(imageSpec(asset, variant, { prompt, viewName }));
      }
      return requests.enqueueMany(holder, specs);
    },

    /** Applies a modification: a new image of the variant from its current image and the instructions. */
    async applyModification(
      holder: CreditHolder,
      input: { id: string; generationId: string; modificationId: string },
    ): Promise<JobTicket> {
      const { variant } = await access.requireVariant(holder.id, input.generationId, 'write', input.id);
      const { asset } = await access.requireAsset(holder.id, input.id, 'write');
      const modification = (await variants.listModifications(variant.id)).find(
        (row) => row.id === input.modificationId,
      );
      if (!modification) throw new AppError('NOT_FOUND', ASSET_MESSAGES.modificationNotFound);
      const prompt = [descriptionOf(asset, variant), modification.instructions].join('. ');
      return requests.enqueue(
        holder,
        imageSpec(
          asset,
          variant,
          {
            prompt,
            modificationInstructions: modification.instructions,
            modificationImageUrl: modification.modificationImageUrl,
            useVariantImageAsSource: true,
          },
          { modificationId: modification.id },
        ),
      );
    },
  };
}
export type AssetGenerationService = ReturnType<typeof createAssetGenerationService>;
