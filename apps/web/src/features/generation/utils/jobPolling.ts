import { JOB_POLL_CAP_MS, JOB_POLL_INTERVAL_MS, type Job, type JobTicket } from '@sym/contracts';
import { queryOptions, type QueryObserverResult } from '@tanstack/react-query';
import { jobKeys } from '../api/jobKeys';
import { jobsApi } from '../api/jobsApi';
import type { GenerationStart, JobBatch, JobProgressState } from '../api/generationTypes';

/** Polls of one job before giving up: JOB_POLL_CAP_MS at one poll every JOB_POLL_INTERVAL_MS (5 min, 2 s). */
export const MAX_JOB_POLLS = Math.ceil(JOB_POLL_CAP_MS / JOB_POLL_INTERVAL_MS);

/** A polled job and how many polls answered so far (the cap counts failed polls too). */
export interface PolledJob {
  job: Job;
  answeredPolls: number;
}

const FINISHED_STATUSES: ReadonlySet<string> = new Set(['completed', 'failed', 'not_found']);

export function isJobFinished(job: Job | undefined | null): boolean {
  return Boolean(job && FINISHED_STATUSES.has(job.status));
}

/**
 * jobs.get polled every JOB_POLL_INTERVAL_MS until the job is completed, failed or not found, or until
 * JOB_POLL_CAP_MS of polling. A failed poll is not retried on its own: the next poll is the retry.
 */
export function jobQueryOptions(ticket: JobTicket) {
  return queryOptions({
    queryKey: jobKeys.job(ticket.queue, ticket.jobId),
    queryFn: async ({ client, queryKey }): Promise<PolledJob> => {
      const job = await jobsApi.get(ticket);
      return { job, answeredPolls: (client.getQueryState(queryKey)?.dataUpdateCount ?? 0) + 1 };
    },
    retry: false,
    staleTime: 0,
    refetchIntervalInBackground: true,
    refetchInterval: (query) => {
      const polls = query.state.dataUpdateCount + query.state.errorUpdateCount;
      return isJobFinished(query.state.data?.job) || polls >= MAX_JOB_POLLS ? false : JOB_POLL_INTERVAL_MS;
    },
  });
}

/** Where a polled job stands, from its query. */
export function toProgressState(result: QueryObserverResult<PolledJob>): JobProgressState {
  const job = result.data?.job ?? null;
  if (job && isJobFinished(job)) {
    return { job, status: job.status, progress: job.status === 'completed' ? 100 : job.progress, isRunning: false };
  }
  const polls = (result.data?.answeredPolls ?? 0) + result.errorUpdateCount;
  if (polls >= MAX_JOB_POLLS) return { job, status: 'timeout', progress: job?.progress ?? 0, isRunning: false };
  return { job, status: job?.status ?? 'queued', progress: job?.progress ?? 0, isRunning: true };
}

export function isJobBatch(start: GenerationStart): start is JobBatch {
  return 'jobs' in start && Array.isArray(start.jobs);
}
