import {
  NOTIFICATION_KINDS,
  REVIEW_MESSAGES,
  type NotificationKind,
  type NotificationList,
  type NotificationListInput,
  type NotificationPreferences,
  type NotificationReadInput,
} from '@sym/contracts';
import { AppError } from '../../errors/app-error.ts';
import type { MailLogger } from '../../mail/mailer.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { NotificationMail } from './notification-mail.ts';
import { excerptOf, presentNotification } from './notification.presenter.ts';
import type { NotificationRepository } from './notification.repository.ts';

export interface NotificationServiceDeps {
  notifications: NotificationRepository;
  mail: NotificationMail;
  events: DomainEvents;
}

/** One entry to write: who it is for, what happened, and about which comment or approval. */
export interface NotificationDraft {
  userId: string;
  kind: NotificationKind;
  projectId: string;
  scenarioId: string;
  commentId: string | null;
  approvalId: string | null;
  actorName: string;
  /** The comment or note; shortened here. */
  text: string;
}

/**
 * A member's inbox: what happened on the reviews of their episodes (written by notification-triggers.ts), newest
 * first with the unread count, marking read, and which kinds also come by e-mail.
 */
export class NotificationService {
  constructor(private readonly deps: NotificationServiceDeps) {}

  async list(userId: string, input: NotificationListInput): Promise<NotificationList> {
    const [rows, unreadCount] = await Promise.all([
      this.deps.notifications.list(userId, input.limit, input.unreadOnly),
      this.deps.notifications.unreadCount(userId),
    ]);
    return { items: rows.map(presentNotification), unreadCount };
  }

  /**
   * Marks the caller's own entries read (the ids given, else all). 404 when an id is not one of the caller's
   * entries (another user's, or none), and then nothing is marked: an entry's owner never changes, so checking
   * every id before the one update makes the call all or nothing.
   */
  async read(userId: string, input: NotificationReadInput): Promise<{ unreadCount: number }> {
    if (input.ids) {
      const own = await this.deps.notifications.ownIds(userId, input.ids);
      if (input.ids.some((id) => !own.has(id))) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.notificationNotFound);
    }
    const changed = await this.deps.notifications.markRead(userId, input.ids, new Date());
    const unreadCount = await this.deps.notifications.unreadCount(userId);
    if (changed > 0) {
      // The user's other tabs and devices lower their badge too.
      this.deps.events.publish({
        type: 'notifications.read',
        projectId: null,
        actorId: userId,
        data: { userId, unreadCount },
      });
    }
    return { unreadCount };
  }

  async preferences(userId: string): Promise<NotificationPreferences> {
    const { emailOptOut } = await this.deps.notifications.preferencesOf(userId);
    const optedOut = new Set(emailOptOut);
    const email = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, !optedOut.has(kind)]));
    return { email: email as NotificationPreferences['email'] };
  }

  async updatePreferences(userId: string, input: NotificationPreferences): Promise<NotificationPreferences> {
    await this.deps.notifications.setEmailOptOut(
      userId,
      NOTIFICATION_KINDS.filter((kind) => !input.email[kind]),
    );
    return this.preferences(userId);
  }

  /**
   * Writes the entries, tells each recipient's open tabs (notification.created with their new unread count) and
   * hands them to the mail batching. An entry the user will not get by mail (no SMTP_URL, or a kind they opted out
   * of) is written already marked as mailed, so only real mail waits in the unmailed index.
   */
  async notify(drafts: readonly NotificationDraft[], actorId: string, log: MailLogger): Promise<void> {
    if (drafts.length === 0) return;
    const now = new Date();
    const values = await Promise.all(
      drafts.map(async ({ text, ...draft }) => ({
        ...draft,
        excerpt: excerptOf(text),
        emailedAt: (await this.isMailed(draft.userId, draft.kind)) ? null : now,
      })),
    );
    const rows = await this.deps.notifications.insertMany(values);
    for (const row of rows) {
      const unreadCount = await this.deps.notifications.unreadCount(row.userId);
      this.deps.events.publish({
        type: 'notification.created',
        projectId: row.projectId,
        actorId,
        data: { userId: row.userId, notification: presentNotification(row), unreadCount },
      });
    }
    this.deps.mail.afterCreated(
      rows.filter((row) => row.emailedAt === null).map((row) => row.userId),
      log,
    );
  }

  private async isMailed(userId: string, kind: NotificationKind): Promise<boolean> {
    if (!this.deps.mail.isEnabled) return false;
    const { emailOptOut } = await this.deps.notifications.preferencesOf(userId);
    return !emailOptOut.includes(kind);
  }
}
