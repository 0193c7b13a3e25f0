import { useCallback, useEffect, useMemo, useReducer, useSyncExternalStore } from 'react';
import { followReducer, type FollowState, type HeardPresentation } from '../model/followState';
import { liveSessions } from '../feed/liveSessions';
import { memberPresentationFeed, type PresentationFeed } from '../feed/presentationFeed';

/** How often a silent presenter is checked for going stale. */
const EXPIRE_CHECK_MS = 2_000;

export interface PresentationFollow {
  /** Someone's live presentation of the episode (not this tab's own), or null. */
  presentation: HeardPresentation | null;
  /** Whether this view follows the presenter's moves. */
  isFollowing: boolean;
  /** Follows (again) the presentation going on. */
  follow: () => void;
  /** The viewer moved on their own, or left presentation mode: follow ends until they follow again. */
  leave: () => void;
}

/**
 * "Follow me" for one episode: what is being presented live, and whether this view follows it. Members use the
 * app's socket (the default feed); a guest review page passes a feed on its own socket
 * (createPresentationFeed(presentationChannelOf(socket))), or null while that socket is not open yet.
 */
export function usePresentationFollow(scenarioId: string, feed?: PresentationFeed | null): PresentationFollow {
  const source = feed === undefined ? memberPresentationFeed() : feed;
  const [state, dispatch] = useReducer(followReducer, undefined, (): FollowState => ({
    heard: source?.last(scenarioId) ?? null,
    isFollowing: false,
  }));

  useEffect(() => {
    if (!source) return;
    // What the feed heard before this view listened (the state sent when the room was joined).
    const last = source.last(scenarioId);
    if (last) dispatch({ type: 'heard', ...last });
    return source.listen(scenarioId, dispatch);
  }, [source, scenarioId]);

  const hasPresentation = state.heard !== null;
  useEffect(() => {
    if (!hasPresentation) return;
    const timer = setInterval(() => dispatch({ type: 'expire', now: Date.now() }), EXPIRE_CHECK_MS);
    return () => clearInterval(timer);
  }, [hasPresentation]);

  const ownPresenter = useSyncExternalStore(liveSessions.subscribe, () => liveSessions.presenterOf(scenarioId));
  const heard = state.heard?.state.scenarioId === scenarioId ? state.heard : null;
  const presentation = heard && heard.state.presenterId !== ownPresenter ? heard : null;

  const follow = useCallback(() => dispatch({ type: 'follow' }), []);
  const leave = useCallback(() => dispatch({ type: 'navigate' }), []);
  const isFollowing = presentation !== null && state.isFollowing;
  return useMemo(() => ({ presentation, isFollowing, follow, leave }), [presentation, isFollowing, follow, leave]);
}
