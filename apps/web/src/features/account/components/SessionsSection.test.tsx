import type { Session } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubApi } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

const CURRENT = '11111111-1111-4111-8111-111111111111';
const PHONE = '22222222-2222-4222-8222-222222222222';
const LAPTOP = '33333333-3333-4333-8333-333333333333';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function session(sessionId: string, fields: Partial<Session>): Session {
  return {
    sessionId,
    createdAt: '2026-11-20T10:00:00.000Z',
    lastUsedAt: minutesAgo(1),
    expiresAt: '2026-12-27T09:15:00.000Z',
    userAgent: null,
    ip: null,
    current: false,
    ...fields,
  };
}

const SESSIONS: Session[] = [
  session(PHONE, {
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ip: '203.0.113.7',
    lastUsedAt: minutesAgo(5),
  }),
  session(CURRENT, {
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    ip: '127.0.0.1',
    current: true,
  }),
  session(LAPTOP, {
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    ip: '192.168.1.20',
    lastUsedAt: minutesAgo(3 * 60),
  }),
];

/** /settings with the sessions above; the list answers what the server has after the revocations so far. */
async function openSettings(overrides: Parameters<typeof stubApi>[0] = {}) {
  let sessions = SESSIONS;
  const fetchMock = stubApi({
    'GET /api/auth/sessions': () => ok(sessions),
    [`DELETE /api/auth/sessions/${PHONE}`]: () => {
      sessions = sessions.filter((item) => item.sessionId !== PHONE);
      return ok({ revoked: true, sessionId: PHONE });
    },
    'DELETE /api/auth/sessions': () => {
      const revoked = sessions.filter((item) => !item.current).length;
      sessions = sessions.filter((item) => item.current);
      return ok({ revoked });
    },
    ...overrides,
  });
  renderApp('/settings', { isSignedIn: true });
  const section = await screen.findByRole('region', { name: 'Where you are signed in' });
  const list = await within(section).findByRole('list', { name: 'Sessions' });
  return { fetchMock, section, list };
}

const calls = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([input, init]) => String(input) === path && (init?.method ?? 'GET') === method);

describe('account settings: sessions', () => {
  it('lists this session first with its badge, then the others with device, last use and place', async () => {
    const { list } = await openSettings();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Chrome on Linux',
      'Safari on iOS',
      'Firefox on Windows',
    ]);
    expect(within(rows[0]!).getByText('This session')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('Active now');
    expect(rows[0]!.textContent).toContain('This computer');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();

    expect(within(rows[1]!).queryByText('This session')).toBeNull();
    expect(rows[1]!.textContent).toContain('Last used 5 minutes ago');
    expect(rows[1]!.textContent).toContain('203.0.113.7');
    expect(rows[2]!.textContent).toContain('Last used 3 hours ago');
    expect(rows[2]!.textContent).toContain('Local network');
  });

  it('signs out one other session and reads the list again', async () => {
    const { fetchMock, section, list } = await openSettings();
    fireEvent.click(within(list).getByRole('button', { name: 'Sign out Safari on iOS' }));
    expect(await within(section).findByRole('status')).toHaveProperty('textContent', 'Signed out Safari on iOS.');
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: 'Safari on iOS' })).toBeNull());
    expect(calls(fetchMock, 'DELETE', `/api/auth/sessions/${PHONE}`)).toHaveLength(1);
    expect(calls(fetchMock, 'GET', '/api/auth/sessions').length).toBeGreaterThanOrEqual(2);
  });

  it('signs out all other sessions after a confirmation', async () => {
    const { fetchMock, section } = await openSettings();
    fireEvent.click(within(section).getByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out all other sessions?' });
    expect(dialog.textContent).toContain('2 other sessions will be signed out. This browser stays signed in.');
    expect(calls(fetchMock, 'DELETE', '/api/auth/sessions')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out all other sessions' }));

    expect(await within(section).findByText('Signed out 2 other sessions.')).toBeTruthy();
    expect(calls(fetchMock, 'DELETE', '/api/auth/sessions')).toHaveLength(1);
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(within(section).getByText('You are signed in only here.')).toBeTruthy();
    expect(
      (within(section).getByRole('button', { name: 'Sign out all other sessions' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows a loading error with a way to try again', async () => {
    let isDown = true;
    stubApi({
      'GET /api/auth/sessions': () => (isDown ? fail(500, 'SERVER_ERROR', 'Server error') : ok(SESSIONS)),
    });
    renderApp('/settings', { isSignedIn: true });
    const section = await screen.findByRole('region', { name: 'Where you are signed in' });
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('Failed to load sessions.');
    isDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: /reload/i }));
    expect(await within(section).findByRole('list', { name: 'Sessions' })).toBeTruthy();
  });
});
