import type { DatabaseHandle } from '../../src/db/index.ts';
import { JobQueue, type QueueWorker } from '../../src/jobs/job-queue.ts';

// A bare worker's job queue for the queue tests: one queue whose every job runs `handle` (retried 3 times, 1 s
// apart, when it throws), with no runners behind it.

export const TEST_QUEUE = 'image-generation';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

export async function startQueueWorker(
  database: DatabaseHandle,
  handle: QueueWorker['handle'],
  leaseSeconds = 30,
): Promise<JobQueue> {
  const queue = new JobQueue({
    database,
    maintenanceIntervalSeconds: 300,
    pollingIntervalSeconds: 0.5,
    leaseSeconds,
    log: quiet,
  });
  const worker: QueueWorker = {
    queue: TEST_QUEUE,
    retryLimit: 3,
    retryDelaySeconds: 1,
    expireInSeconds: 900,
    concurrency: 1,
    handle,
  };
  await queue.start([TEST_QUEUE], [worker], quiet);
  return queue;
}

/** Reads `read` every 100 ms until it gives a value; throws after `ceilingMs` (a ceiling for a stuck run). */
export async function untilDefined<T>(
  read: () => Promise<T | undefined> | T | undefined,
  ceilingMs = 60_000,
): Promise<T> {
  for (const deadline = Date.now() + ceilingMs; ;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition never met');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
