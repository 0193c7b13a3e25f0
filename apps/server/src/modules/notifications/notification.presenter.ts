import { NOTIFICATION_KINDS, type Notification, type NotificationKind } from '@sym/contracts';
import type { NotificationRow } from '../../db/schema.ts';

/** How long an excerpt of a comment or note may be in the inbox and the mail. */
export const EXCERPT_MAX = 140;

/** A comment or note shortened for the inbox: one line, at most EXCERPT_MAX characters. */
export function excerptOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= EXCERPT_MAX ? line : `${line.slice(0, EXCERPT_MAX - 1).trimEnd()}…`;
}

/** Where a notification leads in the app: the episode (routes.tsx), with the comment open when there is one. */
export function notificationLink(row: Pick<NotificationRow, 'projectId' | 'scenarioId' | 'commentId'>): string {
  const episode = `/projects/${row.projectId}/scenarios/${row.scenarioId}`;
  return row.commentId ? `${episode}?comment=${row.commentId}` : episode;
}

export function isNotificationKind(kind: string): kind is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(kind);
}

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: isNotificationKind(row.kind) ? row.kind : 'mention',
    projectId: row.projectId,
    scenarioId: row.scenarioId,
    commentId: row.commentId,
    approvalId: row.approvalId,
    actorName: row.actorName,
    excerpt: row.excerpt,
    link: notificationLink(row),
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
