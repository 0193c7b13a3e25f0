import { useSortable } from '@dnd-kit/sortable';
import type { AspectRatio, Shot } from '@sym/contracts';
import { memo, type MouseEvent } from 'react';
import type { GenerationState } from '../../generation';
import { ShotCard } from '../components/ShotCard';
import { ShotCardCompact } from './ShotCardCompact';
import type { ClickModifiers } from './shotSelection';

export interface StoryboardItemActions {
  onSelect: (id: string, modifiers: ClickModifiers) => void;
  onGenerateImage: (shot: Shot) => void;
  onGenerateVideo: (shot: Shot) => void;
}

interface StoryboardItemProps {
  shot: Shot;
  index: number;
  count: number;
  view: 'simple' | 'deluxe';
  aspectRatio: AspectRatio;
  isSelected: boolean;
  isFocused: boolean;
  tabIndex: number;
  assetNames: readonly string[];
  imageCost: number | null;
  videoCost: number | null;
  imageState: GenerationState;
  videoState: GenerationState;
  actions: StoryboardItemActions;
}

/** Clicks on these act on themselves (generate, play) and do not change the selection. */
export const OWN_CLICKS = 'button, a, input, select, textarea, video, audio';

export const shotDomId = (shotId: string) => `storyboard-shot-${shotId}`;

/**
 * One shot in the storyboard grid: a sortable list item (drag to reorder) around its Simple or Deluxe card.
 * A click selects it, Ctrl/Cmd+click toggles it, Shift+click selects the range.
 */
function StoryboardItemView({
  shot,
  index,
  count,
  view,
  aspectRatio,
  isSelected,
  isFocused,
  tabIndex,
  assetNames,
  imageCost,
  videoCost,
  imageState,
  videoState,
  actions,
}: StoryboardItemProps) {
  const { setNodeRef, listeners, transform, transition, isDragging } = useSortable({ id: shot.id });

  const handleClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest(OWN_CLICKS)) return;
    actions.onSelect(shot.id, { toggle: event.ctrlKey || event.metaKey, range: event.shiftKey });
  };

  const selection = { domId: shotDomId(shot.id), tabIndex, isSelected, isFocused };
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
      className={`min-w-0 ${isDragging ? 'opacity-40' : ''} cursor-default select-none`}
      onClick={handleClick}
      {...listeners}
    >
      {view === 'simple' ? (
        <ShotCardCompact shot={shot} aspectRatio={aspectRatio} {...selection} />
      ) : (
        <ShotCard
          shot={shot}
          aspectRatio={aspectRatio}
          assetNames={assetNames}
          imageCost={imageCost}
          videoCost={videoCost}
          imageState={imageState}
          videoState={videoState}
          onGenerateImage={() => actions.onGenerateImage(shot)}
          onGenerateVideo={() => actions.onGenerateVideo(shot)}
          {...selection}
        />
      )}
    </div>
  );
}

const sameState = (a: GenerationState, b: GenerationState) =>
  a === b ||
  (a.phase === b.phase &&
    a.progress === b.progress &&
    a.total === b.total &&
    a.finished === b.finished &&
    a.error === b.error &&
    a.stoppedReason === b.stoppedReason);

const sameNames = (a: readonly string[], b: readonly string[]) =>
  a === b || (a.length === b.length && a.every((name, i) => name === b[i]));

/**
 * Re-renders only when something the card shows changed: the grid re-renders on every scroll frame, and
 * skipping unchanged cards is what keeps a 500-shot storyboard smooth.
 */
export const StoryboardItem = memo(StoryboardItemView, (before, after) => {
  const keys = Object.keys(after) as (keyof StoryboardItemProps)[];
  return keys.every((key) => {
    if (key === 'imageState' || key === 'videoState') return sameState(before[key], after[key]);
    if (key === 'assetNames') return sameNames(before.assetNames, after.assetNames);
    return before[key] === after[key];
  });
});
