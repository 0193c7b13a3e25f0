import { SERVER_EVENTS, type ActiveJob } from '@sym/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onReconnected, onServerEvent } from '../../../lib/transport';
import { jobKeys } from '../api/jobKeys';
import { jobsApi } from '../api/jobsApi';

const NONE: readonly ActiveJob[] = [];

/**
 * The project's queued and running generation jobs, as the server knows them: read when a screen opens (so a
 * reload still shows work in flight) and again when a job ends (`job:updated`), a new one starts, or the socket
 * comes back.
 */
export function useActiveJobs(projectId: string | null | undefined): readonly ActiveJob[] {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: jobKeys.activeAll });
    const stopJobs = onServerEvent(SERVER_EVENTS.jobUpdated, refresh);
    // A job that ended while the socket was away sent its job:updated to nobody.
    const stopReconnected = onReconnected(refresh);
    return () => {
      stopJobs();
      stopReconnected();
    };
  }, [queryClient]);
  const query = useQuery({
    queryKey: jobKeys.active(projectId ?? ''),
    queryFn: () => jobsApi.listActive(projectId!),
    enabled: Boolean(projectId),
    retry: 1,
  });
  return query.data ?? NONE;
}
