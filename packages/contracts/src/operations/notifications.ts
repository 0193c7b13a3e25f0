import {
  NotificationListInput,
  NotificationPreferencesInput,
  NotificationReadInput,
  NotificationReadResult,
} from '../api/reviews.ts';
import { NotificationList, NotificationPreferences } from '../entities/review.ts';
import { defineContracts, EmptyInput, get, post, put } from './define.ts';
import {
  EXAMPLE_GUEST_COMMENT_NOTIFICATION,
  EXAMPLE_NOTIFICATION_PREFERENCES,
  EXAMPLE_NOTIFICATIONS,
} from './notification-examples.ts';

/** The signed-in user's inbox (newest first, with the unread count) and which kinds also come by e-mail. */
export const notificationsContracts = defineContracts({
  'notifications.list': {
    summary: 'Your notifications, newest first, with the unread count',
    auth: 'required',
    http: get('/api/notifications'),
    input: NotificationListInput,
    output: NotificationList,
    example: { input: { limit: 20, unreadOnly: false }, output: { items: EXAMPLE_NOTIFICATIONS, unreadCount: 2 } },
  },
  'notifications.read': {
    summary: 'Mark notifications read (all when no ids are given; 404, marking none, if an id is not yours)',
    auth: 'required',
    http: post('/api/notifications/read'),
    input: NotificationReadInput,
    output: NotificationReadResult,
    example: { input: { ids: [EXAMPLE_GUEST_COMMENT_NOTIFICATION.id] }, output: { unreadCount: 1 } },
  },
  'notifications.preferences.get': {
    summary: 'Which notification kinds you get by e-mail',
    auth: 'required',
    http: get('/api/notifications/preferences'),
    input: EmptyInput,
    output: NotificationPreferences,
    example: { input: {}, output: EXAMPLE_NOTIFICATION_PREFERENCES },
  },
  'notifications.preferences.update': {
    summary: 'Choose which notification kinds you get by e-mail',
    auth: 'required',
    http: put('/api/notifications/preferences'),
    input: NotificationPreferencesInput,
    output: NotificationPreferences,
    example: { input: EXAMPLE_NOTIFICATION_PREFERENCES, output: EXAMPLE_NOTIFICATION_PREFERENCES },
  },
});
