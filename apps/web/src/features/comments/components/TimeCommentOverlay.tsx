import { AnnotationOverlay, frameDrawingsAt } from '../../review';
import { useCommentsContext } from '../state/CommentsContext';

/**
 * The drawings of the episode's open comments made at the time a preview player is at, over its frame (put it in
 * the frame's `relative`, clipping box). They were drawn on the review player's 16:9 frame: a 16:9 box as high as
 * the frame and centred on it lays them where they were drawn, on a portrait or square episode too.
 */
export function TimeCommentOverlay({ time }: { time: number }) {
  const context = useCommentsContext();
  if (!context?.isMember || !context.comments) return null;
  const shapes = frameDrawingsAt(context.comments, time);
  if (shapes.length === 0) return null;
  return (
    <div
      data-testid="preview-comment-drawings"
      className="pointer-events-none absolute inset-y-0 left-1/2 aspect-video h-full -translate-x-1/2"
    >
      <AnnotationOverlay shapes={shapes} />
    </div>
  );
}
