import { Export } from '@sym/contracts';
import type { LiveHandlers } from '../../realtime';
import { exportKeys } from '../exports/exportsApi';
import { mergeExport } from '../exports/useExports';

/** The episode's exports: a render's state (the job carries the export) and a deleted export. */
export const exportLiveHandlers: LiveHandlers = {
  'export.updated': (job, { queryClient }) => {
    // The raw export goes into the cache once checked (zod would strip what the schema does not list).
    const raw = (job.result as { export?: unknown } | null)?.export as Export;
    const pushed = Export.safeParse(raw);
    if (pushed.success) mergeExport(queryClient, pushed.data.scenarioId, raw);
  },
  'export.deleted': ({ exportId, scenarioId }, { queryClient }) =>
    queryClient.setQueryData<Export[]>(exportKeys.list(scenarioId), (items) =>
      items?.filter((item) => item.exportId !== exportId),
    ),
};
