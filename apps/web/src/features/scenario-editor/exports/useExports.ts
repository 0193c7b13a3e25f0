import type { Export } from '@sym/contracts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSocketStatus } from '../../../lib/transport';
import { exportKeys, exportsApi } from './exportsApi';

/** How often a processing export's status is asked for while the socket is down (its progress bar moves with it). */
export const EXPORT_POLL_MS = 2000;

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
 * The episode's exports, newest first. A render's state reaches the list by one channel: the project room's
 * `export:updated` (exportLiveHandlers) while the socket is signed in; while it is down, a processing export's
 * status is polled every EXPORT_POLL_MS instead (scenario.export.get), and the room re-reads the lists once it is
 * back (episodeEditorLiveHandlers.refreshProject: events sent meanwhile are not replayed).
 */
export function useExports(scenarioId: string) {
  const queryClient = useQueryClient();
  const { isAuthenticated: isSocketUp } = useSocketStatus();
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
    if (!processingKey || isSocketUp) return undefined;
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
  }, [isSocketUp, processingKey, queryClient, scenarioId]);

  return query;
}
