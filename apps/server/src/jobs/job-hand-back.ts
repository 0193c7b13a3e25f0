import type { DatabaseHandle } from '../db/index.ts';

/**
 * What a job handler answers when the worker's stop cut its run short: it discarded what it had written and put its
 * own record back to queued with the attempt uncounted; the queue then does the same to pg-boss's job.
 */
export const HANDED_BACK = 'handed-back';
/** A handler's answer: nothing (done, or failed for good), HANDED_BACK, or it throws to ask pg-boss for a retry. */
export type JobOutcome = typeof HANDED_BACK | void;

/** Why a stop aborts the jobs still running after its grace period. */
export class WorkerStoppingError extends Error {
  constructor() {
    super('The worker is stopping');
    this.name = 'WorkerStoppingError';
  }
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Puts pg-boss's active job `$2` of queue `$1` back as if it had never been fetched: pg-boss adds an attempt when it
 * fetches a job that started before (started_on set), so a first run goes back to `created` without a start, and a
 * retry goes back to `retry` with its count lowered by the one this fetch added. Ready at once (start_after), for
 * another worker or this one's next start. pg-boss's own completion of the handler's run then finds no active job
 * and changes nothing.
 */
export function handBackSql(bossSchema: string): string {
  const schema = quote(bossSchema);
  return `
    UPDATE ${schema}.job SET
      state = (CASE WHEN retry_count = 0 THEN 'created' ELSE 'retry' END)::${schema}.job_state,
      started_on = CASE WHEN retry_count = 0 THEN NULL ELSE started_on END,
      retry_count = greatest(retry_count - 1, 0),
      start_after = now()
    WHERE name = $1 AND id = $2 AND state = 'active'
    RETURNING id`;
}

/** Hands pg-boss's job back (handBackSql); false when it was no longer active (taken back by a sweep, say). */
export async function handBackToQueue(
  database: DatabaseHandle,
  bossSchema: string,
  queue: string,
  jobId: string,
): Promise<boolean> {
  const { rows } = await database.executeSql(handBackSql(bossSchema), [queue, jobId]);
  return rows.length > 0;
}
