import type { LiveHandlers } from '../../realtime';
import { reviewLinkKeys } from '../api/reviewLinksApi';

/** An episode's review links as other members create and revoke them. */
export const reviewLinkLiveHandlers: LiveHandlers = {
  // The events name the link without its token: the list is read again.
  'review.created': (link, { queryClient }) =>
    void queryClient.invalidateQueries({ queryKey: reviewLinkKeys.list(link.scenarioId) }),
  'review.revoked': (link, { queryClient }) =>
    void queryClient.invalidateQueries({ queryKey: reviewLinkKeys.list(link.scenarioId) }),
  refreshProject: (queryClient) => void queryClient.invalidateQueries({ queryKey: reviewLinkKeys.all }),
};
