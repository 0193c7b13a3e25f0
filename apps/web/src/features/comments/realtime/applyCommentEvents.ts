import type { LiveHandlers } from '../../realtime';
import { commentKeys } from '../api/commentsApi';
import { dropComment, mergeComment } from '../api/useComments';

/** An episode's comments, by members and by guests of its review links, as they are written, edited and deleted. */
export const commentLiveHandlers: LiveHandlers = {
  'comment.created': (comment, { queryClient }) => mergeComment(queryClient, comment),
  'comment.updated': (comment, { queryClient }) => mergeComment(queryClient, comment),
  'comment.deleted': ({ id, scenarioId }, { queryClient }) => dropComment(queryClient, scenarioId, id),
  // Comments written while the socket was away are not replayed: the lists on screen are read again.
  refreshProject: (queryClient) => void queryClient.invalidateQueries({ queryKey: commentKeys.all }),
};
