import { serverMessageText, type JobKind } from '@sym/contracts';
import { seedOf } from '../modules/generation/generation-takes.ts';
import { JobFailure, type JobDefinition, type JobSettings } from '../modules/generation/job-definition.ts';
import type { ClaimedJob, JobLifecycle } from '../modules/generation/job-lifecycle.ts';
import type { AppMetrics, JobAttemptOutcome } from '../metrics/app-metrics.ts';
import { HANDED_BACK, type JobOutcome } from './job-hand-back.ts';

export interface JobLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface JobRunnerDeps<Row, Deps, Output> {
  /** The table whose kinds this runner runs. */
  lifecycle: JobLifecycle<Row, Deps, Output>;
  definitions: readonly JobDefinition<JobKind, unknown, unknown, Deps, Output>[];
  settings: JobSettings;
  log: JobLog;
  /** Counts waits, attempts and their outcomes (with METRICS_TOKEN or METRICS_PORT). */
  metrics?: Pick<AppMetrics, 'jobStarted' | 'jobFinished'>;
}

class JobCancelledError extends Error {}
class JobTimedOutError extends Error {}

/**
 * Runs one attempt of any job kind (Immich's and Documenso's job runners): claims the record, reads its stored
 * target and request through the kind's schemas (a request they reject fails the job and refunds it), runs the
 * kind's handler under cancellation, timeout and the worker's stop, then completes, retries, fails or hands the
 * job back through its table's lifecycle. Throws only to ask pg-boss for a retry. It names no kind and no table.
 */
export class JobRunner<Row, Deps, Output> {
  private readonly byKind: ReadonlyMap<unknown, JobDefinition<JobKind, unknown, unknown, Deps, Output>>;

  constructor(private readonly deps: JobRunnerDeps<Row, Deps, Output>) {
    this.byKind = new Map(deps.definitions.map((definition) => [definition.name, definition]));
  }

  /**
   * Runs one attempt of the job; a finished or unknown job is left alone. When `stop` (the worker is stopping)
   * cuts the attempt short, the files it wrote are discarded and the job goes back to the queue uncounted and
   * uncharged: it answers HANDED_BACK.
   */
  async run(jobId: string, stop?: AbortSignal): Promise<JobOutcome> {
    const { lifecycle, log } = this.deps;
    const job = await lifecycle.claim(jobId);
    if (!job) return;
    const definition = this.byKind.get(job.kind);
    const target = definition?.target.schema.safeParse(job.target);
    if (!definition || !target?.success) return this.fail(job, serverMessageText('job.unknownTarget'));
    if (job.attempts > definition.policy.maxAttempts) return this.fail(job, lifecycle.gaveUpMessage(job));
    const payload = definition.payload.safeParse(job.payload);
    if (!payload.success) {
      log.error({ jobId, kind: definition.name, issues: payload.error.issues }, 'Job request rejected by its schema');
      return this.fail(job, serverMessageText('job.invalidPayload'));
    }
    lifecycle.started(job);
    const kind = String(definition.name);
    this.deps.metrics?.jobStarted(kind, job.attempts, job.queuedAt);
    const startedAt = performance.now();
    const finished = (outcome: JobAttemptOutcome) =>
      this.deps.metrics?.jobFinished(kind, outcome, (performance.now() - startedAt) / 1000);
    try {
      const outcome = await this.attempt(definition, job, { payload: payload.data, target: target.data }, stop);
      finished(outcome);
      return outcome === 'handed_back' ? HANDED_BACK : undefined;
    } catch (error) {
      finished('retried');
      throw error;
    }
  }

  /** The handler's work and what follows it: completion, a failure or a hand-back; throws for a retry. */
  private async attempt(
    definition: JobDefinition<JobKind, unknown, unknown, Deps, Output>,
    job: ClaimedJob<Row>,
    parsed: { payload: unknown; target: unknown },
    stop: AbortSignal | undefined,
  ): Promise<Exclude<JobAttemptOutcome, 'retried'>> {
    const { lifecycle, log } = this.deps;
    const cancel = new AbortController();
    const timeout = new AbortController();
    const abortAfter = definition.policy.abortAfterSeconds?.(this.deps.settings);
    const timer =
      abortAfter === undefined ? undefined : setTimeout(() => timeout.abort(new JobTimedOutError()), abortAfter * 1000);
    const progress = this.progressOf(job, cancel);
    const watchdog =
      lifecycle.cancelCheckMs === null ? undefined : setInterval(progress.check, lifecycle.cancelCheckMs);
    // The handler stops for a cancel, a timeout or the worker's stop; only the first two end the job.
    const signal = AbortSignal.any([cancel.signal, timeout.signal, ...(stop ? [stop] : [])]);
    try {
      const output = await definition.handle(lifecycle.deps, {
        jobId: job.id,
        userId: job.userId,
        projectId: job.projectId,
        payload: parsed.payload,
        target: parsed.target,
        signal,
        onProgress: progress.report,
        seed: seedOf(job.id),
      });
      if (cancel.signal.aborted) throw new JobCancelledError('cancelled');
      await lifecycle.complete(definition, job, parsed, output);
      return 'completed';
    } catch (error) {
      if (timeout.signal.aborted) {
        log.warn({ jobId: job.id, kind: definition.name, seconds: abortAfter }, 'Job timed out');
        await this.fail(job, definition.policy.timedOutMessage ?? lifecycle.failureMessage(error, job));
        return 'timed_out';
      }
      if (stop?.aborted && !cancel.signal.aborted) {
        await lifecycle.handBack(job);
        return 'handed_back';
      }
      if (cancel.signal.aborted) {
        await this.fail(job, serverMessageText('job.cancelled'));
        return 'cancelled';
      }
      if (error instanceof JobFailure) {
        await this.fail(job, error.message);
        return 'failed';
      }
      if (lifecycle.isRetryable(error) && job.attempts < definition.policy.maxAttempts) {
        log.warn({ err: error, jobId: job.id, kind: definition.name, attempt: job.attempts }, 'Job attempt failed');
        throw error;
      }
      log.error({ err: error, jobId: job.id, kind: definition.name }, 'Job failed');
      await this.fail(job, lifecycle.failureMessage(error, job));
      return 'failed';
    } finally {
      clearTimeout(timer);
      clearInterval(watchdog);
    }
  }

  /** Progress reports, written at most every progressWriteMs; each write also looks for a cancellation. */
  private progressOf(job: ClaimedJob<Row>, cancel: AbortController) {
    const { lifecycle } = this.deps;
    let last = 0;
    let lastWrite = 0;
    const write = async (percent: number) => {
      const { isCancelRequested } = await lifecycle.progress(job, percent);
      if (isCancelRequested) cancel.abort(new JobCancelledError('cancelled'));
    };
    return {
      report: (percent: number) => {
        last = Math.max(last, Math.min(99, percent));
        if (Date.now() - lastWrite < lifecycle.progressWriteMs) return;
        lastWrite = Date.now();
        void write(last).catch(() => undefined);
      },
      check: () => void write(last).catch(() => undefined),
    };
  }

  private async fail(job: ClaimedJob<Row>, message: string): Promise<void> {
    await this.deps.lifecycle.fail(job, message);
  }
}
