import type { AspectRatio, Shot } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { resolveMediaUrl } from '../../../lib/transport';
import { Icon } from '../../../ui';

const ASPECT_CLASSES: Record<AspectRatio, string> = {
  landscape: 'aspect-video',
  portrait: 'aspect-[9/16]',
  square: 'aspect-square',
};

interface ShotMediaProps {
  shot: Shot;
  aspectRatio: AspectRatio;
  /** Only the picture, never the player, from its thumbnail when there is one (the Simple view's cards). */
  imageOnly?: boolean;
  /** An image job for the shot is queued or running: the empty frame says so instead of "No image yet". */
  isGenerating?: boolean;
}

/**
 * The shot's video (muted, with controls, its image as poster), else its image, else an empty frame.
 * Pictures load lazily and decode off the main thread; players fetch only their metadata (duration, size),
 * and the storyboard mounts only the cards in view, so a long storyboard stays light.
 */
export function ShotMedia({ shot, aspectRatio, imageOnly = false, isGenerating = false }: ShotMediaProps) {
  const { t } = useTranslation();
  const frame = `${ASPECT_CLASSES[aspectRatio]} w-full bg-elevated`;
  const imageUrl = shot.imageUrl ? resolveMediaUrl(shot.imageUrl) : undefined;

  if (shot.videoUrl && !imageOnly) {
    return (
      <video
        src={resolveMediaUrl(shot.videoUrl)}
        poster={imageUrl}
        controls
        muted
        playsInline
        preload="metadata"
        aria-label={t('storyboard.shot.videoAlt', { n: shot.sequence })}
        className={`${frame} bg-black object-contain`}
      />
    );
  }
  if (imageUrl) {
    return (
      <img
        src={imageOnly && shot.imageThumbUrl ? resolveMediaUrl(shot.imageThumbUrl) : imageUrl}
        alt={t('storyboard.shot.imageAlt', { n: shot.sequence })}
        loading="lazy"
        decoding="async"
        draggable={false}
        className={`${frame} object-cover`}
      />
    );
  }
  return (
    <div className={`${frame} flex flex-col items-center justify-center gap-2 text-fg-subtle`}>
      <Icon name={isGenerating ? 'sparkles' : 'image'} className={`size-7 ${isGenerating ? 'animate-pulse' : ''}`} />
      <span className="text-xs">
        {isGenerating ? t('storyboard.shot.generatingImage') : t('storyboard.shot.noImage')}
      </span>
    </div>
  );
}
