import type { JobTicket } from '@sym/contracts';
import { useQueries, type QueryObserverResult } from '@tanstack/react-query';
import type { JobProgressState } from '../api/generationTypes';
import { jobQueryOptions, toProgressState, type PolledJob } from '../utils/jobPolling';

// Module-level, so the combined states keep their identity while no poll answers.
const combine = (results: QueryObserverResult<PolledJob>[]) => results.map(toProgressState);

/** Polls several jobs at once (jobs.get every 2 s, up to 5 min each); one state per ticket, in order. */
export function useJobsProgress(tickets: readonly JobTicket[]): JobProgressState[] {
  return useQueries({ queries: tickets.map(jobQueryOptions), combine });
}
