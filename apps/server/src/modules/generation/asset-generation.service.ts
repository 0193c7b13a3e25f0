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
import type { AssetVariantRow, AssetRow } from '../../db/schema.ts';
import { AppError, validationError } from '../../errors/app-error.ts';
import type { AssetAccess } from '../assets/asset-access.ts';
import type { VariantModificationRepository } from '../asset-variants/variant-modification.repository.ts';
import type { VariantRepository } from '../asset-variants/variant.repository.ts';
import type { CreditHolder } from '../credits/credits.service.ts';
import type { GenerationRequestService, JobRequest } from './generation-request.service.ts';
import { assetVariantJob, type AssetVariantPayload } from './targets/asset-variant.job.ts';

export interface AssetGenerationDeps {
  access: AssetAccess;
  variants: VariantRepository;
  modifications: Pick<VariantModificationRepository, 'listModifications'>;
  requests: Pick<GenerationRequestService, 'enqueue' | 'enqueueMany'>;
}

type Batch = { jobs: JobTicket[]; stoppedReason: string | null };

/** The text an asset image is drawn from; 422 when there is none (spec §5: image generation needs a description). */
function descriptionOf(asset: AssetRow, variant: AssetVariantRow, prompt?: string): string {
  const parts = [prompt, variant.description, asset.description].map((part) => part?.trim()).filter(Boolean);
  if (parts.length === 0) throw validationError('description', GENERATION_MESSAGES.descriptionRequired);
  return parts.join('. ');
}

/** Image generation for assets: the Default variant, any variant, the location variant suite, modifications. */
export class AssetGenerationService {
  constructor(private readonly deps: AssetGenerationDeps) {}

  /** Generates the image of the asset's Default variant (created when missing). */
  async generateAssetImage(holder: CreditHolder, input: AssetImageGenerateInput): Promise<JobTicket> {
    const { asset } = await this.deps.access.requireAsset(holder.id, input.id, 'write');
    const variant = await this.variantNamed(asset, holder.id, DEFAULT_VARIANT_NAME);
    const prompt = descriptionOf(asset, variant, input.prompt);
    return this.deps.requests.enqueue(
      holder,
      this.imageRequest(asset, variant, { prompt, styleText: input.styleText }),
    );
  }

  /** Generates an image for one variant (style text or image, a source image, asset reference only). */
  async generateVariantImage(holder: CreditHolder, input: VariantImageGenerateInput): Promise<JobTicket> {
    const { access } = this.deps;
    const { variant } = await access.requireVariant(holder.id, input.generationId, 'write', input.id);
    const { asset } = await access.requireAsset(holder.id, input.id, 'write');
    const prompt = descriptionOf(asset, variant);
    return this.deps.requests.enqueue(
      holder,
      this.imageRequest(asset, variant, {
        prompt,
        styleText: input.styleText,
        styleImageUrl: input.styleImageUrl,
        sourceImageUrl: input.sourceImageUrl,
        forceAssetReferenceOnly: input.forceAssetReferenceOnly ?? false,
      }),
    );
  }

  /** The five named views of a location, one image each; stops when credits run out (spec §9). */
  async generateVariantSuite(holder: CreditHolder, assetId: string): Promise<Batch> {
    const { asset } = await this.deps.access.requireAsset(holder.id, assetId, 'write');
    if (asset.type !== 'location') {
      throw new AppError('VALIDATION_ERROR', GENERATION_MESSAGES.variantSuiteLocationOnly, [
        { field: 'type', message: GENERATION_MESSAGES.variantSuiteLocationOnly },
      ]);
    }
    const base = await this.variantNamed(asset, holder.id, DEFAULT_VARIANT_NAME);
    const prompt = descriptionOf(asset, base);
    const requests: JobRequest<typeof assetVariantJob>[] = [];
    for (const viewName of VARIANT_SUITE_NAMES) {
      const variant = await this.variantNamed(asset, holder.id, viewName);
      requests.push(this.imageRequest(asset, variant, { prompt, viewName }));
    }
    return this.deps.requests.enqueueMany(holder, requests);
  }

  /** Applies a modification: a new image of the variant from its current image and the instructions. */
  async applyModification(
    holder: CreditHolder,
    input: { id: string; generationId: string; modificationId: string },
  ): Promise<JobTicket> {
    const { access } = this.deps;
    const { variant } = await access.requireVariant(holder.id, input.generationId, 'write', input.id);
    const { asset } = await access.requireAsset(holder.id, input.id, 'write');
    const modification = (await this.deps.modifications.listModifications(variant.id)).find(
      (row) => row.id === input.modificationId,
    );
    if (!modification) throw new AppError('NOT_FOUND', ASSET_MESSAGES.modificationNotFound);
    const prompt = [descriptionOf(asset, variant), modification.instructions].join('. ');
    const payload = {
      prompt,
      modificationInstructions: modification.instructions,
      modificationImageUrl: modification.modificationImageUrl,
      useVariantImageAsSource: true,
    };
    return this.deps.requests.enqueue(
      holder,
      this.imageRequest(asset, variant, payload, { modificationId: modification.id }),
    );
  }

  /** The image job of a variant: it marks the variant generating in the request's transaction. */
  private imageRequest(
    asset: AssetRow,
    variant: AssetVariantRow,
    payload: AssetVariantPayload,
    extra: { modificationId?: string } = {},
  ): JobRequest<typeof assetVariantJob> {
    const variants = this.deps.variants;
    return {
      job: assetVariantJob,
      payload,
      projectId: asset.projectId,
      description: `Image: ${asset.name} — ${variant.variantName}`,
      targetKey: GENERATION_TARGET_KEYS.variantImage(variant.id),
      async prepare(tx) {
        await variants.in(tx).setStatus(variant.id, 'generating');
        return { type: 'asset-variant', assetId: asset.id, generationId: variant.id, ...extra };
      },
    };
  }

  /** The asset's variant of that name (case-insensitive), created when missing. */
  private async variantNamed(asset: AssetRow, userId: string, name: string): Promise<AssetVariantRow> {
    const { variants } = this.deps;
    const { variants: existing } = await variants.listWithImages(asset.id);
    const found = existing.find((variant) => variant.variantName.toLowerCase() === name.toLowerCase());
    if (found) return found;
    const created = await variants.create({ assetId: asset.id, userId, variantName: name, description: null });
    if (created === 'default_exists') return (await variants.findDefaultVariant(asset.id))!;
    return created;
  }
}
