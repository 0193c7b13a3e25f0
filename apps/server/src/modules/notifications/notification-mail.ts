import type { MailBrand, MailLogger } from '../../mail/mailer.ts';
import type { Outbox } from '../../mail/outbox.ts';
import { notificationMail } from './notification-mail-text.ts';
import type { NotificationRepository } from './notification.repository.ts';

export interface NotificationMailDeps {
  notifications: NotificationRepository;
  outbox: Outbox;
  /** The edition's name in mails ("Sym Studio"), where no white label applies. */
  brand: string;
  /** The white label of mails about these projects (their team's, else the site's): name and sender. */
  brandOf?: (projectIds: readonly string[]) => Promise<MailBrand>;
  publicUrl: string;
  /** At most one mail per user per this many milliseconds (NOTIFICATION_MAIL_WINDOW_SECONDS). */
  windowMs: number;
  now?: () => Date;
}

/** How often waiting mails are looked for: a quarter of the window, between a quarter second and 30 seconds. */
export function sweepIntervalOf(windowMs: number): number {
  return Math.min(30_000, Math.max(250, Math.floor(windowMs / 4)));
}

/**
 * Notification e-mails, batched: a user whose last mail is older than the window gets one at once; within the
 * window the entries wait, and the sweep sends them all in one mail once it has passed. Entries of kinds the user
 * opted out of are marked skipped. Without SMTP_URL nothing is mailed (entries are written already skipped).
 */
export class NotificationMail {
  constructor(private readonly deps: NotificationMailDeps) {}

  /** Whether the site sends mail at all (SMTP_URL set). */
  get isEnabled(): boolean {
    return this.deps.outbox.mailer.isEnabled;
  }

  /** Tries to mail these users now (their window may be open), after the answer has left. */
  afterCreated(userIds: Iterable<string>, log: MailLogger): void {
    if (!this.isEnabled) return;
    for (const userId of new Set(userIds)) this.deps.outbox.later(() => this.flush(userId, log), log);
  }

  /** Looks at every user with waiting entries and mails those whose window has passed. */
  async sweep(log: MailLogger): Promise<void> {
    if (!this.isEnabled) return;
    for (const userId of await this.deps.notifications.usersWithUnmailed()) await this.flush(userId, log);
  }

  /**
   * Runs the sweep every sweepIntervalOf(window) until the answered stop is called; the stop waits for the sweep
   * and the mails in flight (a graceful stop closes the database only after them).
   */
  start(log: MailLogger): () => Promise<void> {
    if (!this.isEnabled) return async () => undefined;
    let running: Promise<void> | undefined;
    const timer = setInterval(() => {
      running ??= this.sweep(log)
        .catch((error: unknown) => log.error({ err: error }, 'Notification mail sweep failed'))
        .finally(() => {
          running = undefined;
        });
    }, sweepIntervalOf(this.deps.windowMs));
    timer.unref();
    return async () => {
      clearInterval(timer);
      await running;
      await this.deps.outbox.whenIdle();
    };
  }

  /** Sends the user's waiting entries in one mail if their window is open. */
  async flush(userId: string, log: MailLogger): Promise<void> {
    const { notifications } = this.deps;
    const now = this.deps.now?.() ?? new Date();
    const [preferences, waiting] = await Promise.all([
      notifications.preferencesOf(userId),
      notifications.unmailedOf(userId),
    ]);
    const optedOut = new Set(preferences.emailOptOut);
    const skipped = waiting.filter((entry) => optedOut.has(entry.row.kind)).map((entry) => entry.row.id);
    await notifications.markEmailed(skipped, now);
    const wanted = waiting.filter((entry) => !optedOut.has(entry.row.kind));
    if (wanted.length === 0) return;
    const cutoff = new Date(now.getTime() - this.deps.windowMs);
    if (preferences.lastEmailedAt && preferences.lastEmailedAt > cutoff) return;
    const recipient = await notifications.recipientOf(userId);
    if (!recipient) return;
    if (!(await notifications.takeMailWindow(userId, now, cutoff))) return;
    const taken = await notifications.markEmailed(
      wanted.map((entry) => entry.row.id),
      now,
    );
    const entries = wanted.filter((entry) => taken.has(entry.row.id));
    if (entries.length === 0) return;
    const brand = (await this.deps.brandOf?.(entries.map((entry) => entry.row.projectId))) ?? {
      productName: this.deps.brand,
    };
    // A mail that fails is logged by the mailer and not sent again: the inbox still holds every entry.
    await this.deps.outbox.mailer.send(
      {
        ...notificationMail(
          {
            to: recipient.email,
            name: recipient.name,
            brand: brand.productName,
            publicUrl: this.deps.publicUrl,
            windowMs: this.deps.windowMs,
          },
          entries,
        ),
        fromName: brand.senderName,
      },
      log,
    );
  }
}
