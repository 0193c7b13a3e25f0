import { VIDEO_CACHE_SIZE, shotAt, speechSpans, type AspectRatio, type Shot, type Timeline } from '@sym/contracts';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n/useTranslation';
import { Icon } from '../../../../ui';
import { useVideoPreload } from '../../video-cache';
import { PreviewAudio } from './PreviewAudio';
import { PreviewStill } from './PreviewStill';
import { PreviewVideo } from './PreviewVideo';
import { useElementSize } from './useElementSize';

const ASPECT_CLASSES: Record<AspectRatio, string> = {
  landscape: 'aspect-video max-w-3xl',
  portrait: 'aspect-[9/16] max-w-xs',
  square: 'aspect-square max-w-md',
};

interface PreviewPlayerProps {
  timeline: Timeline<Shot>;
  time: number;
  isPlaying: boolean;
  aspectRatio: AspectRatio;
  /** Size classes of the frame instead of the timeline's (presentation mode fills the screen). */
  frameClassName?: string;
  /** Laid over the frame, e.g. the drawings of comments made at this time. */
  overlay?: ReactNode;
}

/**
 * The episode preview at the playhead, from the timeline model: the shot's video (or its picture with its
 * camera move) and every audio clip in step. The next shots' videos are preloaded through the video cache.
 */
export function PreviewPlayer(props: PreviewPlayerProps) {
  const { timeline, time, isPlaying, aspectRatio, frameClassName, overlay } = props;
  const { t } = useTranslation();
  const frameRef = useRef<HTMLDivElement>(null);
  const frame = useElementSize(frameRef);
  const [brokenVideos, setBrokenVideos] = useState<ReadonlySet<string>>(new Set());
  const current = shotAt(timeline, time);
  const index = current?.entry.index ?? 0;

  const upcoming = useMemo(
    () =>
      timeline.shots
        .slice(index, index + VIDEO_CACHE_SIZE)
        .map((entry) => entry.shot.videoUrl)
        .filter((url): url is string => Boolean(url)),
    [timeline.shots, index],
  );
  useVideoPreload(upcoming);
  const speech = useMemo(() => speechSpans(timeline.audio), [timeline.audio]);

  const shot = current?.entry.shot;
  const label = t('timeline.preview.shot', { n: index + 1 });
  const hasVideo = Boolean(shot?.videoUrl && !brokenVideos.has(shot.videoUrl));

  return (
    <section aria-label={t('timeline.preview.label')} className="flex justify-center">
      <div
        ref={frameRef}
        data-shot-index={current ? index + 1 : undefined}
        className={`relative w-full overflow-hidden rounded-xl border border-line bg-black ${frameClassName ?? ASPECT_CLASSES[aspectRatio]}`}
      >
        {shot && hasVideo && shot.videoUrl && (
          <PreviewVideo
            key={shot.id}
            url={shot.videoUrl}
            poster={shot.imageUrl}
            label={t('timeline.preview.video', { n: index + 1 })}
            localTime={current.localTime}
            isPlaying={isPlaying}
            onError={() => setBrokenVideos((set) => new Set(set).add(shot.videoUrl!))}
          />
        )}
        {shot && !hasVideo && shot.imageUrl && (
          <PreviewStill
            key={shot.id}
            url={shot.imageUrl}
            alt={t('timeline.preview.image', { n: index + 1 })}
            motion={shot.cameraMotion}
            progress={current.progress}
            frame={frame}
          />
        )}
        {shot && !hasVideo && !shot.imageUrl && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-sm text-white/70">
            <Icon name="image" className="size-6" />
            {t('timeline.preview.noImage', { n: index + 1 })}
          </div>
        )}
        {overlay}
        <span className="absolute top-2 left-2 rounded bg-black/60 px-2 py-0.5 text-xs text-white">{label}</span>
        {shot?.videoUrl && !hasVideo && (
          <span role="status" className="absolute top-2 right-2 rounded bg-black/60 px-2 py-0.5 text-xs text-white">
            {t('timeline.preview.videoUnsupported')}
          </span>
        )}
        {timeline.audio.map((clip) => (
          <PreviewAudio key={clip.id} clip={clip} time={time} isPlaying={isPlaying} speech={speech} />
        ))}
      </div>
    </section>
  );
}
