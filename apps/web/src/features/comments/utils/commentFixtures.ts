import type { ReviewComment } from '@sym/contracts';

/** A comment for tests: a member's open comment on the whole episode unless `fields` say otherwise. */
export function makeComment(id: string, fields: Partial<ReviewComment> = {}): ReviewComment {
  return {
    id,
    scenarioId: 's1',
    parentId: null,
    shotId: null,
    version: null,
    timeSeconds: null,
    timeEndSeconds: null,
    body: `Comment ${id}`,
    annotation: null,
    author: { userId: 'someone', name: 'Sam Someone', isGuest: false },
    mentions: [],
    resolvedAt: null,
    resolvedBy: null,
    editedAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...fields,
  };
}
