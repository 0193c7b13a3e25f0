import type { Export } from '@sym/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exportKeys, exportsApi, type ExportStartInput } from './exportsApi';
import { mergeExport } from './useExports';

/** Start, rename, delete, share and revoke of the episode's exports, each keeping the list cache current. */
export function useExportActions(scenarioId: string) {
  const queryClient = useQueryClient();
  const listKey = exportKeys.list(scenarioId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKey });
  const patch = (exportId: string, change: Partial<Export>) =>
    queryClient.setQueryData<Export[]>(listKey, (current) =>
      current?.map((item) => (item.exportId === exportId ? { ...item, ...change } : item)),
    );

  const start = useMutation({
    mutationFn: (input: ExportStartInput) => exportsApi.create(scenarioId, input),
    onSuccess: (created) => mergeExport(queryClient, scenarioId, created),
  });
  const rename = useMutation({
    mutationFn: ({ exportId, name }: { exportId: string; name: string }) =>
      exportsApi.rename(scenarioId, exportId, name),
    onSuccess: (updated) => mergeExport(queryClient, scenarioId, updated),
  });
  const remove = useMutation({
    mutationFn: (exportId: string) => exportsApi.delete(scenarioId, exportId),
    onSuccess: (_answer, exportId) => {
      queryClient.setQueryData<Export[]>(listKey, (current) => current?.filter((item) => item.exportId !== exportId));
    },
  });
  const share = useMutation({
    mutationFn: (exportId: string) => exportsApi.share(scenarioId, exportId),
    onSuccess: (link) => {
      patch(link.exportId, { shareId: link.shareId, shareUrl: link.url });
      void refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: ({ shareId }: { exportId: string; shareId: string }) => exportsApi.revokeShare(scenarioId, shareId),
    onSuccess: (_answer, { exportId }) => {
      patch(exportId, { shareId: null, shareUrl: null });
      void refresh();
    },
  });
  return { start, rename, remove, share, revoke };
}
