import {
  ASSET_MESSAGES,
  DOMAIN_MESSAGES,
  REFERENCE_IMAGE_FIELD,
  REFERENCE_IMAGE_MAX_BYTES,
  getLimit,
  resolveTier,
  type AssetCreateFields,
  type AssetListByProjectInput,
  type AssetUpdateFields,
  type Tier,
  type TierConfig,
} from '@sym/contracts';
import type { AssetRow, ProjectRow } from '../../db/schema.ts';
import { limitReachedError } from '../limits/tier-limit.policy.ts';
import { AppError, assertVersion, conflictError, validationError } from '../../errors/app-error.ts';
import { mediaUrlOf, newMediaKey } from '../../media/media-storage.ts';
import { decodeUploadedImage } from '../../media/upload-decode.ts';
import { presentVariant } from '../asset-variants/variant.presenter.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { FileWriter } from '../stored-files/stored-files.service.ts';
import { assertUsableStyleModules } from '../styles/style-usability.ts';
import type { StyleRepository } from '../styles/style.repository.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { AssetAccess } from './asset-access.ts';
import { presentAsset, type PresentedAsset } from './asset.presenter.ts';
import type { AssetPatch, AssetRepository } from './asset.repository.ts';

/** The signed-in user acting on assets. */
export interface AssetActor {
  id: string;
  tier: string;
}

/** The tier whose limits apply to a user holding `tier` (the operation layer's entitlement rule). */
export type EntitlementOf = (holder: { tier: Tier }) => TierConfig;

/** A file read from an upload: its bytes, or `isTooLarge` when it went past the size limit. */
export interface UploadedFile {
  bytes: Buffer;
  isTooLarge: boolean;
}

export interface AssetServiceDeps {
  assets: AssetRepository;
  access: AssetAccess;
  users: Pick<UsersRepository, 'findById'>;
  /** Looks up attached style modules, which must be usable in the asset's project. */
  styles: Pick<StyleRepository, 'usableIds'>;
  /** Stores reference uploads (charged to the uploader) and removes files nothing uses any more. */
  files: Pick<FileWriter, 'put' | 'discard'>;
  events: DomainEvents;
}

export type AssetService = ReturnType<typeof createAssetService>;

/** Tier limits of a project follow its owner's plan, whoever of its editors acts. */
async function ownerEntitlement(
  deps: AssetServiceDeps,
  actor: AssetActor,
  project: ProjectRow,
  entitlementOf: EntitlementOf,
): Promise<TierConfig> {
  if (project.userId === actor.id) return entitlementOf({ tier: resolveTier(actor.tier) });
  const owner = await deps.users.findById(project.userId);
  return entitlementOf({ tier: resolveTier(owner?.tier) });
}

function limitError(entitlement: TierConfig): AppError {
  return limitReachedError(entitlement, 'assetsPerProject');
}

function patchOf(input: AssetUpdateFields): AssetPatch {
  const { id: _id, ...fields } = input;
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as AssetPatch;
}

/** Assets of a project: listing, creation under the tier limit, edits, soft deletion and reference images. */
export function createAssetService(deps: AssetServiceDeps) {
  const { assets, access, files, events } = deps;

  const publish = (
    type: 'asset.created' | 'asset.updated' | 'asset.deleted',
    actor: AssetActor,
    asset: PresentedAsset,
  ) => events.publish({ type, projectId: asset.projectId, actorId: actor.id, data: asset });

  /** One asset with the picture its variants give it (one query). */
  async function present(row: AssetRow): Promise<PresentedAsset> {
    return presentAsset(row, (await assets.variantImagesOf([row.id])).get(row.id) ?? null);
  }

  /** 422 'Style module not found' on attachedStyleModules for a newly attached module the project may not use. */
  async function assertAttachable(
    actor: AssetActor,
    project: ProjectRow,
    moduleIds: readonly string[],
    alreadyAttached: readonly string[] = [],
  ): Promise<void> {
    const scope = { projectId: project.id, userIds: [project.userId, actor.id] };
    await assertUsableStyleModules(deps.styles, moduleIds, scope, { field: 'attachedStyleModules', alreadyAttached });
  }

  return {
    /** The project's assets (not deleted), filtered by type, folder and search; needs read access. */
    async listByProject(actor: AssetActor, input: AssetListByProjectInput): Promise<PresentedAsset[]> {
      await access.requireProject(actor.id, input.projectId, 'read');
      const rows = await assets.listByProject(input.projectId, input);
      return rows.map((row) => presentAsset(row.asset, row.variantImage));
    },

    /** One asset; 404 'Asset not found' for unknown ids and projects the actor may not see. */
    async get(actor: AssetActor, assetId: string): Promise<PresentedAsset> {
      const { asset } = await access.requireAsset(actor.id, assetId, 'read');
      return present(asset);
    },

    /** Creates an asset with its 'Default' variant; refuses past the plan's active assets per project (403). */
    async create(actor: AssetActor, input: AssetCreateFields, entitlementOf: EntitlementOf): Promise<PresentedAsset> {
      const { project } = await access.requireProject(actor.id, input.projectId, 'write');
      await assertAttachable(actor, project, input.attachedStyleModules);
      const entitlement = await ownerEntitlement(deps, actor, project, entitlementOf);
      const limit = getLimit(entitlement, 'assetsPerProject');
      const result = await assets.createWithDefaultVariant(
        {
          projectId: input.projectId,
          userId: actor.id,
          name: input.name,
          description: input.description ?? null,
          type: input.type,
          folder: input.folder || null,
          attachedStyleModules: input.attachedStyleModules,
          tags: input.tags,
          metadata: input.metadata,
        },
        limit,
      );
      if (!result.created) throw limitError(entitlement);
      const presented = presentAsset(result.asset);
      publish('asset.created', actor, presented);
      events.publish({
        type: 'variant.created',
        projectId: presented.projectId,
        actorId: actor.id,
        data: presentVariant(result.defaultVariant, []),
      });
      return presented;
    },

    /** Changes an asset's fields; making an archived asset active again counts against the limit. */
    async update(actor: AssetActor, input: AssetUpdateFields, entitlementOf: EntitlementOf): Promise<PresentedAsset> {
      const { asset, project } = await access.requireAsset(actor.id, input.id, 'write');
      await assertVersion(input.expectedUpdatedAt, asset, () => present(asset));
      const patch = patchOf(input);
      if (Object.keys(patch).length === 0) return present(asset);
      if (patch.attachedStyleModules) {
        await assertAttachable(actor, project, patch.attachedStyleModules, asset.attachedStyleModules);
      }
      if (patch.folder === '') patch.folder = null;
      const entitlement = await ownerEntitlement(deps, actor, project, entitlementOf);
      const limit = getLimit(entitlement, 'assetsPerProject');
      const row = await assets.update(asset.id, patch, limit, input.expectedUpdatedAt);
      if (row === 'limit') throw limitError(entitlement);
      if (!row) throw new AppError('NOT_FOUND', DOMAIN_MESSAGES.assetNotFound);
      if ('conflict' in row) throw conflictError(await present(row.conflict));
      const presented = await present(row);
      publish('asset.updated', actor, presented);
      return presented;
    },

    /** Moves the asset to the Recycle Bin (status 'deleted'); its files stay so it can come back. */
    async delete(actor: AssetActor, assetId: string): Promise<{ id: string; deleted: true }> {
      await access.requireAsset(actor.id, assetId, 'write');
      const row = await assets.softDelete(assetId);
      if (!row) throw new AppError('NOT_FOUND', DOMAIN_MESSAGES.assetNotFound);
      publish('asset.deleted', actor, await present(row));
      return { id: row.id, deleted: true };
    },

    /** Clears the image and reference images and deletes the stored files they pointed to. */
    async removeReferenceImage(actor: AssetActor, assetId: string): Promise<PresentedAsset> {
      await access.requireAsset(actor.id, assetId, 'write');
      const row = await assets.clearReferenceImages(assetId);
      if (!row) throw new AppError('NOT_FOUND', DOMAIN_MESSAGES.assetNotFound);
      // Without its own image the asset shows its variants' picture again.
      const presented = await present(row);
      publish('asset.updated', actor, presented);
      return presented;
    },

    /**
     * Stores an uploaded reference image (at most 10 MB, PNG/JPEG/WebP/GIF recognised from its bytes, decoded and
     * re-encoded so nothing but the picture is kept: upload-decode.ts) under a random key, sets it as the asset's
     * image and appends it to the reference images. The access check runs before `readFile`, so nothing of a
     * refused upload is read or stored.
     */
    async uploadReferenceImage(
      actor: AssetActor,
      assetId: string,
      readFile: () => Promise<UploadedFile | undefined>,
    ): Promise<PresentedAsset> {
      await access.requireAsset(actor.id, assetId, 'write');
      const file = await readFile();
      if (file && (file.isTooLarge || file.bytes.length > REFERENCE_IMAGE_MAX_BYTES)) {
        throw validationError(REFERENCE_IMAGE_FIELD, ASSET_MESSAGES.imageTooLarge);
      }
      const image = file ? await decodeUploadedImage(file.bytes) : undefined;
      if (!image) throw validationError(REFERENCE_IMAGE_FIELD, ASSET_MESSAGES.notAnImage);
      const key = newMediaKey(image.extension);
      await files.put(actor.id, key, image.bytes, image.contentType);
      const row = await assets.addReferenceImage(assetId, mediaUrlOf(key));
      if (!row) {
        // The asset went to the Recycle Bin meanwhile: keep no orphan file.
        await files.discard([key]);
        throw new AppError('NOT_FOUND', DOMAIN_MESSAGES.assetNotFound);
      }
      const presented = await present(row);
      publish('asset.updated', actor, presented);
      return presented;
    },
  };
}
