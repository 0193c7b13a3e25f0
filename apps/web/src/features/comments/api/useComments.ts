import type { ReviewComment } from '@sym/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { removeComment, upsertComment } from '../utils/threads';
import { commentKeys, commentsApi } from './commentsApi';

/** Every comment of the episode (threads and replies), kept current by the project room's live events. */
export function useComments(scenarioId: string, isEnabled = true) {
  return useQuery({
    queryKey: commentKeys.list(scenarioId),
    queryFn: () => commentsApi.list(scenarioId),
    enabled: isEnabled,
  });
}

/** Puts a new or changed comment into the episode's cached list (when that list is loaded). */
export function mergeComment(queryClient: QueryClient, comment: ReviewComment): void {
  queryClient.setQueryData<ReviewComment[]>(commentKeys.list(comment.scenarioId), (current) =>
    current ? upsertComment(current, comment) : current,
  );
}

/** Takes a deleted comment (and, for a thread, its replies) out of the episode's cached list. */
export function dropComment(queryClient: QueryClient, scenarioId: string, commentId: string): void {
  queryClient.setQueryData<ReviewComment[]>(commentKeys.list(scenarioId), (current) =>
    current ? removeComment(current, commentId) : current,
  );
}
