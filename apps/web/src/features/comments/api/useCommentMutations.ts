import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentsApi, type NewComment } from './commentsApi';
import { dropComment, mergeComment } from './useComments';

/**
 * Write, edit, resolve and delete comments. Each answer goes into the cached list at once: the project room does
 * not echo a change back to the tab that made it.
 */
export function useCommentMutations(scenarioId: string) {
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (input: NewComment) => commentsApi.create(scenarioId, input),
    onSuccess: (comment) => mergeComment(queryClient, comment),
  });
  const edit = useMutation({
    mutationFn: ({ commentId, body }: { commentId: string; body: string }) => commentsApi.edit(commentId, body),
    onSuccess: (comment) => mergeComment(queryClient, comment),
  });
  const setResolved = useMutation({
    mutationFn: ({ commentId, resolved }: { commentId: string; resolved: boolean }) =>
      commentsApi.setResolved(commentId, resolved),
    onSuccess: (comment) => mergeComment(queryClient, comment),
  });
  const remove = useMutation({
    mutationFn: (commentId: string) => commentsApi.delete(commentId),
    onSuccess: ({ id }) => dropComment(queryClient, scenarioId, id),
  });
  return { create, edit, setResolved, remove };
}
