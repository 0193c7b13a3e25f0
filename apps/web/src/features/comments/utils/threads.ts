import type { ReviewComment } from '@sym/contracts';

/** A thread: its first comment (which carries the target, the drawing and the resolved state) and its replies. */
export interface CommentThread {
  root: ReviewComment;
  replies: ReviewComment[];
}

/** The panel's filters (the server's COMMENT_FILTERS): every thread, open ones, resolved ones, ones I wrote in. */
export const PANEL_FILTERS = ['all', 'open', 'resolved', 'mine'] as const;
export type PanelFilter = (typeof PANEL_FILTERS)[number];

export interface ThreadQuery {
  filter: PanelFilter;
  /** Only threads on this shot; null: every target. */
  shotId: string | null;
  /** The signed-in member, for "mine". */
  userId: string;
}

const byTime = (a: ReviewComment, b: ReviewComment) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/** The comments as threads, oldest first, each with its replies oldest first; a reply whose thread is gone is left out. */
export function groupThreads(comments: readonly ReviewComment[]): CommentThread[] {
  const threads = new Map<string, CommentThread>();
  for (const comment of [...comments].sort(byTime)) {
    if (comment.parentId === null) threads.set(comment.id, { root: comment, replies: [] });
  }
  for (const comment of [...comments].sort(byTime)) {
    if (comment.parentId !== null) threads.get(comment.parentId)?.replies.push(comment);
  }
  return [...threads.values()];
}

/** The threads the panel shows for a filter and an optional shot (as the server's list filters them). */
export function filterThreads(threads: readonly CommentThread[], query: ThreadQuery): CommentThread[] {
  return threads.filter(({ root, replies }) => {
    if (query.shotId !== null && root.shotId !== query.shotId) return false;
    switch (query.filter) {
      case 'open':
        return root.resolvedAt === null;
      case 'resolved':
        return root.resolvedAt !== null;
      case 'mine':
        return [root, ...replies].some((comment) => comment.author.userId === query.userId);
      case 'all':
        return true;
    }
  });
}

/** How many open threads each shot has (the storyboard's badges). */
export function openThreadCounts(comments: readonly ReviewComment[]): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const comment of comments) {
    if (comment.parentId !== null || comment.resolvedAt !== null || comment.shotId === null) continue;
    counts.set(comment.shotId, (counts.get(comment.shotId) ?? 0) + 1);
  }
  return counts;
}

/** The list with this comment added, or put in place of its older copy. */
export function upsertComment(comments: readonly ReviewComment[], next: ReviewComment): ReviewComment[] {
  const exists = comments.some((comment) => comment.id === next.id);
  return exists ? comments.map((comment) => (comment.id === next.id ? next : comment)) : [...comments, next];
}

/** The list without this comment, and without its replies when it starts a thread (the server deletes them too). */
export function removeComment(comments: readonly ReviewComment[], id: string): ReviewComment[] {
  return comments.filter((comment) => comment.id !== id && comment.parentId !== id);
}

/** A time of the video as m:ss (h:mm:ss from an hour on). */
export function formatTimecode(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
