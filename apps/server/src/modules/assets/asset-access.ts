import { ASSET_MESSAGES, DOMAIN_MESSAGES } from '@sym/contracts';
import type { AssetRow, ProjectRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { ProjectAccess, ProjectAccessLevel, ProjectRole } from '../projects/project-access.policy.ts';
import type { ImageContext, VariantImageRepository } from '../asset-variants/variant-image.repository.ts';
import type { VariantContext, VariantRepository } from '../asset-variants/variant.repository.ts';
import type { AssetRepository } from './asset.repository.ts';

export interface AssetAccessDeps {
  assets: Pick<AssetRepository, 'findActiveById'>;
  variants: Pick<VariantRepository, 'findVariant'>;
  images: Pick<VariantImageRepository, 'findImage'>;
  projects: ProjectAccess;
}

/**
 * Finds an asset, variant or image and checks the actor's access to its project through the one project
 * access policy. Someone who may not see the project gets the same 404 as for an id that does not exist.
 */
export class AssetAccess {
  constructor(private readonly deps: AssetAccessDeps) {}

  /** The project when the actor may act on it at `level` (404 'Project not found', or 403). */
  requireProject(
    actorId: string,
    projectId: string,
    level: ProjectAccessLevel,
  ): Promise<{ project: ProjectRow; role: ProjectRole }> {
    return this.deps.projects.require(actorId, projectId, level);
  }

  /** The asset (not deleted) when the actor may act on its project at `level`; else 404 'Asset not found' or 403. */
  async requireAsset(
    actorId: string,
    assetId: string,
    level: ProjectAccessLevel,
  ): Promise<{ asset: AssetRow; project: ProjectRow }> {
    const asset = await this.deps.assets.findActiveById(assetId);
    if (!asset) throw new AppError('NOT_FOUND', DOMAIN_MESSAGES.assetNotFound);
    const { project } = await this.requireProjectAs(actorId, asset.projectId, level, DOMAIN_MESSAGES.assetNotFound);
    return { asset, project };
  }

  /** The variant when it exists, belongs to `assetId` (if given) and the actor has `level` on its project. */
  async requireVariant(
    actorId: string,
    variantId: string,
    level: ProjectAccessLevel,
    assetId?: string,
  ): Promise<VariantContext> {
    const found = await this.deps.variants.findVariant(variantId);
    if (!found || (assetId !== undefined && found.variant.assetId !== assetId)) {
      throw new AppError('NOT_FOUND', ASSET_MESSAGES.variantNotFound);
    }
    await this.requireProjectAs(actorId, found.projectId, level, ASSET_MESSAGES.variantNotFound);
    return found;
  }

  /** The image when it exists, matches the asset and variant named in the path (if any) and the actor has `level`. */
  async requireImage(
    actorId: string,
    imageId: string,
    level: ProjectAccessLevel,
    expected: { assetId?: string | undefined; variantId?: string | undefined } = {},
  ): Promise<ImageContext> {
    const found = await this.deps.images.findImage(imageId);
    const isMismatch =
      found !== undefined &&
      ((expected.assetId !== undefined && found.assetId !== expected.assetId) ||
        (expected.variantId !== undefined && found.image.variantId !== expected.variantId));
    if (!found || isMismatch) throw new AppError('NOT_FOUND', ASSET_MESSAGES.imageNotFound);
    await this.requireProjectAs(actorId, found.projectId, level, ASSET_MESSAGES.imageNotFound);
    return found;
  }

  /** The project check, with the 404 worded for the thing that was asked for. */
  private async requireProjectAs(
    actorId: string,
    projectId: string,
    level: ProjectAccessLevel,
    notFoundMessage: string,
  ): Promise<{ project: ProjectRow; role: ProjectRole }> {
    try {
      return await this.deps.projects.require(actorId, projectId, level);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') throw new AppError('NOT_FOUND', notFoundMessage);
      throw error;
    }
  }
}
