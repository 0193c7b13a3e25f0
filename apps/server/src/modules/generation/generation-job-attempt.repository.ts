import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { generationJobs, type GenerationJobRow } from '../../db/schema.ts';
import { OPEN_STATUSES } from './generation-job.repository.ts';
import { attemptStartChanges, handBackChanges, recordedProgress } from './job-record.queries.ts';

/** The worker's writes to generation_jobs: one attempt's start, progress, files, end or hand-back. */
export class GenerationJobAttemptRepository {
  constructor(private readonly db: Database) {}

  /** The repository bound to a transaction. */
  in(tx: Database): GenerationJobAttemptRepository {
    return new GenerationJobAttemptRepository(tx);
  }

  /**
   * Starts an attempt: a queued job, or an active one whose worker died, becomes active with one more attempt.
   * Undefined when the job is finished or gone (a retry after completion does nothing).
   */
  async claim(id: string): Promise<GenerationJobRow | undefined> {
    const [row] = await this.db
      .update(generationJobs)
      .set({ status: 'active', ...attemptStartChanges(generationJobs) })
      .where(and(eq(generationJobs.id, id), inArray(generationJobs.status, OPEN_STATUSES)))
      .returning();
    return row;
  }

  /** Puts back a running job whose worker is stopping (handBackChanges); false when it was not running. */
  async handBack(id: string): Promise<boolean> {
    const rows = await this.db
      .update(generationJobs)
      .set(handBackChanges(generationJobs))
      .where(and(eq(generationJobs.id, id), eq(generationJobs.status, 'active')))
      .returning({ id: generationJobs.id });
    return rows.length > 0;
  }

  /** Keys chosen by the first attempt, or these ones when none were chosen yet (a retry reuses them). */
  async fixOutputKeys(id: string, keys: string[]): Promise<string[]> {
    const [row] = await this.db
      .update(generationJobs)
      .set({ outputKeys: sql`coalesce(${generationJobs.outputKeys}, ${JSON.stringify(keys)}::jsonb)` })
      .where(eq(generationJobs.id, id))
      .returning({ outputKeys: generationJobs.outputKeys });
    return row?.outputKeys ?? keys;
  }

  /** Records progress of an active job; answers whether its cancellation was asked for. */
  async setProgress(id: string, progress: number): Promise<{ isCancelRequested: boolean }> {
    const [row] = await this.db
      .update(generationJobs)
      .set({ progress: recordedProgress(progress), updatedAt: sql`now()` })
      .where(and(eq(generationJobs.id, id), eq(generationJobs.status, 'active')))
      .returning({ isCancelRequested: generationJobs.isCancelRequested });
    return { isCancelRequested: row?.isCancelRequested ?? true };
  }

  /** Inside a transaction: ends an open job; undefined when it was already finished (so nothing is done twice). */
  async finish(
    id: string,
    outcome: { status: 'completed' | 'failed'; result?: Record<string, unknown>; error?: string },
  ): Promise<GenerationJobRow | undefined> {
    const [row] = await this.db
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
  }
}
