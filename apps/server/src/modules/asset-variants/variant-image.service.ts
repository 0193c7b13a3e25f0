import { ASSET_MESSAGES, type VariantImageIdInput } from '@sym/contracts';
import { AppError } from '../../errors/app-error.ts';
import type { AssetAccess } from '../assets/asset-access.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import { publishVariantEvent } from './variant-events.ts';
import type { VariantImageRepository } from './variant-image.repository.ts';
import { presentVariantImage, type Deleted, type PresentedVariantImage } from './variant.presenter.ts';

export interface VariantImageServiceDeps {
  images: VariantImageRepository;
  access: AssetAccess;
  events: DomainEvents;
}

/** The images of asset variants: reading them (one variant or many), choosing the primary one, deleting. */
export class VariantImageService {
  constructor(private readonly deps: VariantImageServiceDeps) {}

  /** The images of one variant, oldest first. */
  async listImages(actorId: string, variantId: string): Promise<PresentedVariantImage[]> {
    await this.deps.access.requireVariant(actorId, variantId, 'read');
    return (await this.deps.images.listImagesOf([variantId])).map((row) => presentVariantImage(row.image));
  }

  /**
   * Images of several variants in one query: { [variantId]: images }. Ids that are unknown or in projects
   * the actor may not see answer an empty list, exactly like a variant without images.
   */
  async batchImages(actorId: string, variantIds: readonly string[]): Promise<Record<string, PresentedVariantImage[]>> {
    const unique = [...new Set(variantIds)];
    const rows = await this.deps.images.listImagesOf(unique);
    // One check per home (a bible asset's is reached through any project of its series).
    const homeKey = (row: { projectId: string; seriesId: string | null }) => row.seriesId ?? row.projectId;
    const homes = new Map(rows.map((row) => [homeKey(row), { projectId: row.projectId, seriesId: row.seriesId }]));
    const readable = new Set<string>();
    for (const [key, home] of homes) {
      try {
        await this.deps.access.requireHomeAs(actorId, home, 'read', ASSET_MESSAGES.variantNotFound);
        readable.add(key);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
    const result = new Map<string, PresentedVariantImage[]>(unique.map((id) => [id, []]));
    for (const row of rows) {
      if (readable.has(homeKey(row))) result.get(row.image.variantId)?.push(presentVariantImage(row.image));
    }
    return Object.fromEntries(result);
  }

  /** Makes the image its variant's only primary image (one transaction); answers the image. */
  async setPrimaryImage(actorId: string, input: VariantImageIdInput): Promise<PresentedVariantImage> {
    const { image, rooms } = await this.deps.access.requireImage(actorId, input.imageId, 'write', {
      assetId: input.id,
      variantId: input.generationId,
    });
    const images = (await this.deps.images.setPrimaryImage(image)).map(presentVariantImage);
    publishVariantEvent(this.deps.events, 'variantImage.updated', actorId, rooms, {
      generationId: image.variantId,
      images,
    });
    const primary = images.find((candidate) => candidate.id === image.id);
    if (!primary) throw new AppError('NOT_FOUND', ASSET_MESSAGES.imageNotFound);
    return primary;
  }

  /** Deletes the image and its stored file; the newest remaining image becomes primary if it was. */
  async deleteImage(actorId: string, input: VariantImageIdInput): Promise<Deleted> {
    const { image, rooms } = await this.deps.access.requireImage(actorId, input.imageId, 'write', {
      assetId: input.id,
      variantId: input.generationId,
    });
    if (!(await this.deps.images.deleteImage(image))) throw new AppError('NOT_FOUND', ASSET_MESSAGES.imageNotFound);
    publishVariantEvent(this.deps.events, 'variantImage.deleted', actorId, rooms, {
      id: image.id,
      generationId: image.variantId,
    });
    return { id: image.id, deleted: true };
  }
}
