import type { Notification } from '@sym/contracts';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useNavigate } from 'react-router';
import { Icon, useDismiss } from '../../../ui';
import { useMarkNotificationsRead, useNotificationInbox } from '../api/useNotifications';
import { useNotificationUpdates } from '../hooks/useNotificationUpdates';
import { NotificationInbox } from './NotificationInbox';

const ENTRY_SELECTOR = 'button:not([disabled])';

/** The badge's text: the count, or 99+ beyond. */
const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The bell in the header: the unread count, live, and a panel with the newest notifications. Opening one marks it
 * read and goes to its comment; "Mark all read" clears the count. Escape and a click outside close the panel (focus
 * returns to the bell), the arrow keys move between its entries.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  useNotificationUpdates();
  const inbox = useNotificationInbox();
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const unreadCount = inbox.data?.unreadCount ?? 0;

  const close = useCallback(() => {
    setIsOpen(false);
    triggerRef.current?.focus();
  }, []);
  const dismiss = useCallback(() => setIsOpen(false), []);
  useDismiss(isOpen, containerRef, dismiss);

  useEffect(() => {
    if (isOpen) (panelRef.current?.querySelector<HTMLElement>(ENTRY_SELECTOR) ?? panelRef.current)?.focus();
  }, [isOpen]);

  const handleOpen = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate([notification.id]);
    setIsOpen(false);
    void navigate(notification.link);
  };

  const handlePanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const entries = [...(panelRef.current?.querySelectorAll<HTMLElement>(ENTRY_SELECTOR) ?? [])];
    if (entries.length === 0) return;
    event.preventDefault();
    const current = entries.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    entries[(current + step + entries.length) % entries.length]?.focus();
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        data-testid="notification-bell"
        aria-label={unreadCount > 0 ? t('notifications.bellUnread', { count: unreadCount }) : t('notifications.bell')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setIsOpen((open) => !open)}
        className="relative grid size-8 place-items-center rounded-full border border-line bg-surface text-fg transition-colors hover:border-line-strong hover:bg-elevated focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Icon name="bell" className="size-4" />
        {unreadCount > 0 && (
          <span
            data-testid="notification-unread-count"
            aria-hidden="true"
            className="absolute -top-1.5 -right-1.5 min-w-5 rounded-full bg-danger px-1 text-center text-[11px] leading-5 font-semibold text-on-accent tabular-nums"
          >
            {badgeText(unreadCount)}
          </span>
        )}
      </button>
      {isOpen && (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label={t('notifications.title')}
          tabIndex={-1}
          onKeyDown={handlePanelKeyDown}
          className="absolute top-full right-0 z-40 mt-2 w-[min(24rem,calc(100vw-2rem))] rounded-xl border border-line bg-surface shadow-xl shadow-black/20 outline-none"
        >
          <NotificationInbox
            inbox={inbox}
            unreadCount={unreadCount}
            onOpen={handleOpen}
            onMarkAllRead={() => markRead.mutate(undefined)}
          />
        </div>
      )}
    </div>
  );
}
