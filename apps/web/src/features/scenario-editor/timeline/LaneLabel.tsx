import type { ReactNode } from 'react';
import { LANE_LABEL_WIDTH } from './timelineLayout';

/** A lane's name in the label column, kept in view while the lanes scroll sideways. */
export function LaneLabel({ children }: { children: ReactNode }) {
  return (
    <div
      className="sticky left-0 z-10 flex shrink-0 items-center border-r border-line bg-surface px-3 text-sm font-medium text-fg"
      style={{ width: LANE_LABEL_WIDTH }}
    >
      {children}
    </div>
  );
}
