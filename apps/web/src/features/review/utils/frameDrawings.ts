import type { AnnotationShape, ReviewComment } from '@sym/contracts';

/**
 * How long a drawing made at a moment (a time with no end) stays over the player: the second it names, as times
 * are named to the second ("At 0:04").
 */
export const MOMENT_SECONDS = 1;

/** Whether the player at `time` is within what a time comment is about: its range, or the second of its moment. */
export function isCommentAt(comment: Pick<ReviewComment, 'timeSeconds' | 'timeEndSeconds'>, time: number): boolean {
  const start = comment.timeSeconds;
  if (start === null) return false;
  if (comment.timeEndSeconds !== null) return time >= start && time <= comment.timeEndSeconds;
  return time >= start && time < start + MOMENT_SECONDS;
}

/**
 * The drawings to lay over the player at `time`: those of the open threads made at a time that covers it. When
 * the thread the viewer opened is among them, only its drawing shows, so it is not lost under the others.
 */
export function frameDrawingsAt(
  comments: readonly ReviewComment[],
  time: number,
  activeId: string | null = null,
): AnnotationShape[] {
  const shown = comments.filter(
    (comment) =>
      comment.parentId === null && comment.resolvedAt === null && comment.annotation && isCommentAt(comment, time),
  );
  const active = shown.find((comment) => comment.id === activeId);
  return (active ? [active] : shown).flatMap((comment) => comment.annotation?.shapes ?? []);
}
