import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { exports, projects, scenarios, shares, type ExportRow, type ShareRow } from '../../db/schema.ts';
import { isProjectLive, isScenarioLive } from '../projects/content-state.ts';
import { isUuid } from '../scenarios/scenario.repository.ts';

/** The status of an export whose file is finished and may be shared. */
export const COMPLETED = 'completed';

const isActive = isNull(shares.revokedAt);

/**
 * The only code that queries the shares table. It also reads the exports a link points at (the newest completed
 * one, one by id, the public video): read-only lookups, the exports module owns writing them.
 */
export class ShareRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): ShareRepository {
    return new ShareRepository(tx);
  }

  /** The export's active link, if it has one. */
  async findActiveForExport(exportId: string): Promise<ShareRow | undefined> {
    const [row] = await this.db
      .select()
      .from(shares)
      .where(and(eq(shares.exportId, exportId), isActive))
      .limit(1);
    return row;
  }

  /** The export if it belongs to this episode, whatever its status. */
  async findExport(scenarioId: string, exportId: string): Promise<ExportRow | undefined> {
    if (!isUuid(exportId)) return undefined;
    const [row] = await this.db
      .select()
      .from(exports)
      .where(and(eq(exports.id, exportId), eq(exports.scenarioId, scenarioId)))
      .limit(1);
    return row;
  }

  /** The episode's most recent completed export a browser can play (not a ProRes file for editing), if any. */
  async newestCompletedExport(scenarioId: string): Promise<ExportRow | undefined> {
    const [row] = await this.db
      .select()
      .from(exports)
      .where(and(eq(exports.scenarioId, scenarioId), eq(exports.status, COMPLETED), ne(exports.codec, 'prores')))
      .orderBy(desc(exports.createdAt), desc(exports.id))
      .limit(1);
    return row;
  }

  /**
   * The export's active link, created with a fresh random id when it has none. Two racing calls end with the
   * same link: the partial unique index refuses the second insert, which then reads the winner's row.
   */
  async activeOrCreate(values: { exportId: string; scenarioId: string; createdBy: string }): Promise<ShareRow> {
    const existing = await this.findActiveForExport(values.exportId);
    if (existing) return existing;
    const [inserted] = await this.db
      .insert(shares)
      .values({ ...values, id: randomUUID() })
      .onConflictDoNothing()
      .returning();
    return inserted ?? (await this.findActiveForExport(values.exportId))!;
  }

  /** The active link if it belongs to this episode. */
  async findActiveInScenario(scenarioId: string, shareId: string): Promise<ShareRow | undefined> {
    if (!isUuid(shareId)) return undefined;
    const [row] = await this.db
      .select()
      .from(shares)
      .where(and(eq(shares.id, shareId), eq(shares.scenarioId, scenarioId), isActive))
      .limit(1);
    return row;
  }

  /** Revokes the link: its page and media stop answering at once. */
  async revoke(shareId: string): Promise<void> {
    await this.db
      .update(shares)
      .set({ revokedAt: sql`now()` })
      .where(eq(shares.id, shareId));
  }

  /** Active link ids by export id, for the exports' presenter (one query for a whole list). */
  async activeByExportIds(exportIds: readonly string[]): Promise<Map<string, string>> {
    if (exportIds.length === 0) return new Map();
    const rows = await this.db
      .select({ exportId: shares.exportId, shareId: shares.id })
      .from(shares)
      .where(and(inArray(shares.exportId, [...exportIds]), isActive));
    return new Map(rows.map((row) => [row.exportId, row.shareId]));
  }

  /**
   * The completed export behind an active link, while its episode and project are live (a link of an episode
   * in the Recycle Bin shows nothing, like a revoked one).
   */
  async findPublicExport(shareId: string): Promise<ExportRow | undefined> {
    if (!isUuid(shareId)) return undefined;
    const [row] = await this.db
      .select({ export: exports })
      .from(shares)
      .innerJoin(exports, eq(exports.id, shares.exportId))
      .innerJoin(scenarios, eq(scenarios.id, exports.scenarioId))
      .innerJoin(projects, eq(projects.id, scenarios.projectId))
      .where(and(eq(shares.id, shareId), isActive, eq(exports.status, COMPLETED), isScenarioLive, isProjectLive))
      .limit(1);
    return row?.export;
  }
}
