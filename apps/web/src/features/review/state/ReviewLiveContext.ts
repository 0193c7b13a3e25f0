import { createContext, useContext } from 'react';
import type { ReviewSocket } from '../realtime/reviewSocket';

export const ReviewLiveContext = createContext<ReviewSocket | null>(null);

/** The review page's socket (null until open): more of the review room's events can be heard on it. */
export function useReviewSocket(): ReviewSocket | null {
  return useContext(ReviewLiveContext);
}
