import { JOB_KINDS, type JobQueueName } from '@sym/contracts';
import type { JobPolicy, JobSettings } from '../modules/generation/job-definition.ts';
import type { JobOutcome } from './job-hand-back.ts';
import type { QueueWorker } from './job-queue.ts';
import type { AnyJobDefinition } from './job-registry.ts';

/** Time for an aborted job to record its failure before pg-boss takes it as lost. */
const EXPIRY_MARGIN_SECONDS = 10;

/** The runner of the kinds one table keeps. */
export type RunnerOf = Record<
  AnyJobDefinition['records'],
  { run(jobId: string, stop: AbortSignal): Promise<JobOutcome> }
>;

const slotsOf = (concurrency: JobPolicy['concurrency'], settings: JobSettings): number =>
  concurrency === 'one'
    ? 1
    : concurrency === 'half'
      ? Math.max(1, Math.floor(settings.concurrency / 2))
      : settings.concurrency;

/**
 * The worker of each queue, derived from the definitions of the kinds on it (verifyJobDefinitions made sure they
 * agree): pg-boss's retry ceiling is the kinds' attempts (a crashed last attempt still gets finalised), a kind with
 * a time limit is taken as lost a little after it, and every job of the queue goes to its table's runner.
 */
export function queueWorkers(
  definitions: readonly AnyJobDefinition[],
  settings: JobSettings,
  runners: RunnerOf,
): QueueWorker[] {
  const byQueue = new Map<JobQueueName, AnyJobDefinition>();
  for (const definition of definitions) {
    const queue = JOB_KINDS[definition.name].queue;
    if (!byQueue.has(queue)) byQueue.set(queue, definition);
  }
  return [...byQueue].map(([queue, { policy, records }]) => {
    const abortAfter = policy.abortAfterSeconds?.(settings);
    const runner = runners[records];
    return {
      queue,
      retryLimit: policy.maxAttempts,
      retryDelaySeconds: policy.retryDelaySeconds,
      expireInSeconds: abortAfter === undefined ? settings.jobExpireSeconds : abortAfter + EXPIRY_MARGIN_SECONDS,
      concurrency: slotsOf(policy.concurrency, settings),
      handle: (jobId, _data, stop) => runner.run(jobId, stop),
    };
  });
}
