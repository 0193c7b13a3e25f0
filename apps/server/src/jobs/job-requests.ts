import { queueOfJobKind, type JobKind } from '@sym/contracts';
import type { JobRequestsPort } from '../modules/generation/job-requests.port.ts';
import type { JobQueue } from './job-queue.ts';

/** The modules' job-requests port on pg-boss: a kind's jobs go to the queue contracts JOB_KINDS names for it. */
export class QueueJobRequests implements JobRequestsPort {
  constructor(private readonly queue: Pick<JobQueue, 'send' | 'cancel'>) {}

  /** Queues the job under its record's id. */
  send(kind: JobKind, jobId: string): Promise<void> {
    return this.queue.send(queueOfJobKind(kind), jobId);
  }

  /** Takes the job out of its queue. */
  cancel(kind: JobKind, jobId: string): Promise<void> {
    return this.queue.cancel(queueOfJobKind(kind), jobId);
  }
}
