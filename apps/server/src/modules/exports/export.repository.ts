import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { exports, scenarios, type ExportMetadata, type ExportRow } from '../../db/schema.ts';
import { isUuid } from '../scenarios/scenario.repository.ts';

export type NewExport = typeof exports.$inferInsert;
const OPEN = ['queued', 'processing'];

/** The only code that queries the exports table (an export row doubles as its render job's record). */
export function createExportRepository(db: Database) {
  return {
    async insert(values: NewExport): Promise<ExportRow> {
      const [row] = await db.insert(exports).values(values).returning();
      return row!;
    },

    async find(id: string): Promise<ExportRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(exports).where(eq(exports.id, id));
      return row;
    },

    /** The project of an episode (for the project room of its exports' events). */
    async projectIdOf(scenarioId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ projectId: scenarios.projectId })
        .from(scenarios)
        .where(eq(scenarios.id, scenarioId));
      return row?.projectId;
    },

    async findInScenario(scenarioId: string, id: string): Promise<ExportRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(exports)
        .where(and(eq(exports.id, id), eq(exports.scenarioId, scenarioId)));
      return row;
    },

    /** Newest first. */
    async listByScenario(scenarioId: string): Promise<ExportRow[]> {
      return db.select().from(exports).where(eq(exports.scenarioId, scenarioId)).orderBy(desc(exports.createdAt));
    },

    async rename(id: string, name: string): Promise<ExportRow | undefined> {
      const [row] = await db
        .update(exports)
        .set({ name, updatedAt: sql`now()` })
        .where(eq(exports.id, id))
        .returning();
      return row;
    },

    async delete(id: string): Promise<ExportRow | undefined> {
      const [row] = await db.delete(exports).where(eq(exports.id, id)).returning();
      return row;
    },

    /** Starts an attempt of an open export (one more attempt); undefined when finished or gone. */
    async claim(id: string): Promise<ExportRow | undefined> {
      const [row] = await db
        .update(exports)
        .set({
          status: 'processing',
          attempts: sql`${exports.attempts} + 1`,
          progress: 0,
          startedAt: sql`coalesce(${exports.startedAt}, now())`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(exports.id, id), inArray(exports.status, OPEN)))
        .returning();
      return row;
    },

    /**
     * Puts back a render whose worker is stopping: queued, its attempt uncounted (and never started when it was the
     * first); undefined when it was not rendering.
     */
    async handBack(id: string): Promise<ExportRow | undefined> {
      const [row] = await db
        .update(exports)
        .set({
          status: 'queued',
          attempts: sql`greatest(${exports.attempts} - 1, 0)`,
          progress: 0,
          startedAt: sql`CASE WHEN ${exports.attempts} <= 1 THEN NULL ELSE ${exports.startedAt} END`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(exports.id, id), eq(exports.status, 'processing')))
        .returning();
      return row;
    },

    async setProgress(id: string, progress: number): Promise<ExportRow | undefined> {
      const [row] = await db
        .update(exports)
        .set({ progress: Math.max(0, Math.min(99, Math.round(progress))), updatedAt: sql`now()` })
        .where(and(eq(exports.id, id), eq(exports.status, 'processing')))
        .returning();
      return row;
    },

    /** Ends an open export once; undefined when it was already finished or deleted. */
    async finish(
      id: string,
      outcome:
        | { status: 'completed'; duration: number; size: number; posterKey: string | null; metadata: ExportMetadata }
        | { status: 'failed'; error: string },
    ): Promise<ExportRow | undefined> {
      const values =
        outcome.status === 'completed'
          ? {
              status: 'completed',
              progress: 100,
              error: null,
              duration: outcome.duration,
              size: outcome.size,
              posterKey: outcome.posterKey,
              metadata: outcome.metadata,
            }
          : { status: 'failed', error: outcome.error };
      const [row] = await db
        .update(exports)
        .set({ ...values, finishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(exports.id, id), inArray(exports.status, OPEN)))
        .returning();
      return row;
    },

    /** Exports left queued (re-sent at worker start in case the process died before sending them). */
    async listQueued(limit = 200): Promise<Pick<ExportRow, 'id'>[]> {
      return db.select({ id: exports.id }).from(exports).where(eq(exports.status, 'queued')).limit(limit);
    },
  };
}
export type ExportRepository = ReturnType<typeof createExportRepository>;
