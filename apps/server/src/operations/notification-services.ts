import type { NotificationMail } from '../modules/notifications/notification-mail.ts';
import type { NotificationTriggers } from '../modules/notifications/notification-triggers.ts';
import type { NotificationService } from '../modules/notifications/notification.service.ts';

/** The members' inbox and its mail (built in composition/notification-services.ts). */
export interface NotificationServices {
  /** A user's notifications: the list with its unread count, marking read, and which kinds come by e-mail. */
  notifications: NotificationService;
  /** Writes notifications from review events; the api role starts it (composition/api-role.ts). */
  notificationTriggers: NotificationTriggers;
  /** Batched notification e-mails; the api role runs its sweep. */
  notificationMail: NotificationMail;
}
