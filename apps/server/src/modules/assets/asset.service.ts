import {
  DOMAIN_MESSAGES,
  getLimit,
  resolveTier,
  SERIES_BIBLE_MESSAGES,
  type AssetCreateFields,
  type AssetListByProjectInput,
  type AssetUpdateFields,
  type Tier,
  type TierConfig,
} from '@sym/contracts';
import type { ProjectRow } from '../../db/schema.ts';
import { limitReachedError } from '../limits/tier-limit.policy.ts';
import { AppError, assertVersion, conflictError, validationError } from '../../errors/app-error.ts';
import { publishVariantEvent } from '../asset-variants/variant-events.ts';
import { presentVariant } from '../asset-variants/variant.presenter.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { ProjectEntitlements } from '../projects/project-entitlements.ts';
import { assertUsableStyleModules } from '../styles/style-usability.ts';
import type { StyleRepository } from '../styles/style.repository.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { AssetAccess } from './asset-access.ts';
import type { AssetImageRepository } from './asset-image.repository.ts';
import { presentStoredAsset, publishAsset, type AssetActor } from './asset-output.ts';
import { presentAsset, type PresentedAsset } from './asset.presenter.ts';
import type { AssetPatch, AssetRepository } from './asset.repository.ts';

/** The tier whose limits apply to a user holding `tier` (the operation layer's entitlement rule). */
export type EntitlementOf = (holder: { tier: Tier }) => TierConfig;

export interface AssetServiceDeps {
  assets: AssetRepository;
  images: Pick<AssetImageRepository, 'variantImagesOf'>;
  access: AssetAccess;
  users: Pick<UsersRepository, 'findById'>;
  /** Looks up attached style modules, which must be usable in the asset's project. */
  styles: Pick<StyleRepository, 'usableIds'>;
  /** A team's project counts its assets against the team owner's plan. */
  entitlements: Pick<ProjectEntitlements, 'ofTeam'>;
  events: DomainEvents;
}

function patchOf(input: AssetUpdateFields): AssetPatch {
  const { id: _id, ...fields } = input;
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as AssetPatch;
}

/** Assets of a project: listing, creation under the tier limit, edits and soft deletion. */
export class AssetService {
  constructor(private readonly deps: AssetServiceDeps) {}

  /** The project's assets (not deleted), filtered by type, folder and search; needs read access. */
  async listByProject(actor: AssetActor, input: AssetListByProjectInput): Promise<PresentedAsset[]> {
    await this.deps.access.requireProject(actor.id, input.projectId, 'read');
    const rows = await this.deps.assets.listByProject(input.projectId, input);
    return rows.map((row) => presentAsset(row.asset, row.variantImage));
  }

  /** One asset; 404 'Asset not found' for unknown ids and projects the actor may not see. */
  async get(actor: AssetActor, assetId: string): Promise<PresentedAsset> {
    const { asset } = await this.deps.access.requireAsset(actor.id, assetId, 'read');
    return presentStoredAsset(this.deps.images, asset);
  }

  /** Creates an asset with its 'Default' variant; refuses past the plan's active assets per project (403). */
  async create(actor: AssetActor, input: AssetCreateFields, entitlementOf: EntitlementOf): Promise<PresentedAsset> {
    const { project } = await this.deps.access.requireProject(actor.id, input.projectId, 'write');
    if (input.inSeriesBible && !project.seriesId)
      throw validationError('inSeriesBible', SERIES_BIBLE_MESSAGES.notInSeries);
    const seriesId = input.inSeriesBible ? project.seriesId : null;
    await this.assertAttachable(actor, project, input.attachedStyleModules);
    const entitlement = await this.ownerEntitlement(actor, project, entitlementOf);
    const limit = getLimit(entitlement, 'assetsPerProject');
    const result = await this.deps.assets.createWithDefaultVariant(
      {
        projectId: input.projectId,
        seriesId,
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
    if (!result.created) throw limitReachedError(entitlement, 'assetsPerProject');
    const presented = presentAsset(result.asset);
    const rooms = await this.deps.access.roomsOf(result.asset);
    publishAsset(this.deps.events, 'asset.created', actor, presented, rooms);
    publishVariantEvent(
      this.deps.events,
      'variant.created',
      actor.id,
      rooms,
      presentVariant(result.defaultVariant, []),
    );
    return presented;
  }

  /** Changes an asset's fields; making an archived asset active again counts against the limit. */
  async update(actor: AssetActor, input: AssetUpdateFields, entitlementOf: EntitlementOf): Promise<PresentedAsset> {
    const { asset, project, rooms } = await this.deps.access.requireAsset(actor.id, input.id, 'write');
    const present = (row: typeof asset) => presentStoredAsset(this.deps.images, row);
    await assertVersion(input.expectedUpdatedAt, asset, () => present(asset));
    const patch = patchOf(input);
    if (Object.keys(patch).length === 0) return present(asset);
    if (patch.attachedStyleModules) {
      await this.assertAttachable(actor, project, patch.attachedStyleModules, asset.attachedStyleModules);
    }
    if (patch.folder === '') patch.folder = null;
    const entitlement = await this.ownerEntitlement(actor, project, entitlementOf);
    const limit = getLimit(entitlement, 'assetsPerProject');
    const row = await this.deps.assets.update(asset.id, patch, limit, input.expectedUpdatedAt);
    if (row === 'limit') throw limitReachedError(entitlement, 'assetsPerProject');
    if (!row) throw new AppError('NOT_FOUND', DOMAIN_MESSAGES.assetNotFound);
    if ('conflict' in row) throw conflictError(await present(row.conflict));
    const presented = await present(row);
    publishAsset(this.deps.events, 'asset.updated', actor, presented, rooms);
    return presented;
  }

  /** Moves the asset to the Recycle Bin (status 'deleted'); its files stay so it can come back. */
  async delete(actor: AssetActor, assetId: string): Promise<{ id: string; deleted: true }> {
    const { rooms } = await this.deps.access.requireAsset(actor.id, assetId, 'write');
    const row = await this.deps.assets.softDelete(assetId);
    if (!row) throw new AppError('NOT_FOUND', DOMAIN_MESSAGES.assetNotFound);
    publishAsset(this.deps.events, 'asset.deleted', actor, await presentStoredAsset(this.deps.images, row), rooms);
    return { id: row.id, deleted: true };
  }

  /** Tier limits of a project follow its owner's plan (a team's project: its team owner's), whoever edits. */
  private async ownerEntitlement(
    actor: AssetActor,
    project: ProjectRow,
    entitlementOf: EntitlementOf,
  ): Promise<TierConfig> {
    if (project.teamId) return this.deps.entitlements.ofTeam(project.teamId);
    if (project.userId === actor.id) return entitlementOf({ tier: resolveTier(actor.tier) });
    const owner = await this.deps.users.findById(project.userId);
    return entitlementOf({ tier: resolveTier(owner?.tier) });
  }

  /** 422 'Style module not found' on attachedStyleModules for a newly attached module the project may not use. */
  private async assertAttachable(
    actor: AssetActor,
    project: ProjectRow,
    moduleIds: readonly string[],
    alreadyAttached: readonly string[] = [],
  ): Promise<void> {
    const scope = { projectId: project.id, userIds: [project.userId, actor.id] };
    await assertUsableStyleModules(this.deps.styles, moduleIds, scope, {
      field: 'attachedStyleModules',
      alreadyAttached,
    });
  }
}
