import type { PublicReview } from '@sym/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  postGuestApproval,
  postGuestComment,
  reviewKeys,
  type GuestApprovalFields,
  type GuestCommentFields,
} from '../api/reviewApi';
import { savePassphrase } from '../utils/guestStorage';
import { applyApproval, upsertComment } from '../utils/reviewCache';
import { linkFailure } from './usePublicReview';

interface ReviewActionsOptions {
  token: string;
  onGone: () => void;
}

/**
 * A guest's comments and approvals. Each answer lands in the cached review at once (its live event, arriving
 * too, finds it there). A link that died meanwhile shows the gone state; a passphrase changed meanwhile asks again.
 */
export function useReviewActions({ token, onGone }: ReviewActionsOptions) {
  const queryClient = useQueryClient();
  const queryKey = reviewKeys.detail(token);
  const update = (change: (review: PublicReview) => PublicReview) =>
    queryClient.setQueryData<PublicReview>(queryKey, (review) => (review ? change(review) : review));
  const handleError = (error: unknown) => {
    const failure = linkFailure(error);
    if (failure?.kind === 'gone') onGone();
    if (failure?.kind === 'passphrase' && failure.reason !== 'rateLimited') {
      savePassphrase(token, null);
      void queryClient.invalidateQueries({ queryKey });
    }
  };

  const comment = useMutation({
    mutationFn: ({ name, fields }: { name: string; fields: GuestCommentFields }) =>
      postGuestComment(token, name, fields),
    onSuccess: (created) => update((review) => upsertComment(review, created)),
    onError: handleError,
  });

  const approve = useMutation({
    mutationFn: ({ name, fields }: { name: string; fields: GuestApprovalFields }) =>
      postGuestApproval(token, name, fields),
    onSuccess: (approval) => update((review) => applyApproval(review, approval)),
    onError: handleError,
  });

  return { comment, approve };
}
