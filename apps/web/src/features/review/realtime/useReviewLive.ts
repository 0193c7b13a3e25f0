import { SERVER_EVENTS, type PublicReview } from '@sym/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedCallback } from '../../../ui';
import { reviewKeys } from '../api/reviewApi';
import { readPassphrase } from '../utils/guestStorage';
import { applyApproval, removeComment, upsertComment } from '../utils/reviewCache';
import { ReviewSocket } from './reviewSocket';

/** A burst of shot changes (a whole storyboard regenerating) is read back once. */
export const STORYBOARD_REFETCH_DELAY_MS = 400;

interface ReviewLiveOptions {
  token: string;
  reviewId: string;
  scenarioId: string;
  /** The link was revoked (or has expired) while the page was open. */
  onGone: () => void;
}

/**
 * Keeps an open review page live: its socket joins the review room, comments and approvals from anyone land in
 * the cached review, a storyboard change reads the review again, and the link's revocation shows the gone state.
 * Returns the socket (null until open), on which more of the room's events can be heard (a presenter's).
 */
export function useReviewLive({ token, reviewId, scenarioId, onGone }: ReviewLiveOptions): ReviewSocket | null {
  const queryClient = useQueryClient();
  const [socket, setSocket] = useState<ReviewSocket | null>(null);
  const onGoneRef = useRef(onGone);
  useEffect(() => {
    onGoneRef.current = onGone;
  }, [onGone]);

  const queryKey = reviewKeys.detail(token);
  const refetch = () => void queryClient.invalidateQueries({ queryKey });
  const { run: scheduleRefetch } = useDebouncedCallback(refetch, STORYBOARD_REFETCH_DELAY_MS);
  const refetchRef = useRef(refetch);
  useEffect(() => {
    refetchRef.current = refetch;
  });

  useEffect(() => {
    const key = reviewKeys.detail(token);
    const update = (change: (review: PublicReview) => PublicReview) =>
      queryClient.setQueryData<PublicReview>(key, (review) => (review ? change(review) : review));
    const live = new ReviewSocket({
      token,
      getPassphrase: () => readPassphrase(token),
      url: import.meta.env.VITE_API_BASE_URL || undefined,
      onJoinRefused: (code) => {
        if (code === 'NOT_FOUND') onGoneRef.current();
      },
      onRejoined: () => refetchRef.current(),
    });
    const isOurs = (data: { scenarioId: string }) => data.scenarioId === scenarioId;
    const stops = [
      live.on(SERVER_EVENTS.reviewCommentCreated, (comment) => {
        if (isOurs(comment)) update((review) => upsertComment(review, comment));
      }),
      live.on(SERVER_EVENTS.reviewCommentUpdated, (comment) => {
        if (isOurs(comment)) update((review) => upsertComment(review, comment));
      }),
      live.on(SERVER_EVENTS.reviewCommentDeleted, (deleted) => {
        if (isOurs(deleted)) update((review) => removeComment(review, deleted.id));
      }),
      live.on(SERVER_EVENTS.reviewApprovalSet, (approval) => {
        if (isOurs(approval)) update((review) => applyApproval(review, approval));
      }),
      live.on(SERVER_EVENTS.reviewStoryboardChanged, (ping) => {
        if (isOurs(ping)) scheduleRefetch();
      }),
      live.on(SERVER_EVENTS.reviewLinkRevoked, (link) => {
        // The room is the episode's: another link of it may be the one revoked.
        if (link.id === reviewId) onGoneRef.current();
      }),
    ];
    void live.open();
    setSocket(live);
    return () => {
      stops.forEach((stop) => stop());
      live.close();
      setSocket(null);
    };
  }, [queryClient, token, reviewId, scenarioId, scheduleRefetch]);

  return socket;
}
