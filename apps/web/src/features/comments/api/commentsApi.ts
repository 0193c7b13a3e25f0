import type { CommentCreateInput } from '@sym/contracts';
import { call } from '../../../lib/transport';

/**
 * Query keys of an episode's comments, under the 'scenarios' root like the editor's other queries, so the editor's
 * refresh after a reconnect reads them again too.
 */
export const commentKeys = {
  all: ['scenarios', 'comments'] as const,
  list: (scenarioId: string) => [...commentKeys.all, scenarioId] as const,
};

/** What a new comment or reply says and is about (the episode comes apart). */
export type NewComment = Omit<CommentCreateInput, 'id'>;

/** The members' comment operations (scenario.comment.*, comment.*). */
export const commentsApi = {
  /** Every comment of the episode: the panel filters them itself, so live changes apply to one list. */
  list: (scenarioId: string) => call('scenario.comment.list', { id: scenarioId, filter: 'all' }),
  create: (scenarioId: string, input: NewComment) => call('scenario.comment.create', { id: scenarioId, ...input }),
  edit: (commentId: string, body: string) => call('comment.update', { commentId, body }),
  setResolved: (commentId: string, resolved: boolean) => call('comment.update', { commentId, resolved }),
  delete: (commentId: string) => call('comment.delete', { commentId }),
};
