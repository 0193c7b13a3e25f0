import type { AspectRatio, Shot } from '@sym/contracts';
import { memo } from 'react';
import type { GenerationState } from '../../generation';
import { ShotCard } from '../components/ShotCard';
import { ShotCardCompact } from './ShotCardCompact';
import type { ClickModifiers } from './shotSelection';

export interface StoryboardItemActions {
  onSelect: (id: string, modifiers: ClickModifiers) => void;
  onGenerateImage: (shot: Shot) => void;
  onGenerateVideo: (shot: Shot) => void;
}

export interface StoryboardCardBodyProps {
  shot: Shot;
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
  /** Id of the drag instructions (the same for every card). */
  describedBy?: string;
}

export const shotDomId = (shotId: string) => `storyboard-shot-${shotId}`;

/** The Simple or Deluxe card of one shot in the grid. */
function StoryboardCardBodyView({ shot, view, aspectRatio, actions, ...rest }: StoryboardCardBodyProps) {
  const selection = {
    domId: shotDomId(shot.id),
    tabIndex: rest.tabIndex,
    isSelected: rest.isSelected,
    isFocused: rest.isFocused,
    describedBy: rest.describedBy,
  };
  if (view === 'simple') return <ShotCardCompact shot={shot} aspectRatio={aspectRatio} {...selection} />;
  return (
    <ShotCard
      shot={shot}
      aspectRatio={aspectRatio}
      assetNames={rest.assetNames}
      imageCost={rest.imageCost}
      videoCost={rest.videoCost}
      imageState={rest.imageState}
      videoState={rest.videoState}
      onGenerateImage={() => actions.onGenerateImage(shot)}
      onGenerateVideo={() => actions.onGenerateVideo(shot)}
      {...selection}
    />
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

/** Equal when everything a card shows is equal (generation states compare by value: they are rebuilt often). */
export function sameCardProps<P extends StoryboardCardBodyProps>(before: P, after: P): boolean {
  return (Object.keys(after) as (keyof P & string)[]).every((key) => {
    if (key === 'imageState' || key === 'videoState')
      return sameState(before[key as 'imageState'], after[key as 'imageState']);
    if (key === 'assetNames') return sameNames(before.assetNames, after.assetNames);
    return before[key] === after[key];
  });
}

/**
 * Memoised apart from the sortable wrapper: dnd-kit re-renders every sortable item when one registers (each
 * scroll step mounts a few), and the card itself — the costly part — must not follow.
 */
export const StoryboardCardBody = memo(StoryboardCardBodyView, sameCardProps);
