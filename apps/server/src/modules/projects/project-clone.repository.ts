import { and, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { WORKFLOW_MODEL_PREFIX } from '@sym/contracts';
import { assetVariants, assets, customWorkflows, projects, styleModules } from '../../db/schema.ts';
import { copyAssets } from './asset-copy.ts';
import { insertChunked, remap, type CloneSummary, type CloneTarget } from './clone-rows.ts';
import { isAssetLive } from './content-state.ts';
import type { ScenarioCloneRepository } from './scenario-clone.repository.ts';

/**
 * Copies a project's content into another project with fresh ids, keeping every reference inside the copy
 * (shot → asset, variant image → variant, asset → project style module). Run it inside a transaction.
 * Creation times are kept so the copy sorts (and previews) like the original. A copy in the same series keeps
 * using the series' bible assets (their links and looks stay); a copy outside it gets the ones the source is home to
 * as its own assets.
 */
export class ProjectCloneRepository {
  constructor(
    private readonly db: Database,
    private readonly scenarios: ScenarioCloneRepository,
  ) {}

  /** This repository on a transaction (the one copy runs in). */
  in(tx: Database): ProjectCloneRepository {
    return new ProjectCloneRepository(tx, this.scenarios.in(tx));
  }

  /** Copies style modules, live assets (variants, images, modifications) and live episodes (shots, links, generations). */
  async copyContent(target: CloneTarget): Promise<CloneSummary> {
    const styleModuleIds = await this.copyStyleModules(target);
    await this.copyModels(target);
    const copiedAssets = await this.copyAssets(target, styleModuleIds);
    const shared = await this.sharedBible(target);
    const copiedScenarios = await this.scenarios.copyScenarios(
      target,
      new Map([...shared.assetIds, ...copiedAssets.assetIds]),
      styleModuleIds,
      new Map([...shared.variantIds, ...copiedAssets.variantIds]),
    );
    return {
      styleModuleIds,
      counts: {
        styleModules: styleModuleIds.size,
        assets: copiedAssets.assetIds.size,
        generations: copiedAssets.variants,
        variantImages: copiedAssets.images,
        modifications: copiedAssets.modifications,
        ...copiedScenarios,
      },
    };
  }

  /** The live assets of the source that are copied: all but the bible assets of the copy's own series. */
  private copiedAssetsOf(target: CloneTarget): SQL {
    const source = and(eq(assets.projectId, target.sourceProjectId), isAssetLive)!;
    if (!target.seriesId) return source;
    return and(source, or(isNull(assets.seriesId), ne(assets.seriesId, target.seriesId)))!;
  }

  /** The bible assets (and their variants) of the copy's series, which the copy's shots keep naming as they are. */
  private async sharedBible(target: CloneTarget) {
    if (!target.seriesId) return { assetIds: new Map<string, string>(), variantIds: new Map<string, string>() };
    const rows = await this.db
      .select({ assetId: assets.id, variantId: assetVariants.id })
      .from(assets)
      .leftJoin(assetVariants, eq(assetVariants.assetId, assets.id))
      .where(and(eq(assets.seriesId, target.seriesId), isAssetLive));
    return {
      assetIds: new Map(rows.map((row) => [row.assetId, row.assetId])),
      variantIds: new Map(rows.flatMap((row) => (row.variantId ? [[row.variantId, row.variantId] as const] : []))),
    };
  }

  /** The project's ComfyUI workflows, and its model choices with the copied workflows in place of the originals. */
  private async copyModels(target: CloneTarget) {
    const rows = await this.db
      .select()
      .from(customWorkflows)
      .where(eq(customWorkflows.projectId, target.sourceProjectId));
    const ids = remap(rows.map((row) => row.id));
    await insertChunked(
      rows.map((row) => ({ ...row, id: ids.get(row.id)!, projectId: target.projectId, createdBy: target.userId })),
      (chunk) => this.db.insert(customWorkflows).values(chunk),
    );
    const [source] = await this.db
      .select({ models: projects.models })
      .from(projects)
      .where(eq(projects.id, target.sourceProjectId));
    const models = Object.fromEntries(
      Object.entries(source?.models ?? {}).map(([kind, id]) => {
        const workflowId = id?.startsWith(WORKFLOW_MODEL_PREFIX) ? id.slice(WORKFLOW_MODEL_PREFIX.length) : undefined;
        return [kind, workflowId ? `${WORKFLOW_MODEL_PREFIX}${ids.get(workflowId) ?? workflowId}` : id];
      }),
    );
    await this.db.update(projects).set({ models }).where(eq(projects.id, target.projectId));
  }

  private async copyStyleModules(target: CloneTarget) {
    const rows = await this.db.select().from(styleModules).where(eq(styleModules.projectId, target.sourceProjectId));
    const ids = remap(rows.map((row) => row.id));
    await insertChunked(
      rows.map((row) => ({ ...row, id: ids.get(row.id)!, projectId: target.projectId, userId: target.userId })),
      (chunk) => this.db.insert(styleModules).values(chunk),
    );
    return ids;
  }

  private copyAssets(target: CloneTarget, styleIds: ReadonlyMap<string, string>) {
    return copyAssets(this.db, this.copiedAssetsOf(target), {
      projectId: target.projectId,
      userId: target.userId,
      styleIds,
    });
  }
}
