import type { NotificationKind } from '@sym/contracts';
import { htmlBody, plainBody } from '../../mail/mail-html.ts';
import type { Mail } from '../../mail/mailer.ts';
import { isNotificationKind, notificationLink } from './notification.presenter.ts';
import type { UnmailedNotification } from './notification.repository.ts';

/** Who the mail goes to and what it names: the site and its public address. */
export interface NotificationMailContext {
  to: string;
  name: string;
  /** The edition's name, "Sym Studio" or "Motion Maker Studio". */
  brand: string;
  publicUrl: string;
  /** The batching window, in milliseconds. */
  windowMs: number;
}

/** "5 minutes", "1 minute", "2 seconds". */
export function durationText(ms: number): string {
  const [amount, unit] =
    ms >= 60_000 ? [Math.round(ms / 60_000), 'minute'] : [Math.max(1, Math.round(ms / 1000)), 'second'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** What happened, as a sentence: who did what where. */
const SENTENCE: Record<NotificationKind, (actor: string, episode: string) => string> = {
  mention: (actor, episode) => `${actor} mentioned you in ${episode}`,
  reply: (actor, episode) => `${actor} replied to a thread you are in on ${episode}`,
  guest_comment: (actor, episode) => `${actor} (guest) commented on ${episode}`,
  guest_approval: (actor, episode) => `${actor} (guest) gave a verdict on ${episode}`,
  resolved: (actor, episode) => `${actor} resolved your thread on ${episode}`,
};

function sentenceOf({ row }: UnmailedNotification, episode: string): string {
  return SENTENCE[isNotificationKind(row.kind) ? row.kind : 'mention'](row.actorName, episode);
}

function lineOf(entry: UnmailedNotification): string {
  const sentence = sentenceOf(entry, `${entry.scenarioName} (${entry.projectName})`);
  return entry.row.excerpt ? `${sentence}:\n“${entry.row.excerpt}”` : `${sentence}.`;
}

function subjectOf(entries: readonly UnmailedNotification[], brand: string): string {
  const [entry] = entries;
  return entries.length === 1
    ? sentenceOf(entry!, entry!.scenarioName)
    : `${entries.length} new notifications on ${brand}`;
}

/**
 * One mail with every waiting notification of a user: what happened, the excerpt, and the absolute link to the
 * comment (each link a paragraph of its own, so the HTML body makes it clickable). Plain text only: names and
 * excerpts come from users and are escaped in the HTML part.
 */
export function notificationMail(context: NotificationMailContext, entries: readonly UnmailedNotification[]): Mail {
  const subject = subjectOf(entries, context.brand);
  const paragraphs = [
    `Hello ${context.name},`,
    ...entries.flatMap((entry) => [lineOf(entry), `${context.publicUrl}${notificationLink(entry.row)}`]),
    `${context.brand} mails you at most once every ${durationText(context.windowMs)}. Choose which notifications come by e-mail in your settings: ${context.publicUrl}/settings`,
  ];
  return { to: context.to, subject, text: plainBody(paragraphs), html: htmlBody(subject, paragraphs) };
}
