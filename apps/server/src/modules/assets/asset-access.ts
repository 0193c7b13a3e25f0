import { ASSET_MESSAGES, DOMAIN_MESSAGES } from '@sym/contracts';
import type { AssetRow, ProjectRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { ProjectAccess, ProjectAccessLevel, ProjectRole } from '../projects/project-access.policy.ts';
import type { ImageContext, VariantImageRepository } from '../asset-variants/variant-image.repository.ts';
import type { VariantContext, VariantRepository } from '../asset-variants/variant.repository.ts';
import type { AssetRepository } from './asset.repository.ts';
import type { AssetHome } from './asset-scope.ts';

export interface AssetAccessDeps {
  assets: Pick<AssetRepository, 'findActiveById'>;
  variants: Pick<VariantRepository, 'findVariant'>;
  images: Pick<VariantImageRepository, 'findImage'>;
  projects: ProjectAccess;
  /** The live projects of a series, oldest first: who may reach a bible asset, and where its changes are told. */
  seriesProjects: (seriesId: string) => Promise<string[]>;
}

/** The project rooms a change of the asset is told in: its home's, or every project's of its series. */
export interface AssetRooms {
  rooms: string[];
}

/**
 * Finds an asset, variant or image and checks the actor's access to its project through the one project
 * access policy. Someone who may not see the project gets the same 404 as for an id that does not exist. An asset
 * in a series' bible is reached through any project of the series the actor has that access to.
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
  ): Promise<{ asset: AssetRow; project: ProjectRow } & AssetRooms> {
    const asset = await this.deps.assets.findActiveById(assetId);
    if (!asset) throw new AppError('NOT_FOUND', DOMAIN_MESSAGES.assetNotFound);
    const { project, rooms } = await this.requireHomeAs(actorId, asset, level, DOMAIN_MESSAGES.assetNotFound);
    return { asset, project, rooms };
  }

  /** Where changes of an asset at `home` are told (no access check: for what a check already let through). */
  async roomsOf(home: AssetHome): Promise<string[]> {
    return home.seriesId ? this.deps.seriesProjects(home.seriesId) : [home.projectId];
  }

  /** The variant when it exists, belongs to `assetId` (if given) and the actor has `level` on its project. */
  async requireVariant(
    actorId: string,
    variantId: string,
    level: ProjectAccessLevel,
    assetId?: string,
  ): Promise<VariantContext & AssetRooms> {
    const found = await this.deps.variants.findVariant(variantId);
    if (!found || (assetId !== undefined && found.variant.assetId !== assetId)) {
      throw new AppError('NOT_FOUND', ASSET_MESSAGES.variantNotFound);
    }
    const { rooms } = await this.requireHomeAs(actorId, found, level, ASSET_MESSAGES.variantNotFound);
    return { ...found, rooms };
  }

  /** The image when it exists, matches the asset and variant named in the path (if any) and the actor has `level`. */
  async requireImage(
    actorId: string,
    imageId: string,
    level: ProjectAccessLevel,
    expected: { assetId?: string | undefined; variantId?: string | undefined } = {},
  ): Promise<ImageContext & AssetRooms> {
    const found = await this.deps.images.findImage(imageId);
    const isMismatch =
      found !== undefined &&
      ((expected.assetId !== undefined && found.assetId !== expected.assetId) ||
        (expected.variantId !== undefined && found.image.variantId !== expected.variantId));
    if (!found || isMismatch) throw new AppError('NOT_FOUND', ASSET_MESSAGES.imageNotFound);
    const { rooms } = await this.requireHomeAs(actorId, found, level, ASSET_MESSAGES.imageNotFound);
    return { ...found, rooms };
  }

  /**
   * Whether the actor has `level` on the asset's home, or for a bible asset on any project of its series (the
   * home first): the project it was reached through, and the rooms its changes are told in.
   */
  async requireHomeAs(
    actorId: string,
    home: AssetHome,
    level: ProjectAccessLevel,
    notFoundMessage: string,
  ): Promise<{ project: ProjectRow; role: ProjectRole } & AssetRooms> {
    if (!home.seriesId) {
      const standing = await this.requireProjectAs(actorId, home.projectId, level, notFoundMessage);
      return { ...standing, rooms: [home.projectId] };
    }
    const rooms = await this.deps.seriesProjects(home.seriesId);
    let refusal: unknown = new AppError('NOT_FOUND', notFoundMessage);
    for (const projectId of [home.projectId, ...rooms.filter((id) => id !== home.projectId)]) {
      try {
        return { ...(await this.requireProjectAs(actorId, projectId, level, notFoundMessage)), rooms };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // A 403 somewhere says more than a 404 (the actor sees the series but may not do this).
        if (error.code === 'FORBIDDEN' || !(refusal instanceof AppError && refusal.code === 'FORBIDDEN')) {
          refusal = error;
        }
      }
    }
    throw refusal;
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
