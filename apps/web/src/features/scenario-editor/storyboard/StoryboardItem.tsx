import { useSortable } from '@dnd-kit/sortable';
import { memo, type MouseEvent } from 'react';
import { ShotSelectionRing, type ShotSelector } from '../../collaboration';
import { ShotCommentCount } from '../../comments';
import { ShotApprovalControls } from '../../approvals';
import { ShotTakesButton } from '../../takes';
import { ShotFreshnessBadge } from '../freshness/ShotFreshnessBadge';
import { StoryboardCardBody, sameCardProps, type StoryboardCardBodyProps } from './StoryboardCardBody';

interface StoryboardItemProps extends StoryboardCardBodyProps {
  index: number;
  count: number;
  /** Other users who have this shot selected (a coloured ring with their initials). */
  selectedBy?: readonly ShotSelector[];
}

/** Clicks on these act on themselves (generate, play) and do not change the selection. */
export const OWN_CLICKS = 'button, a, input, select, textarea, video, audio';

/**
 * One shot in the storyboard grid: a sortable list item (drag to reorder) around its Simple or Deluxe card.
 * A click selects it, Ctrl/Cmd+click toggles it, Shift+click selects the range.
 */
function StoryboardItemView({ index, count, selectedBy, ...card }: StoryboardItemProps) {
  const { setNodeRef, listeners, attributes, transform, transition, isDragging } = useSortable({ id: card.shot.id });

  const handleClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest(OWN_CLICKS)) return;
    card.actions.onSelect(card.shot.id, { toggle: event.ctrlKey || event.metaKey, range: event.shiftKey });
  };

  return (
    <div
      ref={setNodeRef}
      role="listitem"
      aria-posinset={index + 1}
      aria-setsize={count}
      // Translate only: scaling would squash cards of different heights while they make room.
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
      }}
      className={`relative min-w-0 ${isDragging ? 'opacity-40' : ''} cursor-default select-none`}
      onClick={handleClick}
      {...listeners}
    >
      <StoryboardCardBody {...card} describedBy={attributes['aria-describedby']} />
      <ShotSelectionRing selectors={selectedBy} roundedClassName="rounded-xl" />
      <div className="absolute top-2 left-2 z-10 flex items-center gap-1">
        <ShotCommentCount shotId={card.shot.id} sequence={card.shot.sequence} />
        <ShotFreshnessBadge shotId={card.shot.id} sequence={card.shot.sequence} />
      </div>
      {/* Beside the selected mark (top right), not over it. */}
      <div className="absolute top-2 right-10 z-10 flex items-center gap-1">
        <ShotApprovalControls shotId={card.shot.id} sequence={card.shot.sequence} isCompact />
        <ShotTakesButton shotId={card.shot.id} sequence={card.shot.sequence} />
      </div>
    </div>
  );
}

/** Skips re-rendering on the grid's scroll frames when nothing the item shows changed. */
export const StoryboardItem = memo(StoryboardItemView, sameCardProps);
