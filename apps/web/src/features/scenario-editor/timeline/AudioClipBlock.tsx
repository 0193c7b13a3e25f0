import { pixelsToTime, timeToPixels } from '@sym/contracts';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { keyStep } from './timelineLayout';
import { useHorizontalDrag } from './useHorizontalDrag';

interface AudioClipBlockProps {
  label: string;
  offset: number;
  /** Seconds shown of the clip on the timeline. */
  length: number;
  pixelsPerSecond: number;
  /** Longest offset allowed (the episode's end). */
  maxOffset: number;
  isSelected?: boolean;
  onMove: (offset: number) => void;
  onSelect?: () => void;
  children: ReactNode;
}

const roundTenth = (seconds: number) => Math.round(seconds * 10) / 10;

/** An audio clip on a lane at its offset: drag it sideways (or arrow keys) to move it in time. */
export function AudioClipBlock({
  label,
  offset,
  length,
  pixelsPerSecond,
  maxOffset,
  isSelected = false,
  onMove,
  onSelect,
  children,
}: AudioClipBlockProps) {
  const [draft, setDraft] = useState<number | null>(null);
  const shown = draft ?? offset;
  const toOffset = (delta: number) =>
    roundTenth(
      Math.min(maxOffset, Math.max(0, offset + pixelsToTime(Math.abs(delta), pixelsPerSecond) * Math.sign(delta))),
    );
  const drag = useHorizontalDrag({
    onMove: (delta) => setDraft(delta === 0 ? null : toOffset(delta)),
    onEnd: (delta) => {
      setDraft(null);
      const next = toOffset(delta);
      if (next !== offset) onMove(next);
    },
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = keyStep(event.key, event.shiftKey);
    if (step === null) {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        event.stopPropagation();
        onSelect?.();
      }
      return;
    }
    event.preventDefault();
    onMove(roundTenth(Math.min(maxOffset, Math.max(0, offset + step))));
  };

  return (
    <div
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-pressed={onSelect ? isSelected : undefined}
      data-offset={shown}
      className={`absolute top-1 bottom-1 cursor-grab touch-none overflow-hidden rounded-md border bg-accent-soft active:cursor-grabbing focus-visible:outline-2 focus-visible:outline-accent ${
        isSelected ? 'border-accent' : 'border-accent/40'
      }`}
      style={{ left: timeToPixels(shown, pixelsPerSecond), width: Math.max(8, timeToPixels(length, pixelsPerSecond)) }}
      onClick={onSelect}
      onKeyDown={handleKeyDown}
      {...drag}
    >
      {children}
    </div>
  );
}
