import { timeToPixels, type Track, type VoiceClip } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { TrackLaneHeader } from './TrackLaneHeader';
import { AUDIO_LANE_HEIGHT } from './timelineLayout';
import { VoiceClipBlock } from './VoiceClipBlock';
import { trackDisplayName } from './trackDisplayName';

interface VoiceTrackLaneProps {
  track: Track;
  clips: readonly VoiceClip[];
  /** Numbering of clips across all voice lanes, by clip id. */
  clipNumbers: ReadonlyMap<string, number>;
  duration: number;
  pixelsPerSecond: number;
  isFirst: boolean;
  isLast: boolean;
  selectedClipId: string | null;
  onSelectClip: (clipId: string) => void;
  onMoveClip: (clipId: string, offset: number) => void;
  onToggleMute: () => void;
  onMove: (direction: -1 | 1) => void;
  onDelete: () => void;
}

/** A voice track: the voice clips placed on it at their offsets. */
export function VoiceTrackLane(props: VoiceTrackLaneProps) {
  const { t } = useTranslation();
  const { track, clips, duration, pixelsPerSecond } = props;
  return (
    <div
      role="group"
      aria-label={t('timeline.track.label', { name: trackDisplayName(t, track) })}
      className="flex border-b border-line"
    >
      <TrackLaneHeader
        track={track}
        isFirst={props.isFirst}
        isLast={props.isLast}
        onToggleMute={props.onToggleMute}
        onMove={props.onMove}
        onDelete={props.onDelete}
      >
        <span className="text-xs text-fg-muted">{t('timeline.voice.count', { count: clips.length })}</span>
      </TrackLaneHeader>
      <div
        className="relative shrink-0"
        style={{ width: timeToPixels(duration, pixelsPerSecond), minHeight: AUDIO_LANE_HEIGHT }}
      >
        {clips.map((clip) => (
          <VoiceClipBlock
            key={clip.id}
            clip={clip}
            index={props.clipNumbers.get(clip.id) ?? 0}
            duration={duration}
            pixelsPerSecond={pixelsPerSecond}
            isSelected={clip.id === props.selectedClipId}
            onSelect={() => props.onSelectClip(clip.id)}
            onMove={(offset) => props.onMoveClip(clip.id, offset)}
          />
        ))}
      </div>
    </div>
  );
}
