import type { ActiveJob } from '@sym/contracts';
import { useQuery } from '@tanstack/react-query';
import { jobKeys } from '../api/jobKeys';
import { jobsApi } from '../api/jobsApi';

const NONE: readonly ActiveJob[] = [];

/**
 * The project's queued and running generation jobs, as the server knows them: read when a screen opens (so a
 * reload still shows work in flight). A job that ends leaves the list through the project room's `job:finished`
 * (generationLiveHandlers), a job started here is read again with the list, and after a reconnect the room
 * re-reads it (events sent meanwhile are not replayed).
 */
export function useActiveJobs(projectId: string | null | undefined): readonly ActiveJob[] {
  const query = useQuery({
    queryKey: jobKeys.active(projectId ?? ''),
    queryFn: () => jobsApi.listActive(projectId!),
    enabled: Boolean(projectId),
    retry: 1,
  });
  return query.data ?? NONE;
}
