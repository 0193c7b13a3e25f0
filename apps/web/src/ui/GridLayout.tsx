import { GRID_LAYOUT } from '@sym/contracts';
import type { CSSProperties, ReactNode } from 'react';
import type { ViewMode } from './viewMode';

interface GridLayoutProps {
  children: ReactNode;
  viewMode?: ViewMode;
  /** Minimum card width in pixels (the toolbar's card size); defaults to 280. */
  cardSize?: number;
  /** Gap in pixels; defaults to 16. */
  gap?: number;
  /** Accessible name; with it the layout becomes a list whose children should be role="listitem". */
  label?: string;
  className?: string;
}

/**
 * Responsive card grid of spec §2: as many columns as fit at `cardSize` (min 280 by default) with a
 * 16 px gap; list mode stacks the children in one column.
 */
export function GridLayout({
  children,
  viewMode = 'grid',
  cardSize = GRID_LAYOUT.minColumn,
  gap = GRID_LAYOUT.gap,
  label,
  className = '',
}: GridLayoutProps) {
  const style: CSSProperties = {
    display: 'grid',
    gap: `${gap}px`,
    // min(100%, …) keeps one column from overflowing a container narrower than the card size.
    gridTemplateColumns:
      viewMode === 'list' ? 'minmax(0, 1fr)' : `repeat(auto-fill, minmax(min(100%, ${cardSize}px), 1fr))`,
  };
  return (
    <div
      role={label ? 'list' : undefined}
      aria-label={label}
      data-view-mode={viewMode}
      style={style}
      className={className}
    >
      {children}
    </div>
  );
}
