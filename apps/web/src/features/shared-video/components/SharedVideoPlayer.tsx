import { formatDuration, type PublicVideo } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useDocumentTitle } from '../../../app/tier';
import { resolveMediaUrl } from '../../../lib/transport';
import { Icon } from '../../../ui';

/**
 * The shared video and its title, nothing else. preload="metadata" fetches only the head of the file; the
 * browser asks for byte ranges as the viewer plays or seeks.
 */
export function SharedVideoPlayer({ video }: { video: PublicVideo }) {
  const { t } = useTranslation();
  const [isUnsupported, setIsUnsupported] = useState(false);
  useDocumentTitle(video.title);

  return (
    <article
      className="mx-auto flex w-full flex-col gap-4"
      // As wide as fits, but the video never taller than the window below the header, so its controls stay in
      // view; the title and duration line up with it.
      style={{ maxWidth: `min(64rem, max(16rem, calc((100dvh - 14rem) * ${video.width} / ${video.height})))` }}
    >
      <h1 className="text-2xl font-semibold break-words text-fg">{video.title}</h1>
      <div
        className="w-full overflow-hidden rounded-xl border border-line bg-black"
        style={{ aspectRatio: `${video.width} / ${video.height}` }}
      >
        <video
          className="size-full"
          src={resolveMediaUrl(video.videoUrl)}
          poster={video.posterUrl ? resolveMediaUrl(video.posterUrl) : undefined}
          width={video.width}
          height={video.height}
          controls
          playsInline
          preload="metadata"
          aria-label={t('sharedVideo.player', { title: video.title })}
          onError={() => setIsUnsupported(true)}
        />
      </div>
      {video.duration !== null && (
        <p className="text-sm text-fg-muted">
          {t('sharedVideo.duration', { duration: formatDuration(video.duration) })}
        </p>
      )}
      {isUnsupported && (
        <p role="alert" className="flex items-center gap-2 text-sm text-danger">
          <Icon name="alert" className="size-4" />
          {t('sharedVideo.unsupported')}
        </p>
      )}
    </article>
  );
}
