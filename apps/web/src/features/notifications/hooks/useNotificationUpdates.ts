import { SERVER_EVENTS } from '@sym/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onReconnected, onServerEvent } from '../../../lib/transport';
import { notificationKeys } from '../api/notificationsApi';
import { addToInbox, applyReadElsewhere } from '../api/useNotifications';
import { isNotificationCreated, isNotificationsRead } from '../utils/notificationEvents';

/**
 * Keeps the bell live: a new notification goes to the top of the inbox with the server's unread count, a read
 * elsewhere (another tab, another device) lowers it. After a reconnect the inbox is read again (pushes sent
 * meanwhile are lost).
 */
export function useNotificationUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(
    () => onReconnected(() => void queryClient.invalidateQueries({ queryKey: notificationKeys.inbox() })),
    [queryClient],
  );
  useEffect(
    () =>
      onServerEvent(SERVER_EVENTS.notificationCreated, isNotificationCreated, ({ notification, unreadCount }) =>
        addToInbox(queryClient, notification, unreadCount),
      ),
    [queryClient],
  );
  useEffect(
    () =>
      onServerEvent(SERVER_EVENTS.notificationsRead, isNotificationsRead, ({ unreadCount }) =>
        applyReadElsewhere(queryClient, unreadCount),
      ),
    [queryClient],
  );
}
