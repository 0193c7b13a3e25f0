import type { VoiceClip } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { translateServerText } from '../../../lib/i18n';
import { AudioClipBlock } from './AudioClipBlock';
import { PendingClipProgress } from './PendingClipProgress';
import { AUDIO_LANE_HEIGHT } from './timelineLayout';
import { Waveform } from './Waveform';

/** Width given to a clip whose length is not known yet (still being spoken). */
const PENDING_CLIP_SECONDS = 2;

interface VoiceClipBlockProps {
  clip: VoiceClip;
  index: number;
  duration: number;
  pixelsPerSecond: number;
  isSelected: boolean;
  onSelect: () => void;
  onMove: (offset: number) => void;
}

/** A voice clip on its lane: progress while its line is spoken, then its waveform; failures say so. */
export function VoiceClipBlock({
  clip,
  index,
  duration,
  pixelsPerSecond,
  isSelected,
  onSelect,
  onMove,
}: VoiceClipBlockProps) {
  const { t } = useTranslation();
  const label = t('timeline.voice.clip', { n: index + 1, text: clip.text || t('timeline.voice.uploaded') });
  return (
    <AudioClipBlock
      label={label}
      offset={clip.offset}
      length={clip.duration ?? PENDING_CLIP_SECONDS}
      pixelsPerSecond={pixelsPerSecond}
      maxOffset={duration}
      isSelected={isSelected}
      onSelect={onSelect}
      onMove={onMove}
    >
      <div className="pointer-events-none flex h-full flex-col" data-clip-status={clip.status}>
        <span className="truncate px-1.5 pt-0.5 text-[10px] text-fg">{clip.text || t('timeline.voice.uploaded')}</span>
        <div className="min-h-0 flex-1">
          {clip.status === 'pending' && (
            <PendingClipProgress
              scenarioId={clip.scenarioId}
              clipId={clip.id}
              jobId={clip.jobId}
              label={t('timeline.voice.progress', { n: index + 1 })}
            />
          )}
          {clip.status === 'failed' && (
            <span
              className="px-1.5 text-[11px] text-danger"
              title={clip.error ? translateServerText(clip.error) : undefined}
            >
              {t('timeline.voice.clipFailed')}
            </span>
          )}
          {clip.status === 'ready' && clip.audioUrl && (
            <Waveform
              url={clip.audioUrl}
              height={AUDIO_LANE_HEIGHT - 30}
              label={t('timeline.voice.waveform', { n: index + 1 })}
            />
          )}
        </div>
      </div>
    </AudioClipBlock>
  );
}
