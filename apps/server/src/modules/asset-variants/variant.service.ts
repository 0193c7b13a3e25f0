import {
  ASSET_MESSAGES,
  DOMAIN_MESSAGES,
  type VariantCreateInput,
  type VariantIdInput,
  type VariantUpdateInput,
} from '@sym/contracts';
import { AppError, validationError } from '../../errors/app-error.ts';
import type { AssetAccess } from '../assets/asset-access.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import { publishVariantEvent } from './variant-events.ts';
import type { VariantImageRepository } from './variant-image.repository.ts';
import { presentVariant, presentVariants, type Deleted, type PresentedVariant } from './variant.presenter.ts';
import type { VariantRepository } from './variant.repository.ts';

export interface VariantServiceDeps {
  variants: VariantRepository;
  images: Pick<VariantImageRepository, 'listImagesOf'>;
  access: AssetAccess;
  events: DomainEvents;
}

/** An asset's variants (wire name: "generations"): listing, adding, editing and deleting them. */
export class VariantService {
  constructor(private readonly deps: VariantServiceDeps) {}

  /** The asset's variants with their images, 'Default' first then newest first. */
  async list(actorId: string, assetId: string): Promise<PresentedVariant[]> {
    await this.deps.access.requireAsset(actorId, assetId, 'read');
    const { variants: rows, images } = await this.deps.variants.listWithImages(assetId);
    return presentVariants(rows, images);
  }

  /** Adds a named variant to the asset; a second 'Default' is refused (422). */
  async create(actorId: string, input: VariantCreateInput): Promise<PresentedVariant> {
    const { asset, rooms } = await this.deps.access.requireAsset(actorId, input.id, 'write');
    const row = await this.deps.variants.create({
      assetId: asset.id,
      userId: actorId,
      variantName: input.variant_name,
      description: input.description ?? null,
    });
    if (row === 'default_exists') throw validationError('variant_name', ASSET_MESSAGES.defaultVariantExists);
    const presented = presentVariant(row, []);
    publishVariantEvent(this.deps.events, 'variant.created', actorId, rooms, presented);
    return presented;
  }

  /** Renames or describes a variant, sets its status, or makes it the asset's primary variant. */
  async update(actorId: string, input: VariantUpdateInput): Promise<PresentedVariant> {
    const { variant, rooms } = await this.deps.access.requireVariant(actorId, input.generationId, 'write', input.id);
    const row = await this.deps.variants.update(variant, {
      ...(input.variant_name === undefined ? {} : { variantName: input.variant_name }),
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(input.status === undefined ? {} : { status: input.status }),
      ...(input.is_primary === undefined ? {} : { isPrimary: input.is_primary }),
    });
    if (row === 'default_rename') {
      throw new AppError('VALIDATION_ERROR', DOMAIN_MESSAGES.invalidRequest, [
        { field: 'variant_name', message: ASSET_MESSAGES.defaultVariantRename },
      ]);
    }
    const images = (await this.deps.images.listImagesOf([row.id])).map((found) => found.image);
    const presented = presentVariant(row, images);
    publishVariantEvent(this.deps.events, 'variant.updated', actorId, rooms, presented);
    return presented;
  }

  /** Deletes a variant with its images and modifications; Default only once it is the last variant (422). */
  async delete(actorId: string, input: VariantIdInput): Promise<Deleted> {
    const { variant, rooms } = await this.deps.access.requireVariant(actorId, input.generationId, 'write', input.id);
    const result = await this.deps.variants.delete(variant);
    if (!result.deleted && result.reason === 'default_in_use') {
      throw validationError('generationId', ASSET_MESSAGES.defaultVariantInUse);
    }
    if (!result.deleted) throw new AppError('NOT_FOUND', ASSET_MESSAGES.variantNotFound);
    publishVariantEvent(this.deps.events, 'variant.deleted', actorId, rooms, {
      id: variant.id,
      assetId: variant.assetId,
    });
    return { id: variant.id, deleted: true };
  }
}
