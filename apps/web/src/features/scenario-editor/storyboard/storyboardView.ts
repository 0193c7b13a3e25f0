import { localStore } from '../../../lib/storage/localStore';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';

/**
 * How the storyboard shows its shots (spec §2): Simple = compact cards, Deluxe = rich cards with media,
 * assets and generation, Full = one large shot at a time.
 */
export type StoryboardView = 'simple' | 'deluxe' | 'full';

export const STORYBOARD_VIEWS: readonly StoryboardView[] = ['simple', 'deluxe', 'full'];

export const DEFAULT_STORYBOARD_VIEW: StoryboardView = 'deluxe';

export function parseStoryboardView(value: string | null): StoryboardView {
  return (STORYBOARD_VIEWS as readonly (string | null)[]).includes(value)
    ? (value as StoryboardView)
    : DEFAULT_STORYBOARD_VIEW;
}

export const readStoryboardView = () => parseStoryboardView(localStore.get(WEB_STORAGE_KEYS.storyboardView));

export const storeStoryboardView = (view: StoryboardView) => localStore.set(WEB_STORAGE_KEYS.storyboardView, view);

/** Smallest card width per grid view, in px; the column count follows the width available. */
export const MIN_CARD_WIDTH: Record<Exclude<StoryboardView, 'full'>, number> = { simple: 176, deluxe: 272 };
export const GRID_GAP = 16;

/** How many cards of at least `minWidth` fit in `width` with `gap` between them (at least one). */
export function columnsFor(width: number, minWidth: number, gap: number): number {
  if (!(width > 0)) return 1;
  return Math.max(1, Math.floor((width + gap) / (minWidth + gap)));
}
