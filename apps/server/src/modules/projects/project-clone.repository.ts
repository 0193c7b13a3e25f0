import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import {
  assetGenerations,
  assets,
  scenarios,
  shotAssets,
  shotGenerations,
  shots,
  styleModules,
  variantImages,
  variantModifications,
} from '../../db/schema.ts';
import { copyTimeline } from '../timeline/timeline-clone.ts';
import { isAssetLive, isScenarioLive } from './content-state.ts';

export interface CloneTarget {
  sourceProjectId: string;
  projectId: string;
  /** The new owner: every copied row is created by them. */
  userId: string;
}

export interface CloneSummary {
  /** Old style module id → new one, to remap the project's own style reference. */
  styleModuleIds: ReadonlyMap<string, string>;
  counts: {
    styleModules: number;
    assets: number;
    generations: number;
    variantImages: number;
    modifications: number;
    scenarios: number;
    shots: number;
    shotAssets: number;
    shotGenerations: number;
  };
}

// Well under PostgreSQL's 65535 bind parameters for the widest row here.
const CHUNK = 500;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

function remap(ids: Iterable<string>): Map<string, string> {
  return new Map(Array.from(ids, (id) => [id, randomUUID()]));
}

export type ProjectCloneRepository = ReturnType<typeof createProjectCloneRepository>;

/**
 * Copies a project's content into another project with fresh ids, keeping every reference inside the copy
 * (shot → asset, variant image → generation, asset → project style module). Run it inside a transaction.
 * Creation times are kept so the copy sorts (and previews) like the original.
 */
export function createProjectCloneRepository(db: Database) {
  // Sub-selects instead of id lists keep the bind parameters few however large the project is.
  const liveAssetIds = (projectId: string) =>
    db
      .select({ id: assets.id })
      .from(assets)
      .where(and(eq(assets.projectId, projectId), isAssetLive));
  const generationIdsOf = (projectId: string) =>
    db
      .select({ id: assetGenerations.id })
      .from(assetGenerations)
      .where(inArray(assetGenerations.assetId, liveAssetIds(projectId)));
  const liveScenarioIds = (projectId: string) =>
    db
      .select({ id: scenarios.id })
      .from(scenarios)
      .where(and(eq(scenarios.projectId, projectId), isScenarioLive));
  const shotIdsOf = (projectId: string) =>
    db
      .select({ id: shots.id })
      .from(shots)
      .where(inArray(shots.scenarioId, liveScenarioIds(projectId)));

  async function copyStyleModules(target: CloneTarget) {
    const rows = await db.select().from(styleModules).where(eq(styleModules.projectId, target.sourceProjectId));
    const ids = remap(rows.map((row) => row.id));
    await insertChunked(
      rows.map((row) => ({ ...row, id: ids.get(row.id)!, projectId: target.projectId, userId: target.userId })),
      (chunk) => db.insert(styleModules).values(chunk),
    );
    return ids;
  }

  async function copyAssets(target: CloneTarget, styleIds: ReadonlyMap<string, string>) {
    const rows = await db
      .select()
      .from(assets)
      .where(and(eq(assets.projectId, target.sourceProjectId), isAssetLive));
    const assetIds = remap(rows.map((row) => row.id));
    await insertChunked(
      rows.map((row) => ({
        ...row,
        id: assetIds.get(row.id)!,
        projectId: target.projectId,
        userId: target.userId,
        attachedStyleModules: row.attachedStyleModules.map((moduleId) => styleIds.get(moduleId) ?? moduleId),
      })),
      (chunk) => db.insert(assets).values(chunk),
    );
    if (assetIds.size === 0) return { assetIds, generations: 0, images: 0, modifications: 0 };

    const generations = await db
      .select()
      .from(assetGenerations)
      .where(inArray(assetGenerations.assetId, liveAssetIds(target.sourceProjectId)));
    const generationIds = remap(generations.map((row) => row.id));
    await insertChunked(
      generations.map((row) => ({
        ...row,
        id: generationIds.get(row.id)!,
        assetId: assetIds.get(row.assetId)!,
        userId: target.userId,
      })),
      (chunk) => db.insert(assetGenerations).values(chunk),
    );
    if (generationIds.size === 0) return { assetIds, generations: 0, images: 0, modifications: 0 };

    const images = await db
      .select()
      .from(variantImages)
      .where(inArray(variantImages.generationId, generationIdsOf(target.sourceProjectId)));
    await insertChunked(
      images.map((row) => ({ ...row, id: randomUUID(), generationId: generationIds.get(row.generationId)! })),
      (chunk) => db.insert(variantImages).values(chunk),
    );
    const modifications = await db
      .select()
      .from(variantModifications)
      .where(inArray(variantModifications.generationId, generationIdsOf(target.sourceProjectId)));
    await insertChunked(
      modifications.map((row) => ({ ...row, id: randomUUID(), generationId: generationIds.get(row.generationId)! })),
      (chunk) => db.insert(variantModifications).values(chunk),
    );
    return { assetIds, generations: generations.length, images: images.length, modifications: modifications.length };
  }

  async function copyScenarios(
    target: CloneTarget,
    assetIds: ReadonlyMap<string, string>,
    styleIds: ReadonlyMap<string, string>,
  ) {
    const rows = await db
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
      (chunk) => db.insert(scenarios).values(chunk),
    );
    if (scenarioIds.size === 0) return { scenarios: 0, shots: 0, shotAssets: 0, shotGenerations: 0 };

    const shotRows = await db
      .select()
      .from(shots)
      .where(inArray(shots.scenarioId, liveScenarioIds(target.sourceProjectId)));
    const shotIds = remap(shotRows.map((row) => row.id));
    await insertChunked(
      shotRows.map((row) => ({ ...row, id: shotIds.get(row.id)!, scenarioId: scenarioIds.get(row.scenarioId)! })),
      (chunk) => db.insert(shots).values(chunk),
    );
    await copyTimeline(db, scenarioIds, shotIds);
    if (shotIds.size === 0) return { scenarios: rows.length, shots: 0, shotAssets: 0, shotGenerations: 0 };

    // Links to assets that were not copied (deleted ones) are dropped with them.
    const links = (
      await db
        .select()
        .from(shotAssets)
        .where(inArray(shotAssets.shotId, shotIdsOf(target.sourceProjectId)))
    )
      .filter((link) => assetIds.has(link.assetId))
      .map((link) => ({ shotId: shotIds.get(link.shotId)!, assetId: assetIds.get(link.assetId)! }));
    await insertChunked(links, (chunk) => db.insert(shotAssets).values(chunk));
    const generations = await db
      .select()
      .from(shotGenerations)
      .where(inArray(shotGenerations.shotId, shotIdsOf(target.sourceProjectId)));
    await insertChunked(
      generations.map((row) => ({ ...row, id: randomUUID(), shotId: shotIds.get(row.shotId)! })),
      (chunk) => db.insert(shotGenerations).values(chunk),
    );
    return {
      scenarios: rows.length,
      shots: shotRows.length,
      shotAssets: links.length,
      shotGenerations: generations.length,
    };
  }

  return {
    /** Copies style modules, live assets (generations, images, modifications) and live episodes (shots, links, generations). */
    async copyContent(target: CloneTarget): Promise<CloneSummary> {
      const styleModuleIds = await copyStyleModules(target);
      const copiedAssets = await copyAssets(target, styleModuleIds);
      const copiedScenarios = await copyScenarios(target, copiedAssets.assetIds, styleModuleIds);
      return {
        styleModuleIds,
        counts: {
          styleModules: styleModuleIds.size,
          assets: copiedAssets.assetIds.size,
          generations: copiedAssets.generations,
          variantImages: copiedAssets.images,
          modifications: copiedAssets.modifications,
          ...copiedScenarios,
        },
      };
    },
  };
}
