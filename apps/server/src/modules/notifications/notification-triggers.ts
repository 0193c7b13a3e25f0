import type { Approval, ReviewComment } from '@sym/contracts';
import type { MailLogger } from '../../mail/mailer.ts';
import type { CommentRepository } from '../comments/comment.repository.ts';
import type { ReviewMembers } from '../comments/review-actor.ts';
import type { DomainEvent, DomainEvents } from '../events/domain-events.ts';
import { approvalRecipients, newCommentRecipients, resolvedFor, type Recipients } from './notification-recipients.ts';
import type { NotificationDraft, NotificationService } from './notification.service.ts';
import type { NotificationRepository } from './notification.repository.ts';

export interface NotificationTriggersDeps {
  events: DomainEvents;
  notifications: NotificationService;
  /** Owners of episodes and who was already told about a comment. */
  inbox: Pick<NotificationRepository, 'ownersOf' | 'usersNotified'>;
  comments: Pick<CommentRepository, 'thread'>;
  members: Pick<ReviewMembers, 'membersOf'>;
}

type Heard = Extract<DomainEvent, { type: 'comment.created' | 'comment.updated' | 'approval.set' }>;

const isHeard = (event: DomainEvent): event is Heard =>
  event.type === 'comment.created' || event.type === 'comment.updated' || event.type === 'approval.set';

/**
 * Turns what happens on reviews into inbox entries (design of issue 32): a mention, a reply in a thread one wrote
 * in, a guest's comment or verdict on one's episode, one's thread resolved by someone else. It listens to the
 * domain events in the api role (each event is published once, in the process that handled the request), after
 * the change committed; the work runs beside the answer and `stop` waits for it.
 */
export class NotificationTriggers {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly deps: NotificationTriggersDeps) {}

  /** Starts listening; the answered stop unsubscribes and waits for the entries being written. */
  start(log: MailLogger): () => Promise<void> {
    const unsubscribe = this.deps.events.subscribe((event) => {
      if (!isHeard(event)) return;
      const running: Promise<void> = this.handle(event, log)
        .catch((error: unknown) => log.error({ err: error, type: event.type }, 'Notifications could not be written'))
        .finally(() => this.pending.delete(running));
      this.pending.add(running);
    });
    return async () => {
      unsubscribe();
      await this.whenIdle();
    };
  }

  /** Resolves once every event heard so far has been turned into entries. */
  async whenIdle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private async handle(event: Heard, log: MailLogger): Promise<void> {
    const drafts =
      event.type === 'approval.set'
        ? await this.approvalDrafts(event.data)
        : event.type === 'comment.created'
          ? await this.newCommentDrafts(event.data)
          : await this.changedCommentDrafts(event.data, event.actorId);
    await this.deps.notifications.notify(drafts, event.actorId, log);
  }

  private async newCommentDrafts(comment: ReviewComment): Promise<NotificationDraft[]> {
    const audience = await this.audienceOf(comment.scenarioId);
    if (!audience) return [];
    const thread = comment.parentId ? await this.deps.comments.thread(comment.parentId) : [];
    const recipients = newCommentRecipients(comment, {
      ...audience,
      threadAuthors: thread.map((row) => row.authorUserId),
    });
    return draftsOf(recipients, audience.projectId, comment, comment.author.name);
  }

  /** A thread resolved for its starter, or mentions added by an edit (each member is told once per comment). */
  private async changedCommentDrafts(comment: ReviewComment, actorId: string): Promise<NotificationDraft[]> {
    const starter = resolvedFor(comment, actorId);
    const isEdit = comment.author.userId === actorId && comment.editedAt !== null && comment.mentions.length > 0;
    if (!starter && !isEdit) return [];
    const audience = await this.audienceOf(comment.scenarioId);
    if (!audience) return [];
    const recipients: Recipients = new Map();
    if (starter && audience.members.has(starter)) {
      const told = await this.deps.inbox.usersNotified(comment.id, 'resolved', true);
      if (!told.has(starter)) recipients.set(starter, 'resolved');
    }
    if (isEdit) {
      const told = await this.deps.inbox.usersNotified(comment.id, 'mention', false);
      for (const { userId } of comment.mentions) {
        if (userId !== actorId && audience.members.has(userId) && !told.has(userId)) recipients.set(userId, 'mention');
      }
    }
    const drafts = draftsOf(recipients, audience.projectId, comment, comment.author.name);
    // The resolver, not the thread's author, did the resolving.
    return drafts.map((draft) =>
      draft.kind === 'resolved' ? { ...draft, actorName: comment.resolvedBy ?? draft.actorName } : draft,
    );
  }

  private async approvalDrafts(approval: Approval): Promise<NotificationDraft[]> {
    if (!approval.author.isGuest) return [];
    const audience = await this.audienceOf(approval.scenarioId);
    if (!audience) return [];
    return [...approvalRecipients(approval, audience)].map(([userId, kind]) => ({
      userId,
      kind,
      projectId: audience.projectId,
      scenarioId: approval.scenarioId,
      commentId: null,
      approvalId: approval.id,
      actorName: approval.author.name,
      text: approval.note || (approval.state === 'approved' ? 'Approved' : 'Changes requested'),
    }));
  }

  /** The members and owners of an episode's project (undefined when the episode is gone). */
  private async audienceOf(scenarioId: string) {
    const owners = await this.deps.inbox.ownersOf(scenarioId);
    if (!owners) return undefined;
    const members = await this.deps.members.membersOf(owners.projectId);
    return {
      projectId: owners.projectId,
      members: new Set(members.map((member) => member.userId)),
      owners: [owners.scenarioOwner, owners.projectOwner],
    };
  }
}

function draftsOf(
  recipients: Recipients,
  projectId: string,
  comment: ReviewComment,
  actorName: string,
): NotificationDraft[] {
  return [...recipients].map(([userId, kind]) => ({
    userId,
    kind,
    projectId,
    scenarioId: comment.scenarioId,
    commentId: comment.id,
    approvalId: null,
    actorName,
    text: comment.body,
  }));
}
