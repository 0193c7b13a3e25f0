import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { generationJobs, type GenerationJobRow } from '../../db/schema.ts';
import { isUuid } from '../scenarios/scenario.repository.ts';

export type NewGenerationJob = typeof generationJobs.$inferInsert;
export const OPEN_STATUSES = ['queued', 'active'];
/** The partial unique index that keeps one open job per target key. */
const OPEN_TARGET_INDEX = 'generation_jobs_open_target_unique';

/** Whether the error (or one it wraps) is a second open job for the same target key. */
export function isOpenTargetConflict(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, constraint, message, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    const names = [constraint, message].filter((value): value is string => typeof value === 'string');
    if (code === '23505' && names.some((text) => text.includes(OPEN_TARGET_INDEX))) return true;
    current = cause;
  }
  return false;
}

/**
 * The only code that queries generation_jobs, for requests and reads (the worker's attempts go through
 * GenerationJobAttemptRepository).
 */
export class GenerationJobRepository {
  constructor(private readonly db: Database) {}

  /** The repository bound to a transaction. */
  in(tx: Database): GenerationJobRepository {
    return new GenerationJobRepository(tx);
  }

  /** Inside the request's transaction (with the credit reservation): records the job. */
  async insert(values: NewGenerationJob): Promise<GenerationJobRow> {
    const [row] = await this.db.insert(generationJobs).values(values).returning();
    return row!;
  }

  /** The job, when the id is well formed and it exists. */
  async find(id: string): Promise<GenerationJobRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db.select().from(generationJobs).where(eq(generationJobs.id, id));
    return row;
  }

  /** The queued or running job that makes `targetKey`, if there is one. */
  async findOpenByTargetKey(targetKey: string): Promise<GenerationJobRow | undefined> {
    const [row] = await this.db
      .select()
      .from(generationJobs)
      .where(and(eq(generationJobs.targetKey, targetKey), inArray(generationJobs.status, OPEN_STATUSES)));
    return row;
  }

  /** Which of `targetKeys` a queued or running job makes. */
  async openTargetKeys(targetKeys: readonly string[]): Promise<Set<string>> {
    if (targetKeys.length === 0) return new Set();
    const rows = await this.db
      .select({ targetKey: generationJobs.targetKey })
      .from(generationJobs)
      .where(and(inArray(generationJobs.targetKey, [...targetKeys]), inArray(generationJobs.status, OPEN_STATUSES)));
    return new Set(rows.flatMap((row) => (row.targetKey ? [row.targetKey] : [])));
  }

  /** The project's queued and running jobs, oldest first. */
  async listOpenByProject(projectId: string, limit = 500): Promise<GenerationJobRow[]> {
    return this.db
      .select()
      .from(generationJobs)
      .where(and(eq(generationJobs.projectId, projectId), inArray(generationJobs.status, OPEN_STATUSES)))
      .orderBy(asc(generationJobs.createdAt))
      .limit(limit);
  }

  /**
   * Whether another completed job for `targetKey` made the same bytes (`result.contentHash`): the target already
   * has that take.
   */
  async hasCompletedTake(targetKey: string, contentHash: string, exceptId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: generationJobs.id })
      .from(generationJobs)
      .where(
        and(
          eq(generationJobs.targetKey, targetKey),
          eq(generationJobs.status, 'completed'),
          sql`${generationJobs.result} ->> 'contentHash' = ${contentHash}`,
          ne(generationJobs.id, exceptId),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  /** Asks a running job to stop; false when it is not open. */
  async requestCancel(id: string): Promise<boolean> {
    const rows = await this.db
      .update(generationJobs)
      .set({ isCancelRequested: true, updatedAt: sql`now()` })
      .where(and(eq(generationJobs.id, id), inArray(generationJobs.status, OPEN_STATUSES)))
      .returning({ id: generationJobs.id });
    return rows.length > 0;
  }

  /** Queued jobs older than the cut-off (sent again at worker start in case the process died before sending). */
  async listQueuedBefore(cutoff: Date, limit = 500): Promise<Pick<GenerationJobRow, 'id' | 'queue' | 'target'>[]> {
    return this.db
      .select({ id: generationJobs.id, queue: generationJobs.queue, target: generationJobs.target })
      .from(generationJobs)
      .where(and(eq(generationJobs.status, 'queued'), lt(generationJobs.createdAt, cutoff)))
      .limit(limit);
  }

  /** Jobs waiting for their first or next attempt, by the kind the job runner names (the target's type). */
  async countQueuedByKind(): Promise<{ kind: string; count: number }[]> {
    const kind = sql<string>`${generationJobs.target}->>'type'`;
    return this.db
      .select({ kind, count: sql<number>`count(*)::int` })
      .from(generationJobs)
      .where(eq(generationJobs.status, 'queued'))
      .groupBy(kind);
  }
}
