import { formatTimelineTime, pixelsToTime, rulerTicks, timeToPixels } from '@sym/contracts';
import { memo, useMemo, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { LANE_LABEL_WIDTH, keyStep } from './timelineLayout';
import { isInWindow, type LaneWindow } from './useLaneWindow';

interface TimelineRulerProps {
  duration: number;
  pixelsPerSecond: number;
  time: number;
  /** The part of the lanes drawn: ticks outside it are left out (null: all). */
  laneWindow: LaneWindow | null;
  onSeek: (time: number) => void;
}

/** Widest a tick's label can be, in pixels (a tick just left of the window still shows its label). */
const LABEL_WIDTH = 60;

/**
 * The ruler's time labels in the window. Memoised apart from the ruler, which the playback clock re-renders every
 * frame: an hour at the default zoom has thousands of them.
 */
const RulerTicks = memo(function RulerTicks({
  duration,
  pixelsPerSecond,
  laneWindow,
}: Pick<TimelineRulerProps, 'duration' | 'pixelsPerSecond' | 'laneWindow'>) {
  const ticks = useMemo(() => rulerTicks(duration, pixelsPerSecond), [duration, pixelsPerSecond]);
  return ticks.map((tick) => {
    const left = timeToPixels(tick, pixelsPerSecond);
    if (!isInWindow(laneWindow, left, left + LABEL_WIDTH)) return null;
    return (
      <span
        key={tick}
        aria-hidden="true"
        className="absolute top-0 h-full border-l border-line pl-1 text-[10px] leading-7 text-fg-muted tabular-nums"
        style={{ left }}
      >
        {formatTimelineTime(tick, false)}
      </span>
    );
  });
});

/** Time labels along the top; clicking or dragging on it moves the playhead (arrow keys too). */
export function TimelineRuler({ duration, pixelsPerSecond, time, laneWindow, onSeek }: TimelineRulerProps) {
  const { t } = useTranslation();
  const isDragging = useRef(false);
  const width = timeToPixels(duration, pixelsPerSecond);

  const seekTo = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onSeek(pixelsToTime(event.clientX - box.left, pixelsPerSecond, duration));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      onSeek(event.key === 'Home' ? 0 : duration);
      return;
    }
    const step = keyStep(event.key, event.shiftKey);
    if (step === null) return;
    event.preventDefault();
    onSeek(Math.min(duration, Math.max(0, time + step)));
  };

  return (
    <div className="sticky top-0 z-20 flex border-b border-line bg-surface">
      <div
        className="sticky left-0 z-10 shrink-0 border-r border-line bg-surface px-3 py-1.5 text-xs text-fg-muted"
        style={{ width: LANE_LABEL_WIDTH }}
      >
        {t('timeline.ruler')}
      </div>
      <div
        role="slider"
        tabIndex={0}
        aria-label={t('timeline.playhead')}
        aria-valuemin={0}
        aria-valuemax={duration}
        aria-valuenow={Number(time.toFixed(2))}
        aria-valuetext={formatTimelineTime(time)}
        className="relative h-7 shrink-0 cursor-pointer select-none focus-visible:outline-2 focus-visible:outline-accent"
        style={{ width }}
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          isDragging.current = true;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          seekTo(event);
        }}
        onPointerMove={(event) => {
          if (isDragging.current) seekTo(event);
        }}
        onPointerUp={() => {
          isDragging.current = false;
        }}
        onKeyDown={handleKeyDown}
      >
        <RulerTicks duration={duration} pixelsPerSecond={pixelsPerSecond} laneWindow={laneWindow} />
      </div>
    </div>
  );
}
