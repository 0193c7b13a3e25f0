import type { Approval, OperationInput, PublicReview, ReviewComment } from '@sym/contracts';
import { readPassphrase } from '../utils/guestStorage';
import { guestCall } from './guestClient';

export const reviewKeys = {
  detail: (token: string) => ['review', 'public', token] as const,
};

type GuestAccess = 'token' | 'passphrase' | 'guestName';
export type GuestCommentFields = Omit<OperationInput<'review.public.comment'>, GuestAccess>;
export type GuestApprovalFields = Omit<OperationInput<'review.public.approve'>, GuestAccess>;

/** What a review link shows; the passphrase this tab gave for it goes along. */
export function fetchPublicReview(token: string): Promise<PublicReview> {
  return guestCall('review.public.get', { token, passphrase: readPassphrase(token) });
}

export function postGuestComment(token: string, guestName: string, fields: GuestCommentFields): Promise<ReviewComment> {
  return guestCall('review.public.comment', { ...fields, token, guestName, passphrase: readPassphrase(token) });
}

export function postGuestApproval(token: string, guestName: string, fields: GuestApprovalFields): Promise<Approval> {
  return guestCall('review.public.approve', { ...fields, token, guestName, passphrase: readPassphrase(token) });
}
