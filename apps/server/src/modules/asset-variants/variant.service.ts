import type { DomainEventData, DomainEventType } from '@sym/contracts';
import type { PublishedEvent } from '../events/domain-events.ts';
import {
  ASSET_MESSAGES,
  DOMAIN_MESSAGES,
  type ModificationAddInput,
  type ModificationIdInput,
  type VariantCreateInput,
  type VariantIdInput,
  type VariantImageIdInput,
  type VariantUpdateInput,
} from '@sym/contracts';
import { AppError, validationError } from '../../errors/app-error.ts';
import type { AssetAccess } from '../assets/asset-access.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import {
  presentModification,
  presentVariant,
  presentVariantImage,
  presentVariants,
  type PresentedModification,
  type PresentedVariant,
  type PresentedVariantImage,
} from './variant.presenter.ts';
import type { VariantRepository } from './variant.repository.ts';

export interface VariantServiceDeps {
  variants: VariantRepository;
  access: AssetAccess;
  events: DomainEvents;
}

export type VariantService = ReturnType<typeof createVariantService>;

/** Removal acknowledgement answered by the delete operations. */
export interface Deleted {
  id: string;
  deleted: true;
}

/** An asset's variants ("generations"), their images and modification requests. */
export function createVariantService(deps: VariantServiceDeps) {
  const { variants, access, events } = deps;

  const publish = <T extends DomainEventType>(type: T, actorId: string, projectId: string, data: DomainEventData<T>) =>
    events.publish({ type, projectId, actorId, data } as PublishedEvent);

  async function imagesOf(generationId: string) {
    return (await variants.listImagesOf([generationId])).map((row) => row.image);
  }

  return {
    /** The asset's variants with their images, 'Default' first then newest first. */
    async list(actorId: string, assetId: string): Promise<PresentedVariant[]> {
      await access.requireAsset(actorId, assetId, 'read');
      const { variants: rows, images } = await variants.listWithImages(assetId);
      return presentVariants(rows, images);
    },

    /** Adds a named variant to the asset; a second 'Default' is refused (422). */
    async create(actorId: string, input: VariantCreateInput): Promise<PresentedVariant> {
      const { asset } = await access.requireAsset(actorId, input.id, 'write');
      const row = await variants.create({
        assetId: asset.id,
        userId: actorId,
        variantName: input.variant_name,
        description: input.description ?? null,
      });
      if (row === 'default_exists') throw validationError('variant_name', ASSET_MESSAGES.defaultVariantExists);
      const presented = presentVariant(row, []);
      publish('variant.created', actorId, asset.projectId, presented);
      return presented;
    },

    /** Renames or describes a variant, sets its status, or makes it the asset's primary variant. */
    async update(actorId: string, input: VariantUpdateInput): Promise<PresentedVariant> {
      const { variant, projectId } = await access.requireVariant(actorId, input.generationId, 'write', input.id);
      const row = await variants.update(variant, {
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
      const presented = presentVariant(row, await imagesOf(row.id));
      publish('variant.updated', actorId, projectId, presented);
      return presented;
    },

    /** Deletes a variant with its images and modifications; Default only once it is the last variant (422). */
    async delete(actorId: string, input: VariantIdInput): Promise<Deleted> {
      const { variant, projectId } = await access.requireVariant(actorId, input.generationId, 'write', input.id);
      const result = await variants.delete(variant);
      if (!result.deleted && result.reason === 'default_in_use') {
        throw validationError('generationId', ASSET_MESSAGES.defaultVariantInUse);
      }
      if (!result.deleted) throw new AppError('NOT_FOUND', ASSET_MESSAGES.variantNotFound);
      publish('variant.deleted', actorId, projectId, { id: variant.id, assetId: variant.assetId });
      return { id: variant.id, deleted: true };
    },

    /** The images of one variant, oldest first. */
    async listImages(actorId: string, generationId: string): Promise<PresentedVariantImage[]> {
      await access.requireVariant(actorId, generationId, 'read');
      return (await imagesOf(generationId)).map(presentVariantImage);
    },

    /**
     * Images of several variants in one query: { [generationId]: images }. Ids that are unknown or in projects
     * the actor may not see answer an empty list, exactly like a variant without images.
     */
    async batchImages(
      actorId: string,
      generationIds: readonly string[],
    ): Promise<Record<string, PresentedVariantImage[]>> {
      const unique = [...new Set(generationIds)];
      const rows = await variants.listImagesOf(unique);
      const readable = new Set<string>();
      for (const projectId of new Set(rows.map((row) => row.projectId))) {
        try {
          await access.requireProject(actorId, projectId, 'read');
          readable.add(projectId);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
        }
      }
      const result = new Map<string, PresentedVariantImage[]>(unique.map((id) => [id, []]));
      for (const row of rows) {
        if (readable.has(row.projectId)) result.get(row.image.generationId)?.push(presentVariantImage(row.image));
      }
      return Object.fromEntries(result);
    },

    /** Makes the image its variant's only primary image (one transaction); answers the image. */
    async setPrimaryImage(actorId: string, input: VariantImageIdInput): Promise<PresentedVariantImage> {
      const { image, projectId } = await access.requireImage(actorId, input.imageId, 'write', {
        assetId: input.id,
        generationId: input.generationId,
      });
      const images = (await variants.setPrimaryImage(image)).map(presentVariantImage);
      publish('variantImage.updated', actorId, projectId, { generationId: image.generationId, images });
      const primary = images.find((candidate) => candidate.id === image.id);
      if (!primary) throw new AppError('NOT_FOUND', ASSET_MESSAGES.imageNotFound);
      return primary;
    },

    /** Deletes the image and its stored file; the newest remaining image becomes primary if it was. */
    async deleteImage(actorId: string, input: VariantImageIdInput): Promise<Deleted> {
      const { image, projectId } = await access.requireImage(actorId, input.imageId, 'write', {
        assetId: input.id,
        generationId: input.generationId,
      });
      if (!(await variants.deleteImage(image))) throw new AppError('NOT_FOUND', ASSET_MESSAGES.imageNotFound);
      publish('variantImage.deleted', actorId, projectId, { id: image.id, generationId: image.generationId });
      return { id: image.id, deleted: true };
    },

    /** Records a modification request (instructions, optional image) for a variant. */
    async addModification(actorId: string, input: ModificationAddInput): Promise<PresentedModification> {
      const { variant, projectId } = await access.requireVariant(actorId, input.generationId, 'write', input.id);
      const row = await variants.addModification({
        generationId: variant.id,
        instructions: input.instructions,
        modificationImageUrl: input.modificationImageUrl ?? null,
      });
      const presented = presentModification(row);
      publish('modification.created', actorId, projectId, presented);
      return presented;
    },

    /** A variant's modification requests, oldest first. */
    async listModifications(actorId: string, input: VariantIdInput): Promise<PresentedModification[]> {
      const { variant } = await access.requireVariant(actorId, input.generationId, 'read', input.id);
      return (await variants.listModifications(variant.id)).map(presentModification);
    },

    /** Deletes one modification request of a variant. */
    async deleteModification(actorId: string, input: ModificationIdInput): Promise<Deleted> {
      const { variant, projectId } = await access.requireVariant(actorId, input.generationId, 'write', input.id);
      if (!(await variants.deleteModification(variant.id, input.modificationId))) {
        throw new AppError('NOT_FOUND', ASSET_MESSAGES.modificationNotFound);
      }
      publish('modification.deleted', actorId, projectId, { id: input.modificationId, generationId: variant.id });
      return { id: input.modificationId, deleted: true };
    },
  };
}
