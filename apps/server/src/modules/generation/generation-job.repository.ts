import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { generationJobs, type GenerationJobRow } from '../../db/schema.ts';
import { isUuid } from '../scenarios/scenario.repository.ts';

export type NewGenerationJob = typeof generationJobs.$inferInsert;
const OPEN_STATUSES = ['queued', 'active'];
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

/** The only code that queries generation_jobs. */
export function createGenerationJobRepository(db: Database) {
  return {
    /** Inside the request's transaction (with the credit reservation): records the job. */
    async insert(values: NewGenerationJob): Promise<GenerationJobRow> {
      const [row] = await db.insert(generationJobs).values(values).returning();
      return row!;
    },

    /** The job, when the id is well formed and it exists. */
    async find(id: string): Promise<GenerationJobRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(generationJobs).where(eq(generationJobs.id, id));
      return row;
    },

    /** The queued or running job that makes `targetKey`, if there is one. */
    async findOpenByTargetKey(targetKey: string): Promise<GenerationJobRow | undefined> {
      const [row] = await db
        .select()
        .from(generationJobs)
        .where(and(eq(generationJobs.targetKey, targetKey), inArray(generationJobs.status, OPEN_STATUSES)));
      return row;
    },

    /** The project's queued and running jobs, oldest first. */
    async listOpenByProject(projectId: string, limit = 500): Promise<GenerationJobRow[]> {
      return db
        .select()
        .from(generationJobs)
        .where(and(eq(generationJobs.projectId, projectId), inArray(generationJobs.status, OPEN_STATUSES)))
        .orderBy(asc(generationJobs.createdAt))
        .limit(limit);
    },

    /**
     * Starts an attempt: a queued job, or an active one whose worker died, becomes active with one more attempt.
     * Undefined when the job is finished or gone (a retry after completion does nothing).
     */
    async claim(id: string): Promise<GenerationJobRow | undefined> {
      const [row] = await db
        .update(generationJobs)
        .set({
          status: 'active',
          attempts: sql`${generationJobs.attempts} + 1`,
          startedAt: sql`coalesce(${generationJobs.startedAt}, now())`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(generationJobs.id, id), inArray(generationJobs.status, OPEN_STATUSES)))
        .returning();
      return row;
    },

    /**
     * Puts back a running job whose worker is stopping: queued, its attempt uncounted (and never started when it was
     * the first), so the next worker runs it as if this attempt never happened. False when it was not running.
     */
    async handBack(id: string): Promise<boolean> {
      const rows = await db
        .update(generationJobs)
        .set({
          status: 'queued',
          attempts: sql`greatest(${generationJobs.attempts} - 1, 0)`,
          progress: 0,
          startedAt: sql`CASE WHEN ${generationJobs.attempts} <= 1 THEN NULL ELSE ${generationJobs.startedAt} END`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(generationJobs.id, id), eq(generationJobs.status, 'active')))
        .returning({ id: generationJobs.id });
      return rows.length > 0;
    },

    /** Keys chosen by the first attempt, or these ones when none were chosen yet (a retry reuses them). */
    async fixOutputKeys(id: string, keys: string[]): Promise<string[]> {
      const [row] = await db
        .update(generationJobs)
        .set({ outputKeys: sql`coalesce(${generationJobs.outputKeys}, ${JSON.stringify(keys)}::jsonb)` })
        .where(eq(generationJobs.id, id))
        .returning({ outputKeys: generationJobs.outputKeys });
      return row?.outputKeys ?? keys;
    },

    /** Records progress of an active job; answers whether its cancellation was asked for. */
    async setProgress(id: string, progress: number): Promise<{ isCancelRequested: boolean }> {
      const [row] = await db
        .update(generationJobs)
        .set({ progress: Math.max(0, Math.min(99, Math.round(progress))), updatedAt: sql`now()` })
        .where(and(eq(generationJobs.id, id), eq(generationJobs.status, 'active')))
        .returning({ isCancelRequested: generationJobs.isCancelRequested });
      return { isCancelRequested: row?.isCancelRequested ?? true };
    },

    /** Inside a transaction: ends an open job; undefined when it was already finished (so nothing is done twice). */
    async finish(
      id: string,
      outcome: { status: 'completed' | 'failed'; result?: Record<string, unknown>; error?: string },
    ): Promise<GenerationJobRow | undefined> {
      const [row] = await db
        .update(generationJobs)
        .set({
          status: outcome.status,
          progress: outcome.status === 'completed' ? 100 : sql`${generationJobs.progress}`,
          result: outcome.result ?? null,
          error: outcome.error ?? null,
          finishedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(generationJobs.id, id), inArray(generationJobs.status, OPEN_STATUSES)))
        .returning();
      return row;
    },

    /**
     * Whether another completed job for `targetKey` made the same bytes (`result.contentHash`): the target already
     * has that take.
     */
    async hasCompletedTake(targetKey: string, contentHash: string, exceptId: string): Promise<boolean> {
      const rows = await db
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
    },

    /** Asks a running job to stop; false when it is not open. */
    async requestCancel(id: string): Promise<boolean> {
      const rows = await db
        .update(generationJobs)
        .set({ isCancelRequested: true, updatedAt: sql`now()` })
        .where(and(eq(generationJobs.id, id), inArray(generationJobs.status, OPEN_STATUSES)))
        .returning({ id: generationJobs.id });
      return rows.length > 0;
    },

    /** Queued jobs older than the cut-off (sent again at worker start in case the process died before sending). */
    async listQueuedBefore(cutoff: Date, limit = 500): Promise<Pick<GenerationJobRow, 'id' | 'queue'>[]> {
      return db
        .select({ id: generationJobs.id, queue: generationJobs.queue })
        .from(generationJobs)
        .where(and(eq(generationJobs.status, 'queued'), lt(generationJobs.createdAt, cutoff)))
        .limit(limit);
    },
  };
}
export type GenerationJobRepository = ReturnType<typeof createGenerationJobRepository>;
