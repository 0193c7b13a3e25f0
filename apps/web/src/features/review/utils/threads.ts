import type { ReviewComment } from '@sym/contracts';

/** A thread: its first comment (which carries the target, the drawing and the resolved state) and its replies. */
export interface ReviewThread {
  root: ReviewComment;
  replies: ReviewComment[];
}

const byTime = (a: ReviewComment, b: ReviewComment) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/**
 * The open threads a guest sees, oldest first, each with its replies oldest first. A thread resolved while the
 * page was open leaves the list; a reply whose thread is not here is left out.
 */
export function openThreads(comments: readonly ReviewComment[]): ReviewThread[] {
  const sorted = [...comments].sort(byTime);
  const threads = new Map<string, ReviewThread>();
  for (const comment of sorted) {
    if (comment.parentId === null && comment.resolvedAt === null)
      threads.set(comment.id, { root: comment, replies: [] });
  }
  for (const comment of sorted) {
    if (comment.parentId !== null) threads.get(comment.parentId)?.replies.push(comment);
  }
  return [...threads.values()];
}
