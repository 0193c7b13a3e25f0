/**
 * Review and approval (issue 32): the limits, approval states and notification kinds, apart from the schemas
 * (review.ts), so a page that only lists notification kinds loads no schema.
 */
export const REVIEW_LIMITS = {
  commentBodyMax: 5000,
  guestNameMax: 60,
  approvalNoteMax: 2000,
  passphraseMin: 4,
  passphraseMax: 128,
  /** An annotation holds at most this many shapes and this many points over all its strokes. */
  annotationShapesMax: 200,
  annotationPointsMax: 4000,
  /** A review link lives at most this many days. */
  expiryDaysMax: 365,
  notificationsPageMax: 100,
} as const;

export const APPROVAL_STATES = ['approved', 'changes_requested'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

export const NOTIFICATION_KINDS = ['mention', 'reply', 'guest_comment', 'guest_approval', 'resolved'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
