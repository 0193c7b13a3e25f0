import { memo } from 'react';
import { timeToPixels, type Scene, type Shot, type Timeline } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { LaneLabel } from './LaneLabel';

interface ScenesLaneProps {
  scenes: readonly Scene[];
  timeline: Timeline<Shot>;
  pixelsPerSecond: number;
  onSeek: (time: number) => void;
}

/** Height of the scenes lane, in pixels. */
const SCENES_LANE_HEIGHT = 32;

/** Where each scene starts and ends on the timeline: from its first shot's start to its last shot's end. */
function placedScenes(scenes: readonly Scene[], timeline: Timeline<Shot>) {
  const byShot = new Map(timeline.shots.map((entry) => [entry.shot.id, entry]));
  return scenes.flatMap((scene) => {
    const entries = scene.shotIds.flatMap((id) => byShot.get(id) ?? []);
    if (entries.length === 0) return [];
    const start = Math.min(...entries.map((entry) => entry.start));
    const end = Math.max(...entries.map((entry) => entry.end));
    return [{ scene, start, end }];
  });
}

/**
 * The scenes lane above the shots: each scene of the episode (scene grouping) as a band over its shots, named by
 * its heading; a click goes to its first shot. Memoised: the playback clock re-renders its parent every frame.
 */
export const ScenesLane = memo(function ScenesLane({ scenes, timeline, pixelsPerSecond, onSeek }: ScenesLaneProps) {
  const { t } = useTranslation();
  const placed = placedScenes(scenes, timeline);
  if (placed.length === 0) return null;
  return (
    <div role="group" aria-label={t('timeline.scenesTrack')} className="flex border-b border-line">
      <LaneLabel>{t('timeline.scenesTrack')}</LaneLabel>
      <div
        className="relative"
        style={{ width: timeToPixels(timeline.duration, pixelsPerSecond), height: SCENES_LANE_HEIGHT }}
      >
        {placed.map(({ scene, start, end }) => {
          const label = t('timeline.scene', { n: scene.index, name: scene.name });
          return (
            <button
              key={scene.id ?? scene.index}
              type="button"
              title={label}
              aria-label={t('timeline.goToScene', { n: scene.index, name: scene.name })}
              onClick={() => onSeek(start)}
              className="absolute top-1 bottom-1 truncate rounded-md border border-accent/40 bg-accent-soft px-2 text-left text-[11px] font-medium text-fg hover:border-accent focus-visible:outline-2 focus-visible:outline-accent"
              style={{
                left: timeToPixels(start, pixelsPerSecond),
                width: Math.max(timeToPixels(end - start, pixelsPerSecond) - 2, 4),
              }}
            >
              {label}
            </button>
          );
        })}
      </div>
    </div>
  );
});
