import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { scenarios, scenes, shotAssets, shotGenerations, shots } from '../../db/schema.ts';
import { copyTimeline } from '../timeline/timeline-clone.ts';
import { insertChunked, remap, type CloneTarget } from './clone-rows.ts';
import { isScenarioLive } from './content-state.ts';

/** Copies a project's live episodes into the clone (ProjectCloneRepository's episode half). Run it inside a transaction. */
export class ScenarioCloneRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction (the one copy runs in). */
  in(tx: Database): ScenarioCloneRepository {
    return new ScenarioCloneRepository(tx);
  }

  /** Copies the source project's live episodes with their scenes, shots, shot assets, generations and timelines. */
  async copyScenarios(
    target: CloneTarget,
    assetIds: ReadonlyMap<string, string>,
    styleIds: ReadonlyMap<string, string>,
    variantIds: ReadonlyMap<string, string> = new Map(),
  ) {
    const rows = await this.db
      .select()
      .from(scenarios)
      .where(and(eq(scenarios.projectId, target.sourceProjectId), isScenarioLive));
    const scenarioIds = remap(rows.map((row) => row.id));
    await insertChunked(
      rows.map((row) => ({
        ...row,
        id: scenarioIds.get(row.id)!,
        projectId: target.projectId,
        userId: target.userId,
        // An episode styled by the project's own module keeps that style through the module's copy.
        styleModuleId: row.styleModuleId ? (styleIds.get(row.styleModuleId) ?? row.styleModuleId) : null,
      })),
      (chunk) => this.db.insert(scenarios).values(chunk),
    );
    if (scenarioIds.size === 0) return { scenarios: 0, shots: 0, shotAssets: 0, shotGenerations: 0 };

    // Scenes keep their location when it was copied (a deleted location asset was not).
    const sceneRows = await this.db
      .select()
      .from(scenes)
      .where(inArray(scenes.scenarioId, this.liveScenarioIds(target.sourceProjectId)));
    const sceneIds = remap(sceneRows.map((row) => row.id));
    await insertChunked(
      sceneRows.map((row) => ({
        ...row,
        id: sceneIds.get(row.id)!,
        scenarioId: scenarioIds.get(row.scenarioId)!,
        locationAssetId: row.locationAssetId ? (assetIds.get(row.locationAssetId) ?? null) : null,
      })),
      (chunk) => this.db.insert(scenes).values(chunk),
    );
    const shotRows = await this.db
      .select()
      .from(shots)
      .where(inArray(shots.scenarioId, this.liveScenarioIds(target.sourceProjectId)));
    const shotIds = remap(shotRows.map((row) => row.id));
    await insertChunked(
      shotRows.map((row) => ({
        ...row,
        id: shotIds.get(row.id)!,
        scenarioId: scenarioIds.get(row.scenarioId)!,
        sceneId: row.sceneId ? (sceneIds.get(row.sceneId) ?? null) : null,
        styleModuleId: row.styleModuleId ? (styleIds.get(row.styleModuleId) ?? row.styleModuleId) : null,
        // Each character keeps its look through the copies of the asset and its variant.
        looks: Object.fromEntries(
          Object.entries(row.looks).flatMap(([assetId, variantId]) => {
            const asset = assetIds.get(assetId);
            const variant = variantIds.get(variantId);
            return asset && variant ? [[asset, variant]] : [];
          }),
        ),
      })),
      (chunk) => this.db.insert(shots).values(chunk),
    );
    await copyTimeline(this.db, { scenarioIds, shotIds, assetIds });
    if (shotIds.size === 0) return { scenarios: rows.length, shots: 0, shotAssets: 0, shotGenerations: 0 };

    // Links to assets that were not copied (deleted ones) are dropped with them.
    const links = (
      await this.db
        .select()
        .from(shotAssets)
        .where(inArray(shotAssets.shotId, this.shotIdsOf(target.sourceProjectId)))
    )
      .filter((link) => assetIds.has(link.assetId))
      .map((link) => ({ shotId: shotIds.get(link.shotId)!, assetId: assetIds.get(link.assetId)! }));
    await insertChunked(links, (chunk) => this.db.insert(shotAssets).values(chunk));
    const generations = await this.db
      .select()
      .from(shotGenerations)
      .where(inArray(shotGenerations.shotId, this.shotIdsOf(target.sourceProjectId)));
    await insertChunked(
      generations.map((row) => ({ ...row, id: randomUUID(), shotId: shotIds.get(row.shotId)! })),
      (chunk) => this.db.insert(shotGenerations).values(chunk),
    );
    return {
      scenarios: rows.length,
      shots: shotRows.length,
      shotAssets: links.length,
      shotGenerations: generations.length,
    };
  }

  private liveScenarioIds(projectId: string) {
    return this.db
      .select({ id: scenarios.id })
      .from(scenarios)
      .where(and(eq(scenarios.projectId, projectId), isScenarioLive));
  }

  private shotIdsOf(projectId: string) {
    return this.db
      .select({ id: shots.id })
      .from(shots)
      .where(inArray(shots.scenarioId, this.liveScenarioIds(projectId)));
  }
}
