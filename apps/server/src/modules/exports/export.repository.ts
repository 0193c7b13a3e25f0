import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { exports, scenarios, type ExportMetadata, type ExportRow } from '../../db/schema.ts';
import { isUuid } from '../scenarios/scenario.repository.ts';
import { attemptStartChanges, handBackChanges, recordedProgress } from '../generation/job-record.queries.ts';

export type NewExport = typeof exports.$inferInsert;
const OPEN = ['queued', 'processing'];

/** The only code that queries the exports table (an export row doubles as its render job's record). */
export class ExportRepository {
  constructor(private readonly db: Database) {}

  /** The repository bound to a transaction. */
  in(tx: Database): ExportRepository {
    return new ExportRepository(tx);
  }

  /** Records a new export, queued. */
  async insert(values: NewExport): Promise<ExportRow> {
    const [row] = await this.db.insert(exports).values(values).returning();
    return row!;
  }

  /** The export, when the id is well formed and it exists. */
  async find(id: string): Promise<ExportRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db.select().from(exports).where(eq(exports.id, id));
    return row;
  }

  /** The project of an episode (for the project room of its exports' events). */
  async projectIdOf(scenarioId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ projectId: scenarios.projectId })
      .from(scenarios)
      .where(eq(scenarios.id, scenarioId));
    return row?.projectId;
  }

  /** The export when it belongs to this episode. */
  async findInScenario(scenarioId: string, id: string): Promise<ExportRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db
      .select()
      .from(exports)
      .where(and(eq(exports.id, id), eq(exports.scenarioId, scenarioId)));
    return row;
  }

  /** Newest first. */
  async listByScenario(scenarioId: string): Promise<ExportRow[]> {
    return this.db.select().from(exports).where(eq(exports.scenarioId, scenarioId)).orderBy(desc(exports.createdAt));
  }

  /** Renames the export. */
  async rename(id: string, name: string): Promise<ExportRow | undefined> {
    const [row] = await this.db
      .update(exports)
      .set({ name, updatedAt: sql`now()` })
      .where(eq(exports.id, id))
      .returning();
    return row;
  }

  /** Deletes the row (its files go when their references do). */
  async delete(id: string): Promise<ExportRow | undefined> {
    const [row] = await this.db.delete(exports).where(eq(exports.id, id)).returning();
    return row;
  }

  /** Starts an attempt of an open export (one more attempt, progress from 0); undefined when finished or gone. */
  async claim(id: string): Promise<ExportRow | undefined> {
    const [row] = await this.db
      .update(exports)
      .set({ status: 'processing', progress: 0, ...attemptStartChanges(exports) })
      .where(and(eq(exports.id, id), inArray(exports.status, OPEN)))
      .returning();
    return row;
  }

  /** Puts back a render whose worker is stopping (handBackChanges); undefined when it was not rendering. */
  async handBack(id: string): Promise<ExportRow | undefined> {
    const [row] = await this.db
      .update(exports)
      .set(handBackChanges(exports))
      .where(and(eq(exports.id, id), eq(exports.status, 'processing')))
      .returning();
    return row;
  }

  /** Records progress of a rendering export; undefined when it is not rendering. */
  async setProgress(id: string, progress: number): Promise<ExportRow | undefined> {
    const [row] = await this.db
      .update(exports)
      .set({ progress: recordedProgress(progress), updatedAt: sql`now()` })
      .where(and(eq(exports.id, id), eq(exports.status, 'processing')))
      .returning();
    return row;
  }

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
    const [row] = await this.db
      .update(exports)
      .set({ ...values, finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(exports.id, id), inArray(exports.status, OPEN)))
      .returning();
    return row;
  }

  /** Exports left queued (re-sent at worker start in case the process died before sending them). */
  async listQueued(limit = 200): Promise<Pick<ExportRow, 'id'>[]> {
    return this.db.select({ id: exports.id }).from(exports).where(eq(exports.status, 'queued')).limit(limit);
  }

  /** Renders waiting for their first or next attempt. */
  async countQueued(): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(exports)
      .where(eq(exports.status, 'queued'));
    return row?.count ?? 0;
  }
}
