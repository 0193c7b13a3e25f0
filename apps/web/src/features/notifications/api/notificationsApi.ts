import type { NotificationPreferences } from '@sym/contracts';
import { call } from '../../../lib/transport';

/** How many notifications the bell's inbox shows (newest first). */
export const INBOX_LIMIT = 20;

export const notificationKeys = {
  all: ['notifications'] as const,
  inbox: () => [...notificationKeys.all, 'inbox'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};

/** The signed-in user's inbox and which kinds of it come by e-mail (notifications.*). */
export const notificationsApi = {
  inbox: () => call('notifications.list', { limit: INBOX_LIMIT, unreadOnly: false }),
  /** Marks those notifications read, or all of them without ids; answers the unread count left. */
  read: (ids?: string[]) => call('notifications.read', ids ? { ids } : {}),
  preferences: () => call('notifications.preferences.get'),
  updatePreferences: (preferences: NotificationPreferences) => call('notifications.preferences.update', preferences),
};
