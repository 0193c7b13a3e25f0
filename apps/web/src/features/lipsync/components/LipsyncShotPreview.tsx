import type { AspectRatio, Shot } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { resolveMediaUrl } from '../../../lib/transport';

const ASPECT_CLASSES: Record<AspectRatio, string> = {
  landscape: 'aspect-video',
  portrait: 'aspect-[9/16] max-h-[28rem]',
  square: 'aspect-square',
};

interface LipsyncShotPreviewProps {
  shot: Shot;
  aspectRatio: AspectRatio;
}

/** What the lip-sync starts from: the shot's primary video clip, else its image. */
export function LipsyncShotPreview({ shot, aspectRatio }: LipsyncShotPreviewProps) {
  const { t } = useTranslation();
  const frame = `${ASPECT_CLASSES[aspectRatio]} w-full rounded-lg bg-black object-contain`;
  if (shot.videoUrl) {
    return (
      <video
        src={resolveMediaUrl(shot.videoUrl)}
        poster={shot.imageUrl ? resolveMediaUrl(shot.imageUrl) : undefined}
        controls
        playsInline
        preload="metadata"
        aria-label={t('lipsync.page.videoAlt', { n: shot.sequence })}
        className={frame}
      />
    );
  }
  if (shot.imageUrl) {
    return (
      <img
        src={resolveMediaUrl(shot.imageUrl)}
        alt={t('lipsync.page.imageAlt', { n: shot.sequence })}
        className={frame}
      />
    );
  }
  return (
    <p className="rounded-lg border border-dashed border-line p-4 text-sm text-fg-muted">
      {t('lipsync.page.noVisual')}
    </p>
  );
}
