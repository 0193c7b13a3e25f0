import type { Track } from '@sym/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon } from '../../../ui';
import { useEditorMode } from '../editorMode';
import { LANE_LABEL_WIDTH } from './timelineLayout';
import { trackDisplayName } from './trackDisplayName';

interface TrackLaneHeaderProps {
  track: Track;
  isFirst: boolean;
  isLast: boolean;
  onToggleMute: () => void;
  onMove: (direction: -1 | 1) => void;
  onDelete: () => void;
  /** Extra controls under the name (volume, offset). */
  children?: ReactNode;
}

/** The label cell of a track lane: its name, mute, move up/down (the advanced editor's) and delete. */
export function TrackLaneHeader({
  track,
  isFirst,
  isLast,
  onToggleMute,
  onMove,
  onDelete,
  children,
}: TrackLaneHeaderProps) {
  const { t } = useTranslation();
  const { shows } = useEditorMode();
  const name = trackDisplayName(t, track);
  return (
    <div
      className="sticky left-0 z-10 flex shrink-0 flex-col gap-1 border-r border-line bg-surface px-2 py-1.5"
      style={{ width: LANE_LABEL_WIDTH }}
    >
      <span className="truncate text-sm font-medium text-fg" title={name}>
        {name}
      </span>
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={track.muted}
          aria-label={t('timeline.track.mute', { name })}
          onClick={onToggleMute}
          className={`mr-auto ${track.muted ? 'text-danger' : ''}`}
        >
          {track.muted ? t('timeline.track.muted') : t('timeline.track.sound')}
        </Button>
        {shows('timeline.trackOrder') && (
          <>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('timeline.track.moveUp', { name })}
              disabled={isFirst}
              onClick={() => onMove(-1)}
            >
              <Icon name="chevronDown" className="size-3.5 rotate-180" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('timeline.track.moveDown', { name })}
              disabled={isLast}
              onClick={() => onMove(1)}
            >
              <Icon name="chevronDown" className="size-3.5" />
            </Button>
          </>
        )}
        <Button variant="ghost" size="sm" aria-label={t('timeline.track.delete', { name })} onClick={onDelete}>
          <Icon name="trash" className="size-3.5" />
        </Button>
      </div>
      {children}
    </div>
  );
}
