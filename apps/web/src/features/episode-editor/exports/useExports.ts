import { Export, SERVER_EVENTS } from '@sym/contracts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { onServerEvent } from '../../../lib/transport';
import { exportKeys, exportsApi } from './exportsApi';

/** How often a processing export's status is asked for (its progress bar moves with it). */
export const EXPORT_POLL_MS = 2000;

/** The Export a `job:updated` push carries when it is a render (a job of the video-export queue), else null. */
function pushedExport(payload: unknown): Export | null {
  const job = payload as { queue?: unknown; result?: { export?: unknown } } | null;
  if (job?.queue !== 'video-export') return null;
  const parsed = Export.safeParse(job.result?.export);
  return parsed.success ? parsed.data : null;
}

/** Newest first: the export just started sits on top. */
const newestFirst = (items: Export[]) => [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/** Puts a fresh copy of one export into the episode's list (added when the list does not hold it yet). */
export function mergeExport(queryClient: QueryClient, scenarioId: string, next: Export): void {
  queryClient.setQueryData<Export[]>(exportKeys.list(scenarioId), (current) => {
    if (!current) return current;
    const exists = current.some((item) => item.exportId === next.exportId);
    return newestFirst(
      exists ? current.map((item) => (item.exportId === next.exportId ? next : item)) : [...current, next],
    );
  });
}

/**
 * The episode's exports, newest first. While one is processing its status is polled every EXPORT_POLL_MS
 * (scenario.export.get), and renders pushed over the socket (`job:updated`) update it at once.
 */
export function useExports(scenarioId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: exportKeys.list(scenarioId),
    queryFn: async () => newestFirst(await exportsApi.list(scenarioId)),
  });

  const processingIds = useMemo(
    () => (query.data ?? []).filter((item) => item.status === 'processing').map((item) => item.exportId),
    [query.data],
  );
  const processingKey = processingIds.join(',');

  useEffect(() => {
    if (!processingKey) return undefined;
    const ids = processingKey.split(',');
    let isActive = true;
    const timer = window.setInterval(() => {
      for (const exportId of ids) {
        exportsApi
          .get(scenarioId, exportId)
          .then((fresh) => {
            if (isActive) mergeExport(queryClient, scenarioId, fresh);
          })
          // A missed poll is retried on the next tick; a deleted export leaves with the next list refetch.
          .catch(() => undefined);
      }
    }, EXPORT_POLL_MS);
    return () => {
      isActive = false;
      window.clearInterval(timer);
    };
  }, [processingKey, queryClient, scenarioId]);

  useEffect(
    () =>
      onServerEvent(SERVER_EVENTS.jobUpdated, (payload) => {
        const pushed = pushedExport(payload);
        if (pushed?.scenarioId === scenarioId) mergeExport(queryClient, scenarioId, pushed);
      }),
    [queryClient, scenarioId],
  );

  return query;
}
