import type { Notification } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { timeAgo } from '../utils/timeAgo';

interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}

/** One entry of the inbox: who did what, an excerpt and when; unread ones carry a dot. Opening it follows its link. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { t, i18n } = useTranslation();
  const isUnread = notification.readAt === null;
  const what = t(`notifications.kinds.${notification.kind}`, { actor: notification.actorName });
  const when = timeAgo(notification.createdAt, i18n.resolvedLanguage);
  return (
    <li>
      <button
        type="button"
        data-testid="notification-item"
        data-unread={isUnread}
        onClick={() => onOpen(notification)}
        className={`flex w-full items-start gap-3 rounded-lg px-3 py-2.5 text-left transition-colors hover:bg-elevated focus-visible:bg-elevated focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring ${
          isUnread ? 'bg-accent/5' : ''
        }`}
      >
        <span
          aria-hidden="true"
          className={`mt-1.5 size-2 shrink-0 rounded-full ${isUnread ? 'bg-accent' : 'bg-transparent'}`}
        />
        <span className="min-w-0 flex-1">
          <span className={`block text-sm ${isUnread ? 'font-semibold text-fg' : 'text-fg'}`}>{what}</span>
          {notification.excerpt && (
            <span className="mt-0.5 line-clamp-2 block text-sm break-words text-fg-muted">{notification.excerpt}</span>
          )}
          <span className="mt-1 block text-xs text-fg-subtle">
            <time dateTime={notification.createdAt}>{when}</time>
            {isUnread && <span className="sr-only">, {t('notifications.unread')}</span>}
          </span>
        </span>
      </button>
    </li>
  );
}
