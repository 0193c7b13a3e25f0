import { and, count, eq, sql } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RecycleBinType } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import { assets, projects, scenarios } from '../../db/schema.ts';
import {
  DELETED,
  isAssetDeleted,
  isAssetLive,
  isProjectLive,
  isScenarioDeleted,
  isScenarioLive,
} from '../projects/content-state.ts';
import { assetPreview, episodePreviewOf, projectPreviewOf } from './recycle-bin-preview.sql.ts';

export interface RecycleBinRow {
  type: RecycleBinType;
  id: string;
  name: string;
  deletedAt: Date;
  projectId: string;
  projectName: string;
  isProjectDeleted: boolean;
  /** The entry's picture as its rows keep it (recycle-bin-preview.sql.ts), or null. */
  preview: string | null;
}

/** A scenario or asset with what decides whether it may be restored or purged. */
export interface ContentEntry {
  id: string;
  projectId: string;
  isDeleted: boolean;
}

// A union needs the same selection in every branch, so columns of different tables are selected as plain values.
const text = (column: AnyPgColumn) => sql<string>`${column}`;

export type RecycleBinRepository = ReturnType<typeof createRecycleBinRepository>;

/** Queries of deleted projects, episodes and assets (the Recycle Bin), restoring them and purging them. */
export function createRecycleBinRepository(db: Database) {
  const projectDeleted = sql<boolean>`(${projects.status} = ${DELETED})`;
  const binOf = {
    project: (userId: string) =>
      db
        .select({
          type: sql<RecycleBinType>`'project'`,
          id: text(projects.id),
          name: text(projects.name),
          deletedAt: sql<Date>`coalesce(${projects.deletedAt}, ${projects.updatedAt})`.mapWith(projects.deletedAt),
          projectId: text(projects.id),
          projectName: text(projects.name),
          isProjectDeleted: sql<boolean>`true`,
          preview: projectPreviewOf(projects.id),
        })
        .from(projects)
        .where(and(eq(projects.userId, userId), eq(projects.status, DELETED))),
    scenario: (userId: string) =>
      db
        .select({
          type: sql<RecycleBinType>`'scenario'`,
          id: text(scenarios.id),
          name: text(scenarios.name),
          deletedAt: sql<Date>`coalesce(${scenarios.deletedAt}, ${scenarios.updatedAt})`.mapWith(projects.deletedAt),
          projectId: text(projects.id),
          projectName: text(projects.name),
          isProjectDeleted: projectDeleted,
          preview: episodePreviewOf(scenarios.id),
        })
        .from(scenarios)
        .innerJoin(projects, eq(projects.id, scenarios.projectId))
        .where(and(eq(projects.userId, userId), isScenarioDeleted)),
    asset: (userId: string) =>
      db
        .select({
          type: sql<RecycleBinType>`'asset'`,
          id: text(assets.id),
          name: text(assets.name),
          deletedAt: sql<Date>`coalesce(${assets.deletedAt}, ${assets.updatedAt})`.mapWith(projects.deletedAt),
          projectId: text(projects.id),
          projectName: text(projects.name),
          isProjectDeleted: projectDeleted,
          preview: assetPreview,
        })
        .from(assets)
        .innerJoin(projects, eq(projects.id, assets.projectId))
        .where(and(eq(projects.userId, userId), isAssetDeleted)),
  };

  return {
    /** The owner's deleted projects and the deleted episodes and assets of their projects, in one statement. */
    async list(userId: string, types: readonly RecycleBinType[]): Promise<RecycleBinRow[]> {
      const [first, second, ...rest] = types.map((type) => binOf[type](userId));
      if (!first) return [];
      const rows = second ? await unionAll(first, second, ...rest) : await first;
      return rows.map((row) => ({ ...row, isProjectDeleted: Boolean(row.isProjectDeleted) }));
    },

    async findScenario(id: string): Promise<ContentEntry | undefined> {
      const [row] = await db
        .select({ id: scenarios.id, projectId: scenarios.projectId, isDeleted: sql<boolean>`${isScenarioDeleted}` })
        .from(scenarios)
        .where(eq(scenarios.id, id))
        .limit(1);
      return row && { ...row, isDeleted: Boolean(row.isDeleted) };
    },

    async findAsset(id: string): Promise<ContentEntry | undefined> {
      const [row] = await db
        .select({ id: assets.id, projectId: assets.projectId, isDeleted: sql<boolean>`${isAssetDeleted}` })
        .from(assets)
        .where(eq(assets.id, id))
        .limit(1);
      return row && { ...row, isDeleted: Boolean(row.isDeleted) };
    },

    /** Serialises limit checks of one key until commit. */
    async lock(key: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    },

    async countOwnedProjects(ownerId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(projects)
        .where(and(eq(projects.userId, ownerId), isProjectLive));
      return row?.value ?? 0;
    },

    async countLiveScenarios(projectId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(scenarios)
        .where(and(eq(scenarios.projectId, projectId), isScenarioLive));
      return row?.value ?? 0;
    },

    async countLiveAssets(projectId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(assets)
        .where(and(eq(assets.projectId, projectId), isAssetLive));
      return row?.value ?? 0;
    },

    async restoreProject(id: string): Promise<void> {
      await db
        .update(projects)
        .set({ status: 'active', deletedAt: null, updatedAt: sql`now()` })
        .where(eq(projects.id, id));
    },

    /** Episodes have no 'active' status (spec §3): one marked 'deleted' comes back as a draft, others keep theirs. */
    async restoreScenario(id: string): Promise<void> {
      await db
        .update(scenarios)
        .set({
          status: sql`case when ${scenarios.status} = ${DELETED} then 'draft' else ${scenarios.status} end`,
          deletedAt: null,
          updatedAt: sql`now()`,
        })
        .where(eq(scenarios.id, id));
    },

    async restoreAsset(id: string): Promise<void> {
      await db
        .update(assets)
        .set({ status: 'active', deletedAt: null, updatedAt: sql`now()` })
        .where(eq(assets.id, id));
    },

    /** Deletes for good; the foreign keys cascade to everything the row holds. */
    async purge(type: RecycleBinType, id: string): Promise<void> {
      if (type === 'project') await db.delete(projects).where(eq(projects.id, id));
      else if (type === 'scenario') await db.delete(scenarios).where(eq(scenarios.id, id));
      else await db.delete(assets).where(eq(assets.id, id));
    },
  };
}
