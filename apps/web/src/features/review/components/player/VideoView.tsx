import type { PublicReview } from '@sym/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { resolveMediaUrl } from '../../../../lib/transport';
import { useReviewView, useReviewViewStore } from '../../state/ReviewViewContext';

type ReviewVideo = NonNullable<PublicReview['video']>;

/**
 * The episode's newest export, driven by the page's view store: the store says play, pause or jump, the video
 * reports its time back as it plays.
 */
export function VideoView({ video, onDuration }: { video: ReviewVideo; onDuration: (seconds: number) => void }) {
  const { t } = useTranslation();
  const store = useReviewViewStore();
  const ref = useRef<HTMLVideoElement>(null);
  const isPlaying = useReviewView((state) => state.isPlaying);
  const seekVersion = useReviewView((state) => state.seekVersion);

  useEffect(() => {
    const element = ref.current;
    if (!element || element.paused === !isPlaying) return;
    if (isPlaying) element.play()?.catch(() => store.setPlaying(false, 'playback'));
    else element.pause();
  }, [isPlaying, store]);

  useEffect(() => {
    const element = ref.current;
    if (element && seekVersion > 0) element.currentTime = store.getState().timeSeconds;
  }, [seekVersion, store]);

  return (
    <video
      ref={ref}
      className="block aspect-video w-full"
      src={resolveMediaUrl(video.url)}
      poster={video.posterUrl ? resolveMediaUrl(video.posterUrl) : undefined}
      playsInline
      preload="metadata"
      aria-label={t('review.player.video')}
      onClick={() => store.setPlaying(!store.getState().isPlaying)}
      onTimeUpdate={(event) => store.advance(event.currentTarget.currentTime)}
      onLoadedMetadata={(event) => {
        if (Number.isFinite(event.currentTarget.duration)) onDuration(event.currentTarget.duration);
      }}
      onPause={() => store.setPlaying(false, 'playback')}
      onPlay={() => store.setPlaying(true, 'playback')}
      onEnded={() => store.setPlaying(false, 'playback')}
    />
  );
}
