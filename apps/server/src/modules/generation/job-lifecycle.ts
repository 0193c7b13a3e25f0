import type { JobKind } from '@sym/contracts';
import type { JobDefinition } from './job-definition.ts';

/** One attempt of a job as its record keeps it, claimed by the runner (jobs/job-runner.ts). */
export interface ClaimedJob<Row> {
  id: string;
  record: Row;
  /** The kind the record names (its stored target's type, 'export' for an export row). */
  kind: unknown;
  /** Attempts started so far, this one included. */
  attempts: number;
  /** When the job was queued (its record made). */
  queuedAt: Date;
  userId: string;
  projectId: string | null;
  /** The stored request and target, unparsed: the kind's schemas read them. */
  payload: unknown;
  target: unknown;
  /** Files this attempt wrote: a hand-back discards them. */
  written: string[];
}

/**
 * The life of the jobs one table keeps (generation_jobs, exports), which the one runner drives for every kind
 * kept there: claiming an attempt, recording progress, completing with the handler's output, failing (with the
 * refund of its credits) and handing a job back when the worker stops. The runner knows no table and no kind.
 */
export interface JobLifecycle<Row, Deps, Output> {
  /** What the handlers of these kinds are given. */
  readonly deps: Deps;
  /** Least time between two progress writes. */
  readonly progressWriteMs: number;
  /** How often a running job looks for a cancellation (null: these jobs cannot be cancelled). */
  readonly cancelCheckMs: number | null;
  /** Starts an attempt of an open record; undefined when it is finished or gone (nothing to do). */
  claim(jobId: string): Promise<ClaimedJob<Row> | undefined>;
  /** The attempt passed its checks and starts working. */
  started(job: ClaimedJob<Row>): void;
  /** Records progress; answers whether the job's cancellation was asked for. */
  progress(job: ClaimedJob<Row>, percent: number): Promise<{ isCancelRequested: boolean }>;
  /** Completes the record with what the handler made (stores it, fills the target, captures credits). */
  complete(
    definition: JobDefinition<JobKind, unknown, unknown, Deps, Output>,
    job: ClaimedJob<Row>,
    parsed: { payload: unknown; target: unknown },
    output: Output,
  ): Promise<void>;
  /** Ends the job as failed with the user's message: its target marked failed, its credits released, once. */
  fail(job: ClaimedJob<Row>, message: string): Promise<void>;
  /** Discards what the attempt wrote and puts the record back to queued, the attempt uncounted. */
  handBack(job: ClaimedJob<Row>): Promise<void>;
  /** Whether another attempt may succeed where this error failed. */
  isRetryable(error: unknown): boolean;
  /** The user's words for a failure. */
  failureMessage(error: unknown, job: ClaimedJob<Row>): string;
  /** The user's words for a job whose attempts ran out (crashes included). */
  gaveUpMessage(job: ClaimedJob<Row>): string;
}
