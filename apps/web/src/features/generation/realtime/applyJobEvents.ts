import type { ActiveJob, FinishedJob, JobQueue } from '@sym/contracts';
import type { LiveContext, LiveHandlers } from '../../realtime';
import { jobKeys } from '../api/jobKeys';
import type { PolledJob } from '../utils/jobPolling';

/**
 * A finished job (`job:finished`, of anyone in the project) leaves the project's work in flight, and a screen
 * polling it gets its end at once. What it filled is updated by the feature that shows it (the event names it).
 */
function finishJob(job: FinishedJob, { queryClient, projectId }: LiveContext): void {
  queryClient.setQueryData<readonly ActiveJob[]>(jobKeys.active(projectId), (jobs) =>
    jobs?.some((entry) => entry.jobId === job.id) ? jobs.filter((entry) => entry.jobId !== job.id) : jobs,
  );
  queryClient.setQueryData<PolledJob>(jobKeys.job(job.queue as JobQueue, job.id), (polled) =>
    polled ? { ...polled, job } : polled,
  );
}

export const generationLiveHandlers: LiveHandlers = {
  'generation.completed': finishJob,
  'generation.failed': finishJob,
  refreshProject: (queryClient, projectId) =>
    void queryClient.invalidateQueries({ queryKey: jobKeys.active(projectId) }),
};
