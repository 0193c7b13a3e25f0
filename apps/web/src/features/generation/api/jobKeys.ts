import type { JobQueue } from '@sym/contracts';

/** Query keys of polled generation jobs. */
export const jobKeys = {
  all: ['jobs'] as const,
  job: (queue: JobQueue, jobId: string) => [...jobKeys.all, queue, jobId] as const,
  /** The queued and running jobs of projects (jobs.listActive). */
  activeAll: ['jobs', 'active'] as const,
  active: (projectId: string) => [...jobKeys.activeAll, projectId] as const,
};
