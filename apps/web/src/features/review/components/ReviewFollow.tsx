import { useEffect, useMemo } from 'react';
import {
  FOLLOW_SEEK_SECONDS,
  PresentationFollowBanner,
  createPresentationFeed,
  followTarget,
  usePresentationFollow,
} from '../../presentation';
import { useReviewSocket } from '../state/ReviewLiveContext';
import { useReviewViewStore } from '../state/ReviewViewContext';

/**
 * "Follow me" on a review page: while a member presents the episode live, the guest may follow; the page's view
 * (the storyboard panel in focus, the player's position and playing) then takes over the presenter's, until the
 * guest moves it themselves.
 */
export function ReviewFollow({ scenarioId }: { scenarioId: string }) {
  const socket = useReviewSocket();
  const store = useReviewViewStore();
  const feed = useMemo(
    () => (socket ? createPresentationFeed({ on: (event, handler) => socket.on(event, handler) }) : null),
    [socket],
  );
  useEffect(() => () => feed?.close(), [feed]);
  const follow = usePresentationFollow(scenarioId, feed);
  const { presentation, isFollowing, leave } = follow;

  useEffect(() => store.onUserMove(leave), [store, leave]);

  useEffect(() => {
    if (!isFollowing || !presentation) return;
    const target = followTarget(presentation, Date.now());
    store.selectShot(target.shotIndex, 'remote');
    if (Math.abs(store.getState().timeSeconds - target.timeSeconds) > FOLLOW_SEEK_SECONDS) {
      store.seek(target.timeSeconds, 'remote');
    }
    store.setPlaying(target.isPlaying, 'remote');
  }, [isFollowing, presentation, store]);

  return <PresentationFollowBanner follow={follow} />;
}
