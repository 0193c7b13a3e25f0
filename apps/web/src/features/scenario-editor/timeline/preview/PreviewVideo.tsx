import { useEffect, useRef } from 'react';
import { resolveMediaUrl } from '../../../../lib/transport';
import { playQuietly } from './playQuietly';

/** How far the video may drift from the timeline clock before it is seeked back in line. */
const MAX_DRIFT_SECONDS = 0.25;

interface PreviewVideoProps {
  url: string;
  poster?: string | null;
  label: string;
  /** Seconds into the shot. */
  localTime: number;
  isPlaying: boolean;
  onError: () => void;
}

/** A shot's video, kept in step with the timeline clock: seeked when paused, corrected when it drifts. */
export function PreviewVideo({ url, poster, label, localTime, isPlaying, onError }: PreviewVideoProps) {
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const target = element.duration > 0 ? Math.min(localTime, element.duration - 0.05) : localTime;
    if (!isPlaying || Math.abs(element.currentTime - target) > MAX_DRIFT_SECONDS) {
      if (Number.isFinite(target) && target >= 0) element.currentTime = target;
    }
    if (isPlaying && element.paused) playQuietly(element);
    if (!isPlaying && !element.paused) element.pause();
  }, [localTime, isPlaying]);

  return (
    <video
      ref={video}
      src={resolveMediaUrl(url)}
      poster={poster ? resolveMediaUrl(poster) : undefined}
      aria-label={label}
      muted
      playsInline
      preload="auto"
      className="absolute inset-0 size-full object-cover"
      onError={onError}
    />
  );
}
