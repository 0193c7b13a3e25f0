export { PresentationMode } from './components/PresentationMode';
export type { PresentationModeProps } from './components/PresentationMode';
export { PresentationFollowBanner } from './components/PresentationFollowBanner';
export { usePresentationFollow } from './hooks/usePresentationFollow';
export type { PresentationFollow } from './hooks/usePresentationFollow';
export type { PresentationClock } from './hooks/usePresentationNavigation';
export {
  createPresentationFeed,
  memberPresentationFeed,
  presentationChannelOf,
  type PresentationChannel,
  type PresentationFeed,
} from './feed/presentationFeed';
export { slidesFromReviewShots, slidesFromTimeline, type PresentationSlide } from './model/slides';
export {
  FOLLOW_SEEK_SECONDS,
  followTarget,
  type HeardPresentation,
  type PresentationPosition,
} from './model/followState';
