import { useRef, type PointerEvent } from 'react';

interface HorizontalDragOptions {
  /** While dragging: pixels moved since the press. */
  onMove: (deltaPixels: number) => void;
  /** On release: pixels moved in all; not called for a press without movement. */
  onEnd: (deltaPixels: number) => void;
}

/** Pointer handlers for dragging something sideways (trim edges, audio clips), with pointer capture. */
export function useHorizontalDrag({ onMove, onEnd }: HorizontalDragOptions) {
  const start = useRef<{ x: number; pointerId: number } | null>(null);
  const moved = useRef(0);

  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.preventDefault();
      event.stopPropagation();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      start.current = { x: event.clientX, pointerId: event.pointerId };
      moved.current = 0;
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (!start.current || start.current.pointerId !== event.pointerId) return;
      moved.current = event.clientX - start.current.x;
      onMove(moved.current);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (!start.current || start.current.pointerId !== event.pointerId) return;
      start.current = null;
      event.currentTarget.releasePointerCapture?.(event.pointerId);
      if (moved.current !== 0) onEnd(moved.current);
    },
    onPointerCancel: () => {
      start.current = null;
      onMove(0);
    },
  };
}
