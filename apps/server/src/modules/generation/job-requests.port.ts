import type { JobKind } from '@sym/contracts';

/**
 * What modules ask of the job queue, owned here and implemented in jobs/ (modules never import jobs/): run a job
 * of this kind whose record (with its payload) is committed, or drop a queued one. The job's id is its record's.
 */
export interface JobRequestsPort {
  /** Queues the job; sending the same id twice queues it once. */
  send(kind: JobKind, jobId: string): Promise<void>;
  /** Takes a queued or running job out of the queue (its record says whether it still runs). */
  cancel(kind: JobKind, jobId: string): Promise<void>;
}
