import type { JobTicket } from '@sym/contracts';
import type { JobProgressState } from '../api/generationTypes';
import { useJobsProgress } from './useJobsProgress';

const IDLE: JobProgressState = { job: null, status: 'queued', progress: 0, isRunning: false };

/**
 * Polls one job with jobs.get every JOB_POLL_INTERVAL_MS (2 s) until it is completed, failed or not found,
 * giving up after JOB_POLL_CAP_MS (5 min) with status 'timeout'. Without a ticket nothing is polled.
 */
export function useJobProgress(ticket: JobTicket | null): JobProgressState {
  const [state] = useJobsProgress(ticket ? [ticket] : []);
  return state ?? IDLE;
}
