import type { PublicReview } from '@sym/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { useFrameDrawing } from '../../state/FrameDrawingContext';
import { buildAnimatic } from '../../utils/animatic';
import { AnimaticView } from './AnimaticView';
import { FrameDrawingBar } from './FrameDrawingBar';
import { FrameDrawingLayer } from './FrameDrawingLayer';
import { PlayerControls } from './PlayerControls';
import { VideoView } from './VideoView';

interface ReviewPlayerProps {
  review: PublicReview;
  /** The comment thread the guest opened (its drawing shows over the frame at its time). */
  activeCommentId?: string | null;
}

/**
 * The review's player: the newest export when there is one, else the storyboard as an animatic, with the
 * drawings of comments made at the time it is at, or the guest's own drawing while they draw on its frame.
 */
export function ReviewPlayer({ review, activeCommentId = null }: ReviewPlayerProps) {
  const { t } = useTranslation();
  const drawing = useFrameDrawing();
  const animatic = useMemo(() => buildAnimatic(review.shots), [review.shots]);
  const [videoDuration, setVideoDuration] = useState<number | null>(null);
  const duration = review.video ? (videoDuration ?? review.video.duration ?? 0) : animatic.duration;
  return (
    <section
      data-testid="review-player"
      data-mode={review.video ? 'video' : 'animatic'}
      aria-label={t(review.video ? 'review.player.videoLabel' : 'review.player.animaticLabel')}
      className="rounded-xl border border-line bg-surface p-3"
    >
      {/* The frame's box: a drawing at a time of the player is kept in 0–1 coordinates of it. */}
      <div className="relative overflow-hidden rounded-lg bg-black">
        {review.video ? (
          <VideoView video={review.video} onDuration={setVideoDuration} />
        ) : (
          <AnimaticView review={review} animatic={animatic} />
        )}
        <FrameDrawingLayer comments={review.comments} activeId={activeCommentId} />
      </div>
      {drawing && drawing.time !== null ? (
        <FrameDrawingBar drawing={drawing} time={drawing.time} />
      ) : (
        <PlayerControls duration={duration} />
      )}
    </section>
  );
}
