import type { PresentationState } from '@sym/contracts';

/** A presenter who has not been heard for this long is gone (its server process may have died without a word). */
export const PRESENTATION_STALE_MS = 20_000;

/** A follower's playhead this far from the presenter's is moved to it; closer, it plays on undisturbed. */
export const FOLLOW_SEEK_SECONDS = 0.75;

/** A presenter's position as sent: the state without who presents. */
export type PresentationPosition = Omit<PresentationState, 'presenterId' | 'presenterName'>;

/** The last state heard from the presenter, and when (ms, the page's clock). */
export interface HeardPresentation {
  state: PresentationState;
  at: number;
}

/** What a follower knows: the live presentation of the episode (if any) and whether this view follows it. */
export interface FollowState {
  heard: HeardPresentation | null;
  isFollowing: boolean;
}

export type FollowEvent =
  /** The presenter moved (or someone started, or took over). */
  | { type: 'heard'; state: PresentationState; at: number }
  | { type: 'ended'; presenterId: string }
  /** Time passes: a presenter silent for too long is dropped. */
  | { type: 'expire'; now: number }
  /** The viewer chose to follow (again). */
  | { type: 'follow' }
  /** The viewer moved on their own (an arrow key, a click, play or pause) or left presentation mode. */
  | { type: 'navigate' };

export const NOT_FOLLOWING: FollowState = { heard: null, isFollowing: false };

/**
 * Follow mode, as in Figma: following takes over the presenter's every move until the viewer moves on their own;
 * they may follow again while the presentation lasts. A presentation that ends (or goes silent) ends following.
 */
export function followReducer(state: FollowState, event: FollowEvent): FollowState {
  switch (event.type) {
    case 'heard':
      return { ...state, heard: { state: event.state, at: event.at } };
    case 'ended':
      return state.heard?.state.presenterId === event.presenterId ? NOT_FOLLOWING : state;
    case 'expire':
      return state.heard && event.now - state.heard.at > PRESENTATION_STALE_MS ? NOT_FOLLOWING : state;
    case 'follow':
      return state.heard ? { ...state, isFollowing: true } : state;
    case 'navigate':
      return state.isFollowing ? { ...state, isFollowing: false } : state;
  }
}

/** Where the presenter is now: while playing, the position heard plus the time since it was sent. */
export function followTarget(heard: HeardPresentation, now: number): PresentationPosition {
  const { presenterId: _id, presenterName: _name, ...position } = heard.state;
  if (!position.isPlaying) return position;
  return { ...position, timeSeconds: position.timeSeconds + Math.max(0, now - heard.at) / 1000 };
}
