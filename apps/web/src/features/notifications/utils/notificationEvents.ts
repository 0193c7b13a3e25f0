import type { SERVER_EVENTS } from '@sym/contracts';
import { NOTIFICATION_KINDS, type ServerEventData } from '@sym/contracts';

export type NotificationCreated = ServerEventData<typeof SERVER_EVENTS.notificationCreated>;
export type NotificationsRead = ServerEventData<typeof SERVER_EVENTS.notificationsRead>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isTextOrNull = (value: unknown) => value === null || isText(value);

/**
 * Whether a payload is the contract's `notification:created`: checked by hand, field by field of what the bell
 * shows and follows, since the bell lives in the app shell, which does not carry the contract's schemas. A link
 * must stay inside the app.
 */
export function isNotificationCreated(payload: unknown): payload is NotificationCreated {
  if (!isRecord(payload) || !isText(payload.userId) || !isCount(payload.unreadCount)) return false;
  const item = payload.notification;
  if (!isRecord(item)) return false;
  return (
    [item.id, item.projectId, item.scenarioId, item.actorName, item.excerpt, item.createdAt].every(isText) &&
    (NOTIFICATION_KINDS as readonly unknown[]).includes(item.kind) &&
    isText(item.link) &&
    item.link.startsWith('/') &&
    !item.link.startsWith('//') &&
    [item.commentId, item.approvalId, item.readAt].every(isTextOrNull)
  );
}

/** Whether a payload is the contract's `notifications:read`. */
export function isNotificationsRead(payload: unknown): payload is NotificationsRead {
  return isRecord(payload) && isText(payload.userId) && isCount(payload.unreadCount);
}
