import type { Approval, NotificationKind, ReviewComment } from '@sym/contracts';

/** What decides who hears of a comment: the project's members now, the thread's authors and the owners. */
export interface CommentAudience {
  /** The project's owner and collaborators (nobody else is ever told anything). */
  members: ReadonlySet<string>;
  /** Members who wrote in the comment's thread (its first comment and replies), for a reply. */
  threadAuthors: readonly (string | null)[];
  /** The episode's owner and the project's owner. */
  owners: readonly string[];
}

/** Each recipient with the one kind they get; a mention beats a reply, which beats a guest's comment. */
export type Recipients = Map<string, NotificationKind>;

function add(
  recipients: Recipients,
  userIds: Iterable<string | null>,
  kind: NotificationKind,
  audience: CommentAudience,
) {
  for (const userId of userIds) {
    if (userId && audience.members.has(userId) && !recipients.has(userId)) recipients.set(userId, kind);
  }
}

/**
 * Who hears of a new comment: each mentioned member; for a reply, every member who wrote in the thread; for a
 * guest's comment, the episode's owner and the project's owner. Never its author.
 */
export function newCommentRecipients(comment: ReviewComment, audience: CommentAudience): Recipients {
  const recipients: Recipients = new Map();
  add(
    recipients,
    comment.mentions.map((mention) => mention.userId),
    'mention',
    audience,
  );
  if (comment.parentId) add(recipients, audience.threadAuthors, 'reply', audience);
  if (comment.author.isGuest) add(recipients, audience.owners, 'guest_comment', audience);
  if (comment.author.userId) recipients.delete(comment.author.userId);
  return recipients;
}

/** Who hears of a guest's verdict: the episode's owner and the project's owner (a member's verdict tells nobody). */
export function approvalRecipients(approval: Approval, audience: Omit<CommentAudience, 'threadAuthors'>): Recipients {
  const recipients: Recipients = new Map();
  if (!approval.author.isGuest) return recipients;
  add(recipients, audience.owners, 'guest_approval', { ...audience, threadAuthors: [] });
  return recipients;
}

/**
 * Whether a changed comment is a thread that `actorId` has just resolved for someone else: its first comment,
 * resolved, written by a member other than the actor. (Only its author may edit a comment, so a change by another
 * member with the thread resolved is the resolving.)
 */
export function resolvedFor(comment: ReviewComment, actorId: string): string | null {
  if (comment.parentId || !comment.resolvedAt) return null;
  const starter = comment.author.userId;
  return starter && starter !== actorId ? starter : null;
}
