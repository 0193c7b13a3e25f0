export { ReviewLinksButton } from './components/ReviewLinksButton';
export { reviewLinkLiveHandlers } from './realtime/applyReviewLinkEvents';
