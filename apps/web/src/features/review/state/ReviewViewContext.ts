import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ReviewViewState, ReviewViewStore } from './reviewViewStore';

export const ReviewViewContext = createContext<ReviewViewStore | null>(null);

/** The page's view store (for components that move the view). */
export function useReviewViewStore(): ReviewViewStore {
  const store = useContext(ReviewViewContext);
  if (!store) throw new Error('useReviewViewStore needs a ReviewViewContext provider');
  return store;
}

/** One value of the view, re-rendering only when it changes (the selector must return a primitive or stable value). */
export function useReviewView<T>(select: (state: ReviewViewState) => T): T {
  const store = useReviewViewStore();
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}
