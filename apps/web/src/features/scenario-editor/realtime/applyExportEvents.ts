import type { Export } from '@sym/contracts';
import type { LiveHandlers } from '../../realtime';
import { exportKeys } from '../exports/exportsApi';
import { mergeExport } from '../exports/useExports';

/** The episode's exports: a render's state (queued, progress, done, failed) and a deleted export. */
export const exportLiveHandlers: LiveHandlers = {
  'export.updated': (item, { queryClient }) => mergeExport(queryClient, item.scenarioId, item),
  'export.deleted': ({ exportId, scenarioId }, { queryClient }) =>
    queryClient.setQueryData<Export[]>(exportKeys.list(scenarioId), (items) =>
      items?.filter((item) => item.exportId !== exportId),
    ),
};
