import type { PublicReview } from '@sym/contracts';
import { useEffect } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { resolveMediaUrl } from '../../../../lib/transport';
import { useReviewView, useReviewViewStore } from '../../state/ReviewViewContext';
import { shotIndexAt, type Animatic } from '../../utils/animatic';

/** How often the animatic's clock moves on while it plays. */
const TICK_MS = 100;

/**
 * The storyboard played as an animatic: each shot's picture for its duration, the clock running while playing
 * (from the wall clock, so a slow tick never slows the film down).
 */
export function AnimaticView({ review, animatic }: { review: PublicReview; animatic: Animatic }) {
  const { t } = useTranslation();
  const store = useReviewViewStore();
  const isPlaying = useReviewView((state) => state.isPlaying);
  const index = useReviewView((state) => shotIndexAt(animatic, state.timeSeconds));
  const shot = review.shots[index];

  useEffect(() => {
    if (!isPlaying) return;
    let last = Date.now();
    const timer = setInterval(() => {
      const now = Date.now();
      const next = store.getState().timeSeconds + (now - last) / 1000;
      last = now;
      if (next < animatic.duration) {
        store.advance(next);
        return;
      }
      store.advance(animatic.duration);
      store.setPlaying(false, 'playback');
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [isPlaying, animatic.duration, store]);

  if (!shot) {
    return (
      <div className="grid aspect-video place-items-center p-6 text-sm text-white/70">{t('review.player.noShots')}</div>
    );
  }
  const n = index + 1;
  return (
    <figure className="relative aspect-video">
      {shot.imageUrl ? (
        <img
          src={resolveMediaUrl(shot.imageUrl)}
          alt={t('review.player.frame', { n })}
          className="size-full object-contain"
          decoding="async"
        />
      ) : (
        <div className="grid size-full place-items-center p-6 text-center text-sm text-white/80">
          {shot.description}
        </div>
      )}
      <figcaption className="absolute bottom-2 left-2 rounded-md bg-black/70 px-2 py-0.5 text-xs font-medium text-white">
        {t('review.shot.title', { n })}
      </figcaption>
    </figure>
  );
}
