import { memo, useState } from 'react';
import type { Shot, Timeline } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { ShotSelectionRing, useAnnounceShotSelection, useShotSelections } from '../../collaboration';
import { ShotBlock } from './ShotBlock';
import { LaneLabel } from './LaneLabel';
import { SHOT_LANE_HEIGHT } from './timelineLayout';
import { shotsInWindow, type LaneWindow } from './useLaneWindow';

interface ShotsTrackProps {
  /** The project room the clip selections are shared in. */
  projectId?: string;
  timeline: Timeline<Shot>;
  pixelsPerSecond: number;
  /** The part of the lane drawn (a long episode's shots outside it are left out); null: every shot. */
  laneWindow: LaneWindow | null;
  currentShotId: string | null;
  onTrim: (shotId: string, duration: number) => void;
  onSeek: (time: number) => void;
}

/**
 * The shots lane: every shot end to end, as long as it lasts; of a long episode only those in the window are in
 * the page, after a gap as long as the shots before them. Memoised: the playback clock re-renders its parent every
 * frame.
 */
export const ShotsTrack = memo(function ShotsTrack({
  projectId,
  timeline,
  pixelsPerSecond,
  laneWindow,
  currentShotId,
  onTrim,
  onSeek,
}: ShotsTrackProps) {
  const { t } = useTranslation();
  // The clip this user clicked last is his selection, for the others to see.
  const [selectedShotId, setSelectedShotId] = useState<string | null>(null);
  const peers = useShotSelections(projectId);
  useAnnounceShotSelection(projectId, selectedShotId ? [selectedShotId] : []);
  const { visible, offset } = shotsInWindow(timeline.shots, pixelsPerSecond, laneWindow);
  return (
    <div role="group" aria-label={t('timeline.shotsTrack')} className="flex border-b border-line">
      <LaneLabel>{t('timeline.shotsTrack')}</LaneLabel>
      <div className="flex py-1.5" style={{ height: SHOT_LANE_HEIGHT }}>
        {offset > 0 && <div aria-hidden="true" className="shrink-0" style={{ width: offset }} />}
        {visible.map((entry) => (
          <ShotBlock
            key={entry.shot.id}
            entry={entry}
            pixelsPerSecond={pixelsPerSecond}
            isCurrent={entry.shot.id === currentShotId}
            onTrim={onTrim}
            onSelect={(time) => {
              setSelectedShotId(entry.shot.id);
              onSeek(time);
            }}
          >
            <ShotSelectionRing selectors={peers.byShot.get(entry.shot.id)} roundedClassName="rounded-md" isInset />
          </ShotBlock>
        ))}
      </div>
    </div>
  );
});
