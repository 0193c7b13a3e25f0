import type { ReviewComment } from '@sym/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { commentKeys } from '../api/commentsApi';
import { makeComment } from '../utils/commentFixtures';
import { commentLiveHandlers } from './applyCommentEvents';

const context = (queryClient: QueryClient) => ({ queryClient, projectId: 'p1', actorId: 'rv-1' });

describe('live comment events', () => {
  it("put a guest's new comment, an edit and a deletion into the cached list at once", () => {
    const queryClient = new QueryClient();
    const thread = makeComment('c1');
    const reply = makeComment('r1', { parentId: 'c1' });
    queryClient.setQueryData(commentKeys.list('s1'), [thread]);
    const list = () => queryClient.getQueryData<ReviewComment[]>(commentKeys.list('s1'))!;

    commentLiveHandlers['comment.created']!(reply, context(queryClient));
    expect(list().map((comment) => comment.id)).toEqual(['c1', 'r1']);

    commentLiveHandlers['comment.updated']!(
      { ...thread, resolvedAt: '2025-01-02T00:00:00.000Z' },
      context(queryClient),
    );
    expect(list()[0]!.resolvedAt).toBe('2025-01-02T00:00:00.000Z');

    commentLiveHandlers['comment.deleted']!({ id: 'c1', scenarioId: 's1' }, context(queryClient));
    expect(list()).toEqual([]);
  });

  it('leave an episode whose comments are not loaded alone', () => {
    const queryClient = new QueryClient();
    commentLiveHandlers['comment.created']!(makeComment('c1', { scenarioId: 'other' }), context(queryClient));
    expect(queryClient.getQueryData(commentKeys.list('other'))).toBeUndefined();
  });
});
