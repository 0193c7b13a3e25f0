import { audioTimeAt, envelopeAt, type TimeSpan, type TimelineAudioClip } from '@sym/contracts';
import { useEffect, useRef } from 'react';
import { resolveMediaUrl } from '../../../../lib/transport';
import { playQuietly } from './playQuietly';

const MAX_DRIFT_SECONDS = 0.25;

interface PreviewAudioProps {
  clip: TimelineAudioClip;
  time: number;
  isPlaying: boolean;
  /** Where someone speaks: what a ducked clip goes down under. */
  speech: readonly TimeSpan[];
}

/**
 * One placed audio clip as an <audio> element: silent outside its span, started and seeked at its offset
 * while the timeline plays, at its gain times its envelope (fades, ducking: what the export mixes). HTML media
 * volume stops at 1, so gains above 1 play at full volume.
 */
export function PreviewAudio({ clip, time, isPlaying, speech }: PreviewAudioProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const sourceTime = audioTimeAt(clip, time);
  const volume = Math.min(1, Math.max(0, clip.gain * envelopeAt(clip, time, speech)));

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    element.volume = volume;
    if (sourceTime === null || !isPlaying) {
      if (!element.paused) element.pause();
      if (sourceTime !== null && Math.abs(element.currentTime - sourceTime) > 0.01) element.currentTime = sourceTime;
      return;
    }
    if (Math.abs(element.currentTime - sourceTime) > MAX_DRIFT_SECONDS) element.currentTime = sourceTime;
    if (element.paused) playQuietly(element);
  }, [sourceTime, isPlaying, volume]);

  return <audio ref={audio} src={resolveMediaUrl(clip.source)} preload="auto" data-clip-id={clip.id} />;
}
