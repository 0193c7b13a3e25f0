import { z } from 'zod';
import { Id, Name, Timestamp } from '../limits.ts';
import { Annotation, APPROVAL_STATES, NotificationPreferences, REVIEW_LIMITS } from '../entities/review.ts';
import { PathId } from './scenarios.ts';

/** The largest video take a user may upload: the spec's upload limit for audio, the app's only one for media. */
export const SHOT_TAKE_VIDEO_MAX_MB = 50;
export const SHOT_TAKE_VIDEO_MAX_BYTES = SHOT_TAKE_VIDEO_MAX_MB * 1024 * 1024;

/** User-facing texts of review and approval. */
export const REVIEW_MESSAGES = {
  passphraseRequired: 'This review link needs a passphrase',
  wrongPassphrase: 'Wrong passphrase',
  linkGone: 'This review link has expired or was revoked',
  expiryInPast: 'The expiry must be in the future',
  expiryTooFar: `A review link lives at most ${REVIEW_LIMITS.expiryDaysMax} days`,
  commentEmpty: 'Write a comment',
  commentTooLong: `A comment holds at most ${REVIEW_LIMITS.commentBodyMax} characters`,
  guestNameRequired: 'Enter your name',
  oneTarget: 'A comment belongs to a shot, a time of the video, or the whole episode',
  timeOrder: 'The end time must come after the start time',
  replyOnReply: 'Reply to the first comment of the thread',
  notYourComment: 'You can only edit or delete your own comments',
  downloadNotAllowed: 'Downloads are not allowed on this review link',
  notATake: 'That take does not belong to this shot',
  takeFileNotSupported: 'Please select a picture (PNG, JPEG, WebP or GIF) or a video (MP4, WebM or MOV)',
  takeVideoTooLarge: `A video take must be less than ${SHOT_TAKE_VIDEO_MAX_MB}MB`,
  notificationNotFound: 'Notification not found',
} as const;

const Passphrase = z.string().min(REVIEW_LIMITS.passphraseMin).max(REVIEW_LIMITS.passphraseMax);
const Seconds = z
  .number()
  .min(0)
  .max(24 * 60 * 60);
const CommentBody = z
  .string()
  .trim()
  .min(1, REVIEW_MESSAGES.commentEmpty)
  .max(REVIEW_LIMITS.commentBodyMax, REVIEW_MESSAGES.commentTooLong);
const GuestName = z.string().trim().min(1, REVIEW_MESSAGES.guestNameRequired).max(REVIEW_LIMITS.guestNameMax);
const ApprovalNote = z.string().trim().max(REVIEW_LIMITS.approvalNoteMax).default('');

export const ReviewCreateInput = z.object({
  id: PathId,
  name: Name,
  /** When the link stops answering; null or absent: never. */
  expiresAt: Timestamp.nullable().optional(),
  passphrase: Passphrase.optional(),
  allowDownload: z.boolean().default(false),
});
export type ReviewCreateInput = z.infer<typeof ReviewCreateInput>;

export const ReviewListInput = z.object({ id: PathId });
export const ReviewRevokeInput = z.object({ id: PathId, reviewId: PathId });
export type ReviewRevokeInput = z.infer<typeof ReviewRevokeInput>;
export const ReviewRevoked = z.object({ reviewId: Id });

/** What a comment is about: exactly one of a shot, a time of the video, or nothing (the whole episode). */
const CommentTarget = {
  shotId: Id.optional(),
  /** The take the comment is made on; the shot's current take when absent. */
  generationId: Id.optional(),
  timeSeconds: Seconds.optional(),
  timeEndSeconds: Seconds.optional(),
  annotation: Annotation.optional(),
};

function checkTarget(
  value: { shotId?: string | undefined; timeSeconds?: number | undefined; timeEndSeconds?: number | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.shotId !== undefined && value.timeSeconds !== undefined)
    ctx.addIssue({ code: 'custom', message: REVIEW_MESSAGES.oneTarget, path: ['timeSeconds'] });
  if (
    value.timeEndSeconds !== undefined &&
    (value.timeSeconds === undefined || value.timeEndSeconds <= value.timeSeconds)
  )
    ctx.addIssue({ code: 'custom', message: REVIEW_MESSAGES.timeOrder, path: ['timeEndSeconds'] });
}

/** A member's new comment or reply (a reply names parentId and no target of its own). */
export const CommentCreateInput = z
  .object({ id: PathId, body: CommentBody, parentId: Id.optional(), ...CommentTarget })
  .superRefine(checkTarget);
export type CommentCreateInput = z.infer<typeof CommentCreateInput>;

export const COMMENT_FILTERS = ['all', 'open', 'resolved', 'mine'] as const;
export const CommentListInput = z.object({
  id: PathId,
  filter: z.enum(COMMENT_FILTERS).default('all'),
  shotId: Id.optional(),
});
export type CommentListInput = z.infer<typeof CommentListInput>;

/** Edit the body (author only), or resolve / reopen the thread (members). */
export const CommentUpdateInput = z
  .object({ commentId: PathId, body: CommentBody.optional(), resolved: z.boolean().optional() })
  .refine((value) => value.body !== undefined || value.resolved !== undefined, {
    message: 'Nothing to change',
    path: ['body'],
  });
export type CommentUpdateInput = z.infer<typeof CommentUpdateInput>;
export const CommentDeleteInput = z.object({ commentId: PathId });
export const CommentDeleted = z.object({ id: Id, scenarioId: Id });

export const ApprovalSetInput = z.object({
  id: PathId,
  /** Absent: the whole episode. */
  shotId: Id.optional(),
  state: z.enum(APPROVAL_STATES),
  note: ApprovalNote,
});
export type ApprovalSetInput = z.infer<typeof ApprovalSetInput>;
export const ApprovalListInput = z.object({ id: PathId });

/** Guest calls: the link's token, its passphrase when it has one, and the display name the guest gave. */
const GuestAccess = { token: PathId, passphrase: Passphrase.optional() };
export const PublicReviewInput = z.object(GuestAccess);
export type PublicReviewInput = z.infer<typeof PublicReviewInput>;
export const PublicCommentInput = z
  .object({ ...GuestAccess, guestName: GuestName, body: CommentBody, parentId: Id.optional(), ...CommentTarget })
  .superRefine(checkTarget);
export type PublicCommentInput = z.infer<typeof PublicCommentInput>;
export const PublicApprovalInput = z.object({
  ...GuestAccess,
  guestName: GuestName,
  shotId: Id.optional(),
  state: z.enum(APPROVAL_STATES),
  note: ApprovalNote,
});
export type PublicApprovalInput = z.infer<typeof PublicApprovalInput>;

export const ShotVersionsInput = z.object({ id: PathId, shotId: PathId });
export type ShotVersionsInput = z.infer<typeof ShotVersionsInput>;
/** "Use this take": makes a take current; answers the take that was current before, for undo. */
export const UseTakeInput = z.object({ id: PathId, shotId: PathId, generationId: PathId });
export type UseTakeInput = z.infer<typeof UseTakeInput>;
export const TakeUsed = z.object({ shotId: Id, generationId: Id, previousGenerationId: Id.nullable() });
export type TakeUsed = z.infer<typeof TakeUsed>;

/** A query-string flag: 'true', 'false', '1', '0' (z.coerce.boolean would read 'false' as true). */
const QueryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: 'Must be true or false' })
  .transform((value) => value === true || value === 'true' || value === '1');

export const NotificationListInput = z.object({
  limit: z.coerce.number().int().min(1).max(REVIEW_LIMITS.notificationsPageMax).default(50),
  unreadOnly: QueryFlag.default(false),
});
export type NotificationListInput = z.infer<typeof NotificationListInput>;
export const NotificationReadInput = z.object({
  /** The notifications to mark read; absent: all of them. One that is not the caller's: 404, and none is marked. */
  ids: z.array(Id).max(REVIEW_LIMITS.notificationsPageMax).optional(),
});
export type NotificationReadInput = z.infer<typeof NotificationReadInput>;
export const NotificationReadResult = z.object({ unreadCount: z.number().int() });
export const NotificationPreferencesInput = NotificationPreferences;

/** The shot take upload (multipart, field `file`): an image or a video the user made themselves. */
export const SHOT_TAKE_UPLOAD_PATH = '/api/scenarios/:id/shots/:shotId/takes';
export const SHOT_TAKE_FIELD = 'file';
