import { timeToPixels, type TimelineAudioClip, type Track } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useEditorMode } from '../editorMode';
import { AudioClipBlock } from './AudioClipBlock';
import { OffsetField } from './OffsetField';
import { TrackEnvelopeControls } from './TrackEnvelopeControls';
import { TrackLaneHeader } from './TrackLaneHeader';
import { VolumeSlider } from './VolumeSlider';
import { AUDIO_LANE_HEIGHT } from './timelineLayout';
import type { TrackChanges } from './timelineApi';
import { Waveform } from './Waveform';
import { trackDisplayName } from './trackDisplayName';

interface AudioTrackLaneProps {
  track: Track;
  /** Where the model placed its clip; absent when nothing of it is heard (e.g. past the end). */
  placed: TimelineAudioClip | undefined;
  duration: number;
  pixelsPerSecond: number;
  isFirst: boolean;
  isLast: boolean;
  onChange: (changes: TrackChanges) => void;
  onMove: (direction: -1 | 1) => void;
  onDelete: () => void;
}

/** An uploaded audio track: its controls and its clip with the file's waveform, movable in time. */
export function AudioTrackLane({
  track,
  placed,
  duration,
  pixelsPerSecond,
  isFirst,
  isLast,
  onChange,
  onMove,
  onDelete,
}: AudioTrackLaneProps) {
  const { t } = useTranslation();
  const { shows } = useEditorMode();
  const name = trackDisplayName(t, track);
  const fileLength = track.audioDuration ?? placed?.duration ?? 0;
  const length =
    placed?.duration ?? Math.max(0, Math.min(fileLength - track.trimStart, track.clipDuration ?? Infinity));
  return (
    <div role="group" aria-label={t('timeline.track.label', { name })} className="flex border-b border-line">
      <TrackLaneHeader
        track={track}
        isFirst={isFirst}
        isLast={isLast}
        onToggleMute={() => onChange({ muted: !track.muted })}
        onMove={onMove}
        onDelete={onDelete}
      >
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <VolumeSlider
            label={t('timeline.track.volume', { name })}
            value={track.volume}
            onCommit={(volume) => onChange({ volume })}
          />
          {shows('timeline.trackOffset') && (
            <OffsetField
              label={t('timeline.offset')}
              value={track.offset}
              max={duration}
              onCommit={(offset) => onChange({ offset })}
            />
          )}
          <TrackEnvelopeControls track={track} onChange={onChange} />
        </div>
      </TrackLaneHeader>
      <div
        className="relative shrink-0"
        style={{ width: timeToPixels(duration, pixelsPerSecond), minHeight: AUDIO_LANE_HEIGHT }}
      >
        {track.audioUrl && (
          <AudioClipBlock
            label={t('timeline.track.clip', { name })}
            offset={track.offset}
            length={length}
            pixelsPerSecond={pixelsPerSecond}
            maxOffset={duration}
            onMove={(offset) => onChange({ offset })}
          >
            <div
              className="pointer-events-none h-full"
              style={{
                marginLeft: -timeToPixels(track.trimStart, pixelsPerSecond),
                width: timeToPixels(fileLength, pixelsPerSecond),
              }}
            >
              <Waveform url={track.audioUrl} height="auto" label={t('timeline.track.waveform', { name })} />
            </div>
          </AudioClipBlock>
        )}
      </div>
    </div>
  );
}
