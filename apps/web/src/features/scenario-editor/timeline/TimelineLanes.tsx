import type { Shot, Timeline, Track, VoiceClip } from '@sym/contracts';
import { memo, useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { AudioTrackLane } from './AudioTrackLane';
import { LANE_LABEL_WIDTH } from './timelineLayout';
import type { TrackChanges } from './timelineApi';
import { VoiceTrackLane } from './VoiceTrackLane';

interface TimelineLanesProps {
  timeline: Timeline<Shot>;
  tracks: readonly Track[];
  voiceClips: readonly VoiceClip[];
  clipNumbers: ReadonlyMap<string, number>;
  pixelsPerSecond: number;
  selectedClipId: string | null;
  onSelectClip: (clipId: string) => void;
  onMoveClip: (clipId: string, offset: number) => void;
  onChangeTrack: (trackId: string, changes: TrackChanges) => void;
  onMoveTrack: (trackId: string, direction: -1 | 1) => void;
  onDeleteTrack: (track: Track) => void;
}

/** The audio and voice lanes, top to bottom in track order. Memoised: the playback clock re-renders its parent every frame. */
export const TimelineLanes = memo(function TimelineLanes(props: TimelineLanesProps) {
  const { t } = useTranslation();
  const { timeline, tracks, pixelsPerSecond } = props;
  const placedByTrack = useMemo(
    () => new Map(timeline.audio.filter((clip) => clip.kind === 'track').map((clip) => [clip.trackId, clip])),
    [timeline.audio],
  );
  if (tracks.length === 0) {
    return (
      <div className="flex border-b border-line">
        <div className="sticky left-0 shrink-0 px-3 py-4 text-sm text-fg-muted" style={{ width: LANE_LABEL_WIDTH * 2 }}>
          {t('timeline.noTracks')}
        </div>
      </div>
    );
  }
  return (
    <>
      {tracks.map((track, index) => {
        const common = {
          track,
          duration: timeline.duration,
          pixelsPerSecond,
          isFirst: index === 0,
          isLast: index === tracks.length - 1,
          onMove: (direction: -1 | 1) => props.onMoveTrack(track.id, direction),
          onDelete: () => props.onDeleteTrack(track),
        };
        if (track.kind === 'voice') {
          return (
            <VoiceTrackLane
              key={track.id}
              {...common}
              clips={props.voiceClips.filter((clip) => clip.trackId === track.id)}
              clipNumbers={props.clipNumbers}
              selectedClipId={props.selectedClipId}
              onSelectClip={props.onSelectClip}
              onMoveClip={props.onMoveClip}
              onToggleMute={() => props.onChangeTrack(track.id, { muted: !track.muted })}
            />
          );
        }
        return (
          <AudioTrackLane
            key={track.id}
            {...common}
            placed={placedByTrack.get(track.id)}
            onChange={(changes) => props.onChangeTrack(track.id, changes)}
          />
        );
      })}
    </>
  );
});
