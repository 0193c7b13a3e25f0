import { useMutation, useQueryClient } from '@tanstack/react-query';
import { styleQueryKeys } from '../api/styleQueryKeys';
import { stylesApi } from '../api/stylesApi';
import type { StyleDraft } from '../api/styleTypes';

/** Create, edit and delete of style modules; each refreshes the style lists. */
export function useStyleMutations(projectId: string | null) {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: styleQueryKeys.all });

  const create = useMutation({
    mutationFn: (draft: StyleDraft) => stylesApi.create(projectId, draft),
    onSettled: invalidate,
  });
  const update = useMutation({
    mutationFn: ({ id, draft }: { id: string; draft: StyleDraft }) => stylesApi.update(id, draft),
    onSettled: invalidate,
  });
  const remove = useMutation({
    mutationFn: (id: string) => stylesApi.delete(id),
    onSettled: invalidate,
  });
  return { create, update, remove };
}
