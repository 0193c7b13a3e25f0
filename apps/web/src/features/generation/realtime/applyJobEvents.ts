import type { ActiveJob, Job, JobQueue } from '@sym/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LiveContext, LiveHandlers } from '../../realtime';
import { jobKeys } from '../api/jobKeys';
import type { PolledJob } from '../utils/jobPolling';

/** The project's active-jobs entry of a job (what it fills: shot, asset...), if the screen has read them. */
export function activeJobOf(queryClient: QueryClient, projectId: string, jobId: string): ActiveJob | undefined {
  return queryClient.getQueryData<readonly ActiveJob[]>(jobKeys.active(projectId))?.find((job) => job.jobId === jobId);
}

/**
 * A finished job (`job:finished`, of anyone in the project) leaves the project's work in flight, and a screen
 * polling it gets its end at once. Registered after the features that read the entry to refresh what it made.
 */
function finishJob(job: Job, { queryClient, projectId }: LiveContext): void {
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
