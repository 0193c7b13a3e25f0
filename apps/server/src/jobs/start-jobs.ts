import { JOB_QUEUES } from '@sym/contracts';
import type { Config } from '../config/index.ts';
import { GENERATION_MAX_ATTEMPTS } from '../modules/generation/generation-services.ts';
import { createGenerationJobRepository } from '../modules/generation/generation-job.repository.ts';
import type { Services } from '../modules/services.ts';
import type { DatabaseHandle } from '../db/index.ts';
import { exportJobDefinition } from './definitions/export.jobs.ts';
import { generationJobDefinitions } from './definitions/generation.jobs.ts';
import { EXPORT_QUEUE } from '../modules/exports/export.service.ts';

interface JobLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * Starts the job queue: every process can send jobs; with the worker role this process also runs them. A worker
 * first re-sends jobs left queued by a process that died between committing a job and sending it, and removes
 * the stored files a dying process released but did not delete.
 */
export async function startJobs(
  config: Pick<Config, 'ROLES' | 'JOB_CONCURRENCY' | 'JOB_EXPIRE_SECONDS' | 'EXPORT_TIMEOUT_SECONDS'>,
  database: DatabaseHandle,
  services: Services,
  log: JobLog,
): Promise<void> {
  const { queue } = services.generation;
  const isWorker = config.ROLES.includes('worker');
  const definitions = isWorker
    ? generationJobDefinitions(services.generation.createRunner(log), {
        concurrency: config.JOB_CONCURRENCY,
        expireInSeconds: config.JOB_EXPIRE_SECONDS,
        maxAttempts: GENERATION_MAX_ATTEMPTS,
      })
    : [];
  const missing = isWorker ? JOB_QUEUES.filter((name) => !definitions.some((job) => job.queue === name)) : [];
  if (missing.length > 0) throw new Error(`No job handler for queue(s): ${missing.join(', ')}`);
  const exportRunner = isWorker ? services.exports.createRunner(log) : undefined;
  if (exportRunner) {
    await exportRunner.recover();
    definitions.push(exportJobDefinition(exportRunner, { timeoutSeconds: config.EXPORT_TIMEOUT_SECONDS }));
  }
  await queue.start([...JOB_QUEUES, EXPORT_QUEUE], definitions, log);
  if (!isWorker) return;
  for (const row of await services.exports.listQueued()) await queue.send(EXPORT_QUEUE, row.id);
  const stranded = await createGenerationJobRepository(database.db).listQueuedBefore(new Date());
  for (const job of stranded) {
    await queue.send(job.queue as (typeof JOB_QUEUES)[number], job.id);
  }
  if (stranded.length > 0) log.info({ count: stranded.length }, 'Re-sent queued jobs');
  // Files whose last reference went just before a process died (the sweep runs after each commit) go now.
  const swept = await services.files.sweep();
  if (swept > 0) log.info({ count: swept }, 'Removed stored files no longer used');
}
