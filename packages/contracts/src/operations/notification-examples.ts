import type { z } from 'zod';
import type { Notification, NotificationPreferences } from '../entities/review.ts';
import { REVIEW_EXAMPLE_IDS } from './review-examples.ts';
import { EXAMPLE_IDS, EXAMPLE_LATER } from './scenario-examples.ts';

/** Shared values of the inbox examples: Ada's notifications about the review of Episode 1. */
export const NOTIFICATION_EXAMPLE_IDS = {
  guestComment: '2a3b4c5d-7e8f-4a9b-8cad-6e7f8a9b0c51',
  guestApproval: '3b4c5d6e-8f9a-4bac-9dbe-7f8a9b0c1d62',
  reply: '4c5d6e7f-9a0b-4cbd-aecf-8a9b0c1d2e73',
  /** Grace's answer in Dana's thread, which Ada took part in. */
  graceReply: '5d6e7f8a-0b1c-4dce-bfd0-9b0c1d2e3f84',
} as const;

const episode = `/projects/${EXAMPLE_IDS.project}/scenarios/${EXAMPLE_IDS.scenario}`;
const about = { projectId: EXAMPLE_IDS.project, scenarioId: EXAMPLE_IDS.scenario };

/** Dana's comment at 0:04, unread. */
export const EXAMPLE_GUEST_COMMENT_NOTIFICATION: z.input<typeof Notification> = {
  id: NOTIFICATION_EXAMPLE_IDS.guestComment,
  kind: 'guest_comment',
  ...about,
  commentId: REVIEW_EXAMPLE_IDS.comment,
  approvalId: null,
  actorName: 'Dana from the agency',
  excerpt: 'The cut to the lantern comes too early here',
  link: `${episode}?comment=${REVIEW_EXAMPLE_IDS.comment}`,
  readAt: null,
  createdAt: EXAMPLE_LATER,
};

/** Newest first: Grace's reply (read), Dana's verdict on the episode and her comment (both unread). */
export const EXAMPLE_NOTIFICATIONS: z.input<typeof Notification>[] = [
  {
    id: NOTIFICATION_EXAMPLE_IDS.reply,
    kind: 'reply',
    ...about,
    commentId: NOTIFICATION_EXAMPLE_IDS.graceReply,
    approvalId: null,
    actorName: 'Grace Hopper',
    excerpt: 'Moved it to 0:04.5, have a look',
    link: `${episode}?comment=${NOTIFICATION_EXAMPLE_IDS.graceReply}`,
    readAt: '2026-11-20T10:41:02.000Z',
    createdAt: '2026-11-20T10:33:47.000Z',
  },
  {
    id: NOTIFICATION_EXAMPLE_IDS.guestApproval,
    kind: 'guest_approval',
    ...about,
    commentId: null,
    approvalId: REVIEW_EXAMPLE_IDS.approval,
    actorName: 'Dana from the agency',
    excerpt: 'Good to go once the lantern cut moves',
    link: episode,
    readAt: null,
    createdAt: '2026-11-20T10:06:02.000Z',
  },
  EXAMPLE_GUEST_COMMENT_NOTIFICATION,
];

/** Every kind by e-mail except new guest comments (the inbox has them all). */
export const EXAMPLE_NOTIFICATION_PREFERENCES: z.input<typeof NotificationPreferences> = {
  email: { mention: true, reply: true, guest_comment: false, guest_approval: true, resolved: true },
};
