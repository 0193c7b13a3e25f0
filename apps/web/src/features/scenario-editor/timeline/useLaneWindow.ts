import { timeToPixels } from '@sym/contracts';
import { useLayoutEffect, useState } from 'react';
import { LANE_LABEL_WIDTH } from './timelineLayout';

/** The part of the lanes (in pixels from the lanes' start, after the labels) that is drawn. */
export interface LaneWindow {
  from: number;
  to: number;
}

/** Whether the lane span `start`–`end` (pixels) reaches into the window; everything does without one. */
export const isInWindow = (drawn: LaneWindow | null, start: number, end: number) =>
  !drawn || (end >= drawn.from && start <= drawn.to);

/** The shots in the window `drawn` (all without one), in order; `offset` is where the first one starts, in pixels. */
export function shotsInWindow<S extends { start: number; end: number }>(
  shots: readonly S[],
  pixelsPerSecond: number,
  drawn: LaneWindow | null,
) {
  if (!drawn) return { visible: shots, offset: 0 };
  // Shots are in time order: the first one ending inside the window, by halving.
  let low = 0;
  let high = shots.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (timeToPixels(shots[middle]!.end, pixelsPerSecond) < drawn.from) low = middle + 1;
    else high = middle;
  }
  let last = low;
  while (last < shots.length && timeToPixels(shots[last]!.start, pixelsPerSecond) <= drawn.to) last += 1;
  const first = shots[low];
  return { visible: shots.slice(low, last), offset: first ? timeToPixels(first.start, pixelsPerSecond) : 0 };
}

/**
 * The part of the scrolling tracks box's lanes worth drawing: what is in view and one view's width either side.
 * It changes only when the view leaves it, so scrolling re-renders the lanes once per view's width, not per
 * frame. Before the box is measured, the window's width from the start; null when the box has no width (a test
 * DOM): then everything is drawn.
 */
export function useLaneWindow(box: HTMLElement | null): LaneWindow | null {
  const [drawn, setDrawn] = useState<LaneWindow | null>(() => ({ from: 0, to: 2 * window.innerWidth }));
  useLayoutEffect(() => {
    if (!box) return;
    const update = () => {
      const width = box.clientWidth;
      if (width === 0) {
        setDrawn(null);
        return;
      }
      const from = box.scrollLeft - LANE_LABEL_WIDTH;
      const to = from + width;
      setDrawn((current) =>
        current && from >= current.from && to <= current.to ? current : { from: from - width, to: to + width },
      );
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(box);
    return () => {
      box.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [box]);
  return drawn;
}
