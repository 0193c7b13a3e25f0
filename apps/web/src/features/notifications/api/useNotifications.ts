import type { Notification, NotificationList, NotificationPreferences } from '@sym/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { INBOX_LIMIT, notificationKeys, notificationsApi } from './notificationsApi';

/** The bell's inbox: the newest notifications and the unread count, kept current by the user's live events. */
export function useNotificationInbox() {
  return useQuery({ queryKey: notificationKeys.inbox(), queryFn: notificationsApi.inbox });
}

/** Puts a notification the server just announced at the top of the cached inbox, with the new unread count. */
export function addToInbox(queryClient: QueryClient, notification: Notification, unreadCount: number): void {
  queryClient.setQueryData<NotificationList>(notificationKeys.inbox(), (inbox) =>
    inbox
      ? {
          items: [notification, ...inbox.items.filter((item) => item.id !== notification.id)].slice(0, INBOX_LIMIT),
          unreadCount,
        }
      : inbox,
  );
}

/** Marks cached notifications read (those ids, or all) and sets the unread count the server answered. */
function markInbox(queryClient: QueryClient, ids: readonly string[] | undefined, unreadCount?: number): void {
  const readAt = new Date().toISOString();
  queryClient.setQueryData<NotificationList>(notificationKeys.inbox(), (inbox) => {
    if (!inbox) return inbox;
    let changed = 0;
    const items = inbox.items.map((item) => {
      if (item.readAt !== null || (ids && !ids.includes(item.id))) return item;
      changed += 1;
      return { ...item, readAt };
    });
    return { items, unreadCount: unreadCount ?? Math.max(0, inbox.unreadCount - changed) };
  });
}

/**
 * Marks notifications read (the ids given, else all): the inbox shows it at once, then takes the server's count.
 * On failure the inbox is read again.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => notificationsApi.read(ids),
    onMutate: (ids) => markInbox(queryClient, ids),
    onSuccess: ({ unreadCount }, ids) => markInbox(queryClient, ids, unreadCount),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.inbox() }),
  });
}

/** Another tab or device read notifications: take its count, and read the inbox again to see which. */
export function applyReadElsewhere(queryClient: QueryClient, unreadCount: number): void {
  if (unreadCount === 0) {
    markInbox(queryClient, undefined, 0);
    return;
  }
  queryClient.setQueryData<NotificationList>(notificationKeys.inbox(), (inbox) =>
    inbox ? { ...inbox, unreadCount } : inbox,
  );
  void queryClient.invalidateQueries({ queryKey: notificationKeys.inbox() });
}

/** Which kinds of notification come by e-mail. */
export function useNotificationPreferences() {
  return useQuery({ queryKey: notificationKeys.preferences(), queryFn: notificationsApi.preferences });
}

/** Saves which kinds come by e-mail; the answer becomes the cached choice. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) => notificationsApi.updatePreferences(preferences),
    onSuccess: (preferences) => queryClient.setQueryData(notificationKeys.preferences(), preferences),
  });
}
