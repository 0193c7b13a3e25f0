import { JOB_QUEUE_NAMES, queueOfJobKind, type JobQueueName } from '@sym/contracts';
import type { Config } from '../config/index.ts';
import type { ExportJobLifecycle } from '../modules/exports/export-job-lifecycle.ts';
import type { ExportRenderer } from '../modules/exports/export-renderer.ts';
import type { ExportRepository } from '../modules/exports/export.repository.ts';
import type { GenerationJobLifecycle } from '../modules/generation/generation-job-lifecycle.ts';
import type { GenerationJobRepository } from '../modules/generation/generation-job.repository.ts';
import type { AppMetrics } from '../metrics/app-metrics.ts';
import type { JobSettings } from '../modules/generation/job-definition.ts';
import type { StoredFilesService } from '../modules/stored-files/stored-files.service.ts';
import type { JobQueue } from './job-queue.ts';
import { exportJobsOf, generationJobsOf, JOB_DEFINITIONS, verifyJobDefinitions } from './job-registry.ts';
import { JobRunner, type JobLog } from './job-runner.ts';
import { queueWorkers } from './queue-workers.ts';

const isQueueName = (name: string): name is JobQueueName => (JOB_QUEUE_NAMES as readonly string[]).includes(name);

/**
 * What starting the job queue needs, handed over by the composition root: the queue (every process sends jobs) and,
 * for the worker role, each job table's lifecycle and what picks up after a process that died.
 */
export interface JobStartDeps {
  queue: JobQueue;
  generation: {
    /** The life of jobs kept in generation_jobs, which the job runner drives. */
    lifecycle: GenerationJobLifecycle;
    /** Queued jobs re-sent at worker start. */
    records: Pick<GenerationJobRepository, 'listQueuedBefore'>;
  };
  exports: {
    /** The life of export renders, which the job runner drives. */
    lifecycle: ExportJobLifecycle;
    /** Removes the temp folders of renders whose process died. */
    renderer: Pick<ExportRenderer, 'recover'>;
    /** Queued renders re-sent at worker start. */
    records: Pick<ExportRepository, 'listQueued'>;
  };
  /** Removes the stored files a dying process released but did not delete. */
  files: Pick<StoredFilesService, 'sweep'>;
  /** The process's metrics, when served: each attempt is counted. */
  metrics?: AppMetrics;
}

/**
 * Starts the job queue: every process can send jobs; with the worker role this process also runs them, once the
 * registry proved it can (a kind without its definition, or two of one name, stop the start). A worker first
 * re-sends jobs left queued by a process that died between committing a job and sending it, and removes the
 * stored files a dying process released but did not delete.
 */
export async function startJobs(
  config: Pick<Config, 'ROLES' | 'JOB_CONCURRENCY' | 'JOB_EXPIRE_SECONDS' | 'EXPORT_TIMEOUT_SECONDS'>,
  deps: JobStartDeps,
  log: JobLog,
): Promise<void> {
  const { queue } = deps;
  if (!config.ROLES.includes('worker')) return queue.start(JOB_QUEUE_NAMES, [], log);
  verifyJobDefinitions(JOB_DEFINITIONS);
  const settings: JobSettings = {
    concurrency: config.JOB_CONCURRENCY,
    jobExpireSeconds: config.JOB_EXPIRE_SECONDS,
    exportTimeoutSeconds: config.EXPORT_TIMEOUT_SECONDS,
  };
  const runners = {
    generation_jobs: new JobRunner({
      lifecycle: deps.generation.lifecycle,
      definitions: generationJobsOf(JOB_DEFINITIONS),
      settings,
      log,
      metrics: deps.metrics,
    }),
    exports: new JobRunner({
      lifecycle: deps.exports.lifecycle,
      definitions: exportJobsOf(JOB_DEFINITIONS),
      settings,
      log,
      metrics: deps.metrics,
    }),
  };
  const removed = await deps.exports.renderer.recover();
  if (removed > 0) log.info({ removed }, 'Removed temp folders of interrupted exports');
  await queue.start(JOB_QUEUE_NAMES, queueWorkers(JOB_DEFINITIONS, settings, runners), log);
  for (const row of await deps.exports.records.listQueued()) await queue.send(queueOfJobKind('export'), row.id);
  const stranded = await deps.generation.records.listQueuedBefore(new Date());
  for (const job of stranded) {
    if (isQueueName(job.queue)) await queue.send(job.queue, job.id);
  }
  if (stranded.length > 0) log.info({ count: stranded.length }, 'Re-sent queued jobs');
  // Files whose last reference went just before a process died (the sweep runs after each commit) go now.
  const swept = await deps.files.sweep();
  if (swept > 0) log.info({ count: swept }, 'Removed stored files no longer used');
}
