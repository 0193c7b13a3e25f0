import type { ShotVersion } from '@sym/contracts';
import { resolveMediaUrl } from '../../../lib/transport';
import { Icon } from '../../../ui';

interface TakeMediaProps {
  take: ShotVersion;
  /** 'thumb': a small still for the list; 'full': the picture, or the clip with its controls. */
  size: 'thumb' | 'full';
  alt: string;
}

/** A take's picture or clip; an empty frame while it is being made or when it failed. */
export function TakeMedia({ take, size, alt }: TakeMediaProps) {
  const frame = size === 'thumb' ? 'h-14 w-24 object-cover' : 'aspect-video w-full bg-black object-contain';
  if (!take.url) {
    return (
      <div className={`${size === 'thumb' ? 'h-14 w-24' : 'aspect-video w-full'} grid place-items-center bg-elevated`}>
        <Icon name={take.kind === 'video' ? 'film' : 'image'} className="size-5 text-fg-subtle" />
      </div>
    );
  }
  if (take.kind === 'video') {
    const poster = take.thumbUrl ? resolveMediaUrl(take.thumbUrl) : undefined;
    if (size === 'thumb' && poster) return <img src={poster} alt={alt} loading="lazy" className={frame} />;
    return (
      <video
        src={resolveMediaUrl(take.url)}
        poster={poster}
        controls={size === 'full'}
        muted
        playsInline
        preload="metadata"
        aria-label={alt}
        className={frame}
      />
    );
  }
  const src = size === 'thumb' && take.thumbUrl ? take.thumbUrl : take.url;
  return <img src={resolveMediaUrl(src)} alt={alt} loading="lazy" decoding="async" className={frame} />;
}
