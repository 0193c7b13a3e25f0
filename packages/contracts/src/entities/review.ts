import { z } from 'zod';
import { Id, Timestamp } from '../limits.ts';
import { APPROVAL_STATES, NOTIFICATION_KINDS, REVIEW_LIMITS, type NotificationKind } from './review-kinds.ts';

/** Review and approval (issue 32): review links, comments with drawn annotations, approvals, versions, inbox. */
export * from './review-kinds.ts';

export const ANNOTATION_MESSAGES = {
  tooManyPoints: `An annotation holds at most ${REVIEW_LIMITS.annotationPointsMax} points`,
  outsideFrame: 'A point of a drawing lies outside the frame: coordinates run from 0 to 1',
} as const;

/** A coordinate over the picture or player: 0 is the left (top) edge, 1 the right (bottom) edge. */
const Unit = z.number().min(0, ANNOTATION_MESSAGES.outsideFrame).max(1, ANNOTATION_MESSAGES.outsideFrame);
export const AnnotationPoint = z.tuple([Unit, Unit]);
const Color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be #rrggbb');

/** One drawn shape: a free stroke, an arrow (from the first point to the second) or a box (two corners). */
export const AnnotationShape = z.discriminatedUnion('type', [
  z.object({ type: z.literal('stroke'), color: Color, points: z.array(AnnotationPoint).min(1) }),
  z.object({ type: z.literal('arrow'), color: Color, points: z.array(AnnotationPoint).length(2) }),
  z.object({ type: z.literal('box'), color: Color, points: z.array(AnnotationPoint).length(2) }),
]);
export type AnnotationShape = z.infer<typeof AnnotationShape>;

/** A drawing over a frame, in 0–1 coordinates so it scales with the picture or player (as Frame.io keeps them). */
export const Annotation = z
  .object({ shapes: z.array(AnnotationShape).min(1).max(REVIEW_LIMITS.annotationShapesMax) })
  .refine(
    (value) => value.shapes.reduce((sum, shape) => sum + shape.points.length, 0) <= REVIEW_LIMITS.annotationPointsMax,
    {
      message: ANNOTATION_MESSAGES.tooManyPoints,
      path: ['shapes'],
    },
  );
export type Annotation = z.infer<typeof Annotation>;

/** Which take of a shot something was said about: the shot generation and its number among the shot's takes. */
export const VersionRef = z.object({
  generationId: Id,
  kind: z.enum(['image', 'video']),
  /** 1 for the shot's first image (or video), 2 for the next… */
  number: z.number().int().min(1),
});
export type VersionRef = z.infer<typeof VersionRef>;

/** Who wrote a comment or gave an approval: a member (userId) or a guest of a review link (userId null). */
export const ReviewAuthor = z.object({
  userId: Id.nullable(),
  name: z.string(),
  isGuest: z.boolean(),
});
export type ReviewAuthor = z.infer<typeof ReviewAuthor>;

/** A review link of an episode, as its members see it. */
export const ReviewLink = z.object({
  id: Id,
  scenarioId: Id,
  name: z.string(),
  token: z.string(),
  url: z.string(),
  expiresAt: Timestamp.nullable(),
  hasPassphrase: z.boolean(),
  allowDownload: z.boolean(),
  createdBy: Id.nullable(),
  createdAt: Timestamp,
  revokedAt: Timestamp.nullable(),
});
export type ReviewLink = z.infer<typeof ReviewLink>;

/** That a review link was made or revoked, without its secret (what the live events carry). */
export const ReviewLinkNotice = z.object({ id: Id, scenarioId: Id, revokedAt: Timestamp.nullable() });
export type ReviewLinkNotice = z.infer<typeof ReviewLinkNotice>;

export const ReviewComment = z.object({
  id: Id,
  scenarioId: Id,
  /** The thread's first comment; null for a comment that starts a thread. */
  parentId: Id.nullable(),
  shotId: Id.nullable(),
  /** The take the comment was made on (shot comments). */
  version: VersionRef.nullable(),
  timeSeconds: z.number().nullable(),
  timeEndSeconds: z.number().nullable(),
  body: z.string(),
  annotation: Annotation.nullable(),
  author: ReviewAuthor,
  /** Members named with @ in the body. */
  mentions: z.array(z.object({ userId: Id, name: z.string() })),
  resolvedAt: Timestamp.nullable(),
  resolvedBy: z.string().nullable(),
  editedAt: Timestamp.nullable(),
  createdAt: Timestamp,
});
export type ReviewComment = z.infer<typeof ReviewComment>;

export const Approval = z.object({
  id: Id,
  scenarioId: Id,
  /** null: the whole episode. */
  shotId: Id.nullable(),
  state: z.enum(APPROVAL_STATES),
  note: z.string(),
  version: VersionRef.nullable(),
  author: ReviewAuthor,
  createdAt: Timestamp,
});
export type Approval = z.infer<typeof Approval>;

/** A shot's state: its newest approval, and whether that was given on a take that is no longer the current one. */
export const ShotApprovalState = z.object({
  shotId: Id,
  approval: Approval.nullable(),
  /** "approved on an earlier version": the approval's take is not the shot's current take. */
  isOutdated: z.boolean(),
});
export type ShotApprovalState = z.infer<typeof ShotApprovalState>;

/** An episode's approvals: each shot's state, the episode's own, and the counts ("9 of 12 approved"). */
export const ApprovalSummary = z.object({
  scenarioId: Id,
  shots: z.array(ShotApprovalState),
  episode: Approval.nullable(),
  approvedCount: z.number().int(),
  changesRequestedCount: z.number().int(),
  shotCount: z.number().int(),
});
export type ApprovalSummary = z.infer<typeof ApprovalSummary>;

/** One take of a shot: every image or video made or uploaded for it, kept and numbered. */
export const ShotVersion = z.object({
  generationId: Id,
  shotId: Id,
  kind: z.enum(['image', 'video']),
  number: z.number().int().min(1),
  status: z.string(),
  isCurrent: z.boolean(),
  isUpload: z.boolean(),
  url: z.string().nullable(),
  thumbUrl: z.string().nullable(),
  createdAt: Timestamp,
});
export type ShotVersion = z.infer<typeof ShotVersion>;

/** A storyboard panel as a guest sees it. */
export const ReviewShot = z.object({
  id: Id,
  sequence: z.number().int(),
  description: z.string(),
  action: z.string(),
  dialogue: z.array(z.object({ speaker: z.string(), text: z.string() })),
  duration: z.number().nullable(),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  version: VersionRef.nullable(),
});
export type ReviewShot = z.infer<typeof ReviewShot>;

/** What a review link shows a guest: the storyboard, the player, comments and approvals. */
export const PublicReview = z.object({
  reviewId: Id,
  scenarioId: Id,
  name: z.string(),
  projectName: z.string(),
  scenarioName: z.string(),
  allowDownload: z.boolean(),
  expiresAt: Timestamp.nullable(),
  shots: z.array(ReviewShot),
  /** The newest completed export, else null (the page then plays the storyboard as an animatic). */
  video: z.object({ url: z.string(), posterUrl: z.string().nullable(), duration: z.number().nullable() }).nullable(),
  comments: z.array(ReviewComment),
  approvals: ApprovalSummary,
});
export type PublicReview = z.infer<typeof PublicReview>;

export const Notification = z.object({
  id: Id,
  kind: z.enum(NOTIFICATION_KINDS),
  projectId: Id,
  scenarioId: Id,
  commentId: Id.nullable(),
  approvalId: Id.nullable(),
  actorName: z.string(),
  /** A short excerpt of the comment or approval note. */
  excerpt: z.string(),
  /** Where it leads in the app (the episode with the comment open). */
  link: z.string(),
  readAt: Timestamp.nullable(),
  createdAt: Timestamp,
});
export type Notification = z.infer<typeof Notification>;

export const NotificationList = z.object({ items: z.array(Notification), unreadCount: z.number().int() });
export type NotificationList = z.infer<typeof NotificationList>;

/** Which notification kinds a user gets by e-mail (the inbox always has them all). */
export const NotificationPreferences = z.object({
  email: z.object(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<NotificationKind, z.ZodBoolean>,
  ),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/** A live presentation's position, which followers take over. */
export const PresentationState = z.object({
  scenarioId: Id,
  presenterId: z.string(),
  presenterName: z.string(),
  mode: z.enum(['shots', 'animatic']),
  shotIndex: z.number().int().min(0),
  timeSeconds: z.number().min(0),
  isPlaying: z.boolean(),
});
export type PresentationState = z.infer<typeof PresentationState>;
