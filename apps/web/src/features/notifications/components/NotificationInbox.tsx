import type { Notification, NotificationList } from '@sym/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button, Icon, Spinner } from '../../../ui';
import { NotificationItem } from './NotificationItem';

interface NotificationInboxProps {
  inbox: UseQueryResult<NotificationList>;
  unreadCount: number;
  onOpen: (notification: Notification) => void;
  onMarkAllRead: () => void;
}

/** The bell's panel: its title and "Mark all read", then the notifications newest first, or why there are none. */
export function NotificationInbox({ inbox, unreadCount, onOpen, onMarkAllRead }: NotificationInboxProps) {
  const { t } = useTranslation();
  let body;
  if (inbox.isPending) {
    body = (
      <div className="flex justify-center py-8 text-fg-muted">
        <Spinner className="size-5" label={t('notifications.loading')} />
      </div>
    );
  } else if (inbox.isError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 px-4 py-8 text-center">
        <p className="text-sm text-fg-muted">{t('notifications.loadFailed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void inbox.refetch()}>
          <Icon name="refresh" className="size-4" />
          {t('errors.reload')}
        </Button>
      </div>
    );
  } else if (inbox.data.items.length === 0) {
    body = (
      <div role="status" className="flex flex-col items-center px-6 py-8 text-center">
        <span className="mb-3 grid size-10 place-items-center rounded-full bg-elevated text-fg-muted">
          <Icon name="bell" className="size-5" />
        </span>
        <p className="text-sm font-semibold text-fg">{t('notifications.empty.title')}</p>
        <p className="mt-1 text-sm text-fg-muted">{t('notifications.empty.message')}</p>
      </div>
    );
  } else {
    body = (
      <ul
        aria-label={t('notifications.listLabel')}
        className="flex max-h-[min(28rem,70vh)] flex-col overflow-y-auto p-1.5"
      >
        {inbox.data.items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onOpen={onOpen} />
        ))}
      </ul>
    );
  }
  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-2.5">
        <h2 className="text-sm font-semibold text-fg">{t('notifications.title')}</h2>
        <Button variant="ghost" size="sm" disabled={unreadCount === 0} onClick={onMarkAllRead}>
          <Icon name="check" className="size-4" />
          {t('notifications.markAllRead')}
        </Button>
      </div>
      {body}
    </>
  );
}
