import { memo } from 'react';
import type { Shot, Timeline } from '@sym/contracts';
import { useTranslation } from 'react-i18next';
import { ShotBlock } from './ShotBlock';
import { LANE_LABEL_WIDTH, SHOT_LANE_HEIGHT } from './timelineLayout';

interface ShotsTrackProps {
  timeline: Timeline<Shot>;
  pixelsPerSecond: number;
  currentShotId: string | null;
  onTrim: (shotId: string, duration: number) => void;
  onSeek: (time: number) => void;
}

/** The shots lane: every shot end to end, as long as it lasts. Memoised: the playback clock re-renders its parent every frame. */
export const ShotsTrack = memo(function ShotsTrack({
  timeline,
  pixelsPerSecond,
  currentShotId,
  onTrim,
  onSeek,
}: ShotsTrackProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('timeline.shotsTrack')} className="flex border-b border-line">
      <div
        className="sticky left-0 z-10 flex shrink-0 items-center border-r border-line bg-surface px-3 text-sm font-medium text-fg"
        style={{ width: LANE_LABEL_WIDTH }}
      >
        {t('timeline.shotsTrack')}
      </div>
      <div className="flex py-1.5" style={{ height: SHOT_LANE_HEIGHT }}>
        {timeline.shots.map((entry) => (
          <ShotBlock
            key={entry.shot.id}
            entry={entry}
            pixelsPerSecond={pixelsPerSecond}
            isCurrent={entry.shot.id === currentShotId}
            onTrim={onTrim}
            onSelect={onSeek}
          />
        ))}
      </div>
    </div>
  );
});
