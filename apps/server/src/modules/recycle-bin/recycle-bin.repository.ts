import { and, eq, sql } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RecycleBinType } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import { assets, projects, scenarios } from '../../db/schema.ts';
import { DELETED, isAssetDeleted, isScenarioDeleted } from '../projects/content-state.ts';
import { isManagedBy } from '../projects/project-managers.sql.ts';
import { assetPreview, scenarioPreviewOf, projectPreviewOf } from './recycle-bin-preview.sql.ts';

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
const projectDeleted = sql<boolean>`(${projects.status} = ${DELETED})`;

/** Queries of deleted projects, episodes and assets (the Recycle Bin), and purging them. */
export class RecycleBinRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): RecycleBinRepository {
    return new RecycleBinRepository(tx);
  }

  /**
   * The deleted projects the user manages (their own of no team, their teams' as an owner or admin) and the deleted
   * episodes and assets of such projects, in one statement.
   */
  async list(userId: string, types: readonly RecycleBinType[]): Promise<RecycleBinRow[]> {
    const [first, second, ...rest] = types.map((type) => this.binOf(type, userId));
    if (!first) return [];
    const rows = second ? await unionAll(first, second, ...rest) : await first;
    return rows.map((row) => ({ ...row, isProjectDeleted: Boolean(row.isProjectDeleted) }));
  }

  /** The episode with its project and whether it is in the bin. */
  async findScenario(id: string): Promise<ContentEntry | undefined> {
    const [row] = await this.db
      .select({ id: scenarios.id, projectId: scenarios.projectId, isDeleted: sql<boolean>`${isScenarioDeleted}` })
      .from(scenarios)
      .where(eq(scenarios.id, id))
      .limit(1);
    return row && { ...row, isDeleted: Boolean(row.isDeleted) };
  }

  /** The asset with its project and whether it is in the bin. */
  async findAsset(id: string): Promise<ContentEntry | undefined> {
    const [row] = await this.db
      .select({ id: assets.id, projectId: assets.projectId, isDeleted: sql<boolean>`${isAssetDeleted}` })
      .from(assets)
      .where(eq(assets.id, id))
      .limit(1);
    return row && { ...row, isDeleted: Boolean(row.isDeleted) };
  }

  /** Deletes for good; the foreign keys cascade to everything the row holds. */
  async purge(type: RecycleBinType, id: string): Promise<void> {
    if (type === 'project') await this.db.delete(projects).where(eq(projects.id, id));
    else if (type === 'scenario') await this.db.delete(scenarios).where(eq(scenarios.id, id));
    else await this.db.delete(assets).where(eq(assets.id, id));
  }

  /** The bin entries of one type, as one branch of the list's union. */
  private binOf(type: RecycleBinType, userId: string) {
    if (type === 'project') {
      return this.db
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
        .where(and(isManagedBy(this.db, userId), eq(projects.status, DELETED)));
    }
    if (type === 'scenario') {
      return this.db
        .select({
          type: sql<RecycleBinType>`'scenario'`,
          id: text(scenarios.id),
          name: text(scenarios.name),
          deletedAt: sql<Date>`coalesce(${scenarios.deletedAt}, ${scenarios.updatedAt})`.mapWith(projects.deletedAt),
          projectId: text(projects.id),
          projectName: text(projects.name),
          isProjectDeleted: projectDeleted,
          preview: scenarioPreviewOf(scenarios.id),
        })
        .from(scenarios)
        .innerJoin(projects, eq(projects.id, scenarios.projectId))
        .where(and(isManagedBy(this.db, userId), isScenarioDeleted));
    }
    return this.db
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
      .where(and(isManagedBy(this.db, userId), isAssetDeleted));
  }
}
