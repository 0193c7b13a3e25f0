import { JOB_QUEUE_NAMES, queueOfJobKind, type JobQueueName } from '@sym/contracts';
import type { Config } from '../config/index.ts';
import type { Services } from '../composition/services.ts';
import type { JobSettings } from '../modules/generation/job-definition.ts';
import { exportJobsOf, generationJobsOf, JOB_DEFINITIONS, verifyJobDefinitions } from './job-registry.ts';
import { JobRunner, type JobLog } from './job-runner.ts';
import { queueWorkers } from './queue-workers.ts';

const isQueueName = (name: string): name is JobQueueName => (JOB_QUEUE_NAMES as readonly string[]).includes(name);

/**
 * Starts the job queue: every process can send jobs; with the worker role this process also runs them, once the
 * registry proved it can (a kind without its definition, or two of one name, stop the start). A worker first
 * re-sends jobs left queued by a process that died between committing a job and sending it, and removes the
 * stored files a dying process released but did not delete.
 */
export async function startJobs(
  config: Pick<Config, 'ROLES' | 'JOB_CONCURRENCY' | 'JOB_EXPIRE_SECONDS' | 'EXPORT_TIMEOUT_SECONDS'>,
  services: Pick<Services, 'generation' | 'exportJobs' | 'files'>,
  log: JobLog,
): Promise<void> {
  const { queue } = services.generation;
  if (!config.ROLES.includes('worker')) return queue.start(JOB_QUEUE_NAMES, [], log);
  verifyJobDefinitions(JOB_DEFINITIONS);
  const settings: JobSettings = {
    concurrency: config.JOB_CONCURRENCY,
    jobExpireSeconds: config.JOB_EXPIRE_SECONDS,
    exportTimeoutSeconds: config.EXPORT_TIMEOUT_SECONDS,
  };
  const runners = {
    generation_jobs: new JobRunner({
      lifecycle: services.generation.lifecycle,
      definitions: generationJobsOf(JOB_DEFINITIONS),
      settings,
      log,
    }),
    exports: new JobRunner({
      lifecycle: services.exportJobs.lifecycle,
      definitions: exportJobsOf(JOB_DEFINITIONS),
      settings,
      log,
    }),
  };
  const removed = await services.exportJobs.renderer.recover();
  if (removed > 0) log.info({ removed }, 'Removed temp folders of interrupted exports');
  await queue.start(JOB_QUEUE_NAMES, queueWorkers(JOB_DEFINITIONS, settings, runners), log);
  for (const row of await services.exportJobs.records.listQueued()) await queue.send(queueOfJobKind('export'), row.id);
  const stranded = await services.generation.records.listQueuedBefore(new Date());
  for (const job of stranded) {
    if (isQueueName(job.queue)) await queue.send(job.queue, job.id);
  }
  if (stranded.length > 0) log.info({ count: stranded.length }, 'Re-sent queued jobs');
  // Files whose last reference went just before a process died (the sweep runs after each commit) go now.
  const swept = await services.files.sweep();
  if (swept > 0) log.info({ count: swept }, 'Removed stored files no longer used');
}
