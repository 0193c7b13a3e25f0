import { SERVER_EVENTS, type Notification } from '@sym/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { socketService } from '../../../lib/transport';
import { ok, stubApi } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

afterEach(() => {
  vi.restoreAllMocks();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function notification(fields: Partial<Notification> & Pick<Notification, 'id'>): Notification {
  return {
    kind: 'mention',
    projectId: 'p1',
    scenarioId: 's1',
    commentId: `c-${fields.id}`,
    approvalId: null,
    actorName: 'Grace Hopper',
    excerpt: 'Look at the lantern',
    link: `/projects/p1/scenarios/s1?comment=c-${fields.id}`,
    readAt: null,
    createdAt: minutesAgo(5),
    ...fields,
  };
}

const INBOX = [
  notification({ id: 'n3', kind: 'guest_comment', actorName: 'Dana', excerpt: 'Too dark', createdAt: minutesAgo(2) }),
  notification({ id: 'n2', kind: 'reply', excerpt: 'Moved it', createdAt: minutesAgo(10) }),
  notification({ id: 'n1', kind: 'resolved', readAt: minutesAgo(1), createdAt: minutesAgo(60) }),
];

/** Handlers the app subscribed on the socket, and a push from the server to them. */
function spySocket() {
  const handlers = new Map<string, Set<(payload?: unknown) => void>>();
  vi.spyOn(socketService, 'on').mockImplementation((event, handler) => {
    const set = handlers.get(event) ?? new Set();
    set.add(handler);
    handlers.set(event, set);
    return () => set.delete(handler);
  });
  return (event: string, payload: unknown) => act(() => handlers.get(event)?.forEach((handler) => handler(payload)));
}

const badge = () => screen.queryByTestId('notification-unread-count')?.textContent ?? null;

describe('notification bell', () => {
  it('shows the unread count, lists the inbox newest first and opens an entry at its comment', async () => {
    const reads: unknown[] = [];
    stubApi({
      'GET /api/notifications': () => ok({ items: INBOX, unreadCount: 2 }),
      'POST /api/notifications/read': (body) => {
        reads.push(body);
        return ok({ unreadCount: 1 });
      },
    });
    const { router } = renderApp('/projects', { isSignedIn: true });
    const bell = await screen.findByTestId('notification-bell');
    await waitFor(() => expect(badge()).toBe('2'));
    expect(bell.getAttribute('aria-label')).toBe('Notifications, 2 unread');

    fireEvent.click(bell);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    const items = within(panel).getAllByTestId('notification-item');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Dana (guest) commented on your episode'),
      expect.stringContaining('Grace Hopper replied in a thread you are in'),
      expect.stringContaining('Grace Hopper resolved your thread'),
    ]);
    expect(items[0]!.textContent).toContain('Too dark');
    expect(items[0]!.textContent).toContain('2 minutes ago');
    expect(items.map((item) => item.dataset.unread)).toEqual(['true', 'true', 'false']);

    fireEvent.click(items[1]!);
    await waitFor(() => expect(router.state.location.search).toBe('?comment=c-n2'));
    expect(router.state.location.pathname).toBe('/projects/p1/scenarios/s1');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    await waitFor(() => expect(reads).toEqual([{ ids: ['n2'] }]));
    await waitFor(() => expect(badge()).toBe('1'));
  });

  it('counts live: a new notification goes on top, a read elsewhere lowers the count', async () => {
    const push = spySocket();
    stubApi({ 'GET /api/notifications': () => ok({ items: INBOX.slice(1), unreadCount: 1 }) });
    renderApp('/projects', { isSignedIn: true });
    await waitFor(() => expect(badge()).toBe('1'));

    const fresh = notification({
      id: 'n9',
      actorName: 'Ada',
      excerpt: 'See @you',
      createdAt: new Date().toISOString(),
    });
    push(SERVER_EVENTS.notificationCreated, { userId: 'u1', notification: fresh, unreadCount: 2 });
    // Observers hear of cache changes on the next tick.
    await waitFor(() => expect(badge()).toBe('2'));
    // A push that is not the contract's shape (or leads outside the app) changes nothing.
    push(SERVER_EVENTS.notificationCreated, { userId: 'u1', unreadCount: 7 });
    push(SERVER_EVENTS.notificationCreated, {
      userId: 'u1',
      notification: { ...fresh, id: 'n10', link: 'https://evil.example/' },
      unreadCount: 8,
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(badge()).toBe('2');

    fireEvent.click(screen.getByTestId('notification-bell'));
    const first = screen.getAllByTestId('notification-item')[0]!;
    expect(first.textContent).toContain('Ada mentioned you');
    expect(first.textContent).toContain('See @you');

    push(SERVER_EVENTS.notificationsRead, { userId: 'u1', unreadCount: 0 });
    await waitFor(() => expect(badge()).toBeNull());
    expect(screen.getAllByTestId('notification-item').every((item) => item.dataset.unread === 'false')).toBe(true);
  });

  it('marks all read', async () => {
    stubApi({
      'GET /api/notifications': () => ok({ items: INBOX, unreadCount: 2 }),
      'POST /api/notifications/read': () => ok({ unreadCount: 0 }),
    });
    renderApp('/projects', { isSignedIn: true });
    await waitFor(() => expect(badge()).toBe('2'));
    fireEvent.click(screen.getByTestId('notification-bell'));
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(badge()).toBeNull());
    expect(screen.getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe('Notifications');
    expect(screen.getAllByTestId('notification-item').every((item) => item.dataset.unread === 'false')).toBe(true);
  });

  it('says so when there is nothing', async () => {
    stubApi({ 'GET /api/notifications': () => ok({ items: [], unreadCount: 0 }) });
    renderApp('/projects', { isSignedIn: true });
    fireEvent.click(await screen.findByTestId('notification-bell'));
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(badge()).toBeNull();
  });

  it('offers a reload when the inbox cannot be read', async () => {
    stubApi({});
    renderApp('/projects', { isSignedIn: true });
    fireEvent.click(await screen.findByTestId('notification-bell'));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('Failed to load your notifications.')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('works from the keyboard: focus moves into the panel, arrows step, Escape returns to the bell', async () => {
    stubApi({ 'GET /api/notifications': () => ok({ items: INBOX, unreadCount: 2 }) });
    renderApp('/projects', { isSignedIn: true });
    const bell = await screen.findByTestId('notification-bell');
    await waitFor(() => expect(badge()).toBe('2'));
    fireEvent.click(bell);
    const markAll = screen.getByRole('button', { name: 'Mark all read' });
    expect(document.activeElement).toBe(markAll);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getAllByTestId('notification-item')[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(markAll);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('false');
  });
});
