import type { PublicReview } from '@sym/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildAnimatic } from '../../utils/animatic';
import { AnimaticView } from './AnimaticView';
import { PlayerControls } from './PlayerControls';
import { VideoView } from './VideoView';

/** The review's player: the newest export when there is one, else the storyboard as an animatic. */
export function ReviewPlayer({ review }: { review: PublicReview }) {
  const { t } = useTranslation();
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
      <div className="overflow-hidden rounded-lg bg-black">
        {review.video ? (
          <VideoView video={review.video} onDuration={setVideoDuration} />
        ) : (
          <AnimaticView review={review} animatic={animatic} />
        )}
      </div>
      <PlayerControls duration={duration} />
    </section>
  );
}
