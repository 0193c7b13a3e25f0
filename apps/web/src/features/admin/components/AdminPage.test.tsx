import type { AdminAuditEntry, AdminTeam, AdminUser, SiteSettings, User } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubApi, TEST_USER, type ApiRoutes } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

const ADMIN = { ...TEST_USER, role: 'admin' as const };

const grace: AdminUser = {
  id: '7e6d5c4b-3a29-4817-9f6e-5d4c3b2a1908',
  email: 'grace@studio.example',
  name: 'Grace Hopper',
  tier: 'sym',
  role: 'user',
  disabled: false,
  disabledAt: null,
  createdAt: '2026-02-01T09:00:00.000Z',
  lastLogin: null,
  creditBalance: 100,
};
const self: AdminUser = { ...grace, id: ADMIN.id, email: ADMIN.email, name: ADMIN.name, role: 'admin' };

const page = (items: AdminUser[]) => ({ items, total: items.length, limit: 25, offset: 0 });

/** /admin as the administrator (or as `profile`), over HTTP with the given routes. */
function openAdmin(routes: ApiRoutes, profile: User = ADMIN) {
  const fetchMock = stubApi({ 'GET /api/users/profile': () => ok(profile), ...routes });
  renderApp('/admin', { isSignedIn: true });
  return fetchMock;
}

const sentTo = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).split('?')[0] === path)
    .map(([input, init]) => ({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined }));

describe('/admin', () => {
  it('tells a user who does not administer the site that it is for administrators, asking the server nothing', async () => {
    const fetchMock = openAdmin({}, TEST_USER);
    expect(await screen.findByText('Administrators only')).toBeTruthy();
    expect(screen.getByText(/403 Forbidden/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/admin'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Administration' })).toBeNull();
  });

  it("links the administrator's user menu to it", async () => {
    openAdmin({ 'GET /api/admin/users': () => ok(page([])) });
    fireEvent.click(await screen.findByRole('button', { name: 'User menu' }));
    const link = await screen.findByRole('menuitem', { name: 'Administration' });
    expect(link.getAttribute('href')).toBe('/admin');
  });

  it('lists users and searches them by e-mail or name', async () => {
    const fetchMock = openAdmin({
      'GET /api/admin/users': () => ok(page([self, grace])),
    });
    const row = await screen.findByRole('row', { name: grace.email });
    expect(within(row).getByText('Grace Hopper')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByRole('combobox', { name: 'Tier of Grace Hopper' })).toBeTruthy();
    // The administrator cannot disable themselves.
    const own = screen.getByRole('row', { name: ADMIN.email });
    expect(within(own).getByText('Administrator')).toBeTruthy();
    expect(within(own).queryByRole('button', { name: /^Disable/ })).toBeNull();

    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'grace' } });
    await waitFor(() =>
      expect(sentTo(fetchMock, 'GET', '/api/admin/users').some(({ url }) => url.includes('search=grace'))).toBe(true),
    );
  });

  it("changes a user's tier", async () => {
    let current = grace;
    const fetchMock = openAdmin({
      'GET /api/admin/users': () => ok(page([current])),
      [`PATCH /api/admin/users/${grace.id}`]: (body) => {
        current = { ...grace, ...(body as Partial<AdminUser>) };
        return ok(current);
      },
    });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Tier of Grace Hopper' }), {
      target: { value: 'motionmaker' },
    });
    expect(await screen.findByText(/Grace Hopper is now on Motion Maker/)).toBeTruthy();
    expect(sentTo(fetchMock, 'PATCH', `/api/admin/users/${grace.id}`)[0]?.body).toEqual({ tier: 'motionmaker' });
  });

  it('disables an account after confirmation, and enables it again', async () => {
    let current = grace;
    const fetchMock = openAdmin({
      'GET /api/admin/users': () => ok(page([current])),
      [`PATCH /api/admin/users/${grace.id}`]: (body) => {
        const isDisabled = (body as { disabled: boolean }).disabled;
        current = { ...grace, disabled: isDisabled, disabledAt: isDisabled ? '2026-03-05T10:00:00.000Z' : null };
        return ok(current);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Disable Grace Hopper' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable account' });
    expect(within(dialog).getByText(/grace@studio.example is signed out everywhere/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Grace Hopper is disabled and signed out everywhere')).toBeTruthy();
    const row = screen.getByRole('row', { name: grace.email });
    await waitFor(() => expect(within(row).getByText('Disabled')).toBeTruthy());

    fireEvent.click(within(row).getByRole('button', { name: 'Enable Grace Hopper' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('Grace Hopper can sign in again')).toBeTruthy();
    expect(sentTo(fetchMock, 'PATCH', `/api/admin/users/${grace.id}`).map(({ body }) => body)).toEqual([
      { disabled: true },
      { disabled: false },
    ]);
  });

  it('grants credits with a note', async () => {
    const fetchMock = openAdmin({
      'GET /api/admin/users': () => ok(page([grace])),
      [`POST /api/admin/users/${grace.id}/credits`]: () => ok({ ...grace, creditBalance: 600 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Grant credits to Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant credits to Grace Hopper' });
    fireEvent.change(within(dialog).getByLabelText('Credits'), { target: { value: '500' } });
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Festival entry' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('500 credits granted to Grace Hopper')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentTo(fetchMock, 'POST', `/api/admin/users/${grace.id}/credits`)[0]?.body).toEqual({
      amount: 500,
      note: 'Festival entry',
    });
  });

  it("grants credits to a team's pool", async () => {
    const team: AdminTeam = {
      id: '5b1d7c3e-2a4f-4b6d-8e9f-0a1b2c3d4e5f',
      name: 'Northlight Studio',
      ownerId: grace.id,
      ownerEmail: grace.email,
      memberCount: 3,
      creditBalance: 1000,
      createdAt: '2026-03-02T10:00:00.000Z',
    };
    const fetchMock = openAdmin({
      'GET /api/admin/users': () => ok(page([])),
      'GET /api/admin/teams': () => ok({ items: [team], total: 1, limit: 25, offset: 0 }),
      [`POST /api/admin/teams/${team.id}/credits`]: () => ok({ ...team, creditBalance: 1200 }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Teams' }));
    const row = await screen.findByRole('row', { name: 'Northlight Studio' });
    expect(within(row).getByText(grace.email)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Grant credits to the team Northlight Studio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant credits to Northlight Studio' });
    expect(within(dialog).getByText(/the team's shared pool/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Credits'), { target: { value: '200' } });
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Pilot' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('200 credits granted to the team Northlight Studio')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST', `/api/admin/teams/${team.id}/credits`)[0]?.body).toEqual({
      amount: 200,
      note: 'Pilot',
    });
  });

  it('shows a refused grant in the dialog, which stays open', async () => {
    openAdmin({
      'GET /api/admin/users': () => ok(page([grace])),
      [`POST /api/admin/users/${grace.id}/credits`]: () => fail(404, 'NOT_FOUND', 'User not found'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Grant credits to Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant credits to Grace Hopper' });
    fireEvent.change(within(dialog).getByLabelText('Credits'), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Thanks' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await within(dialog).findByText('User not found')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Grant credits to Grace Hopper' })).toBeTruthy();
  });

  it('chooses who may register', async () => {
    let settings: SiteSettings = { registration: 'open', registrationFromEnvironment: 'open', updatedAt: null };
    const fetchMock = openAdmin({
      'GET /api/admin/users': () => ok(page([])),
      'GET /api/admin/settings': () => ok(settings),
      'PUT /api/admin/settings': (body) => {
        settings = { ...settings, ...(body as Pick<SiteSettings, 'registration'>), updatedAt: '2026-03-05T10:00:00Z' };
        return ok(settings);
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Registration' }));
    const select = await screen.findByRole('combobox', { name: 'Registration' });
    expect((select as HTMLSelectElement).value).toBe('open');
    expect(screen.getByText(/the server's option applies/)).toBeTruthy();
    fireEvent.change(select, { target: { value: 'invite-only' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Registration is now: Invite-only: e-mail addresses with an open team invitation'),
    ).toBeTruthy();
    expect(sentTo(fetchMock, 'PUT', '/api/admin/settings')[0]?.body).toEqual({ registration: 'invite-only' });
  });

  it('reads the audit log', async () => {
    const entries: AdminAuditEntry[] = [
      {
        id: '4b3a2918-0f7e-4d6c-8b5a-493827160f5e',
        actorId: ADMIN.id,
        actorEmail: ADMIN.email,
        action: 'credits.grant',
        targetUserId: grace.id,
        targetEmail: grace.email,
        details: { amount: 500, note: 'Festival entry', balance: 600 },
        createdAt: '2026-03-05T10:15:00.000Z',
      },
      {
        id: '5c4b3a29-1f8e-4e7d-9c6b-5a4938271605',
        actorId: ADMIN.id,
        actorEmail: ADMIN.email,
        action: 'user.disable',
        targetUserId: grace.id,
        targetEmail: grace.email,
        details: { sessionsEnded: 2 },
        createdAt: '2026-03-05T10:10:00.000Z',
      },
    ];
    openAdmin({
      'GET /api/admin/users': () => ok(page([])),
      'GET /api/admin/audit': () => ok({ items: entries, total: 2, limit: 25, offset: 0 }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Audit log' }));
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getByText('Granted credits')).toBeTruthy();
    expect(within(table).getByText('500 credits: Festival entry')).toBeTruthy();
    expect(within(table).getByText('Disabled the account')).toBeTruthy();
    expect(within(table).getByText('Sessions signed out: 2')).toBeTruthy();
  });

  it('shows the server details: database, uptime, Node and the ffmpeg in use with its path', async () => {
    openAdmin({
      'GET /api/admin/users': () => ok(page([])),
      'GET /api/admin/system': () =>
        ok({
          database: 'postgres',
          uptime: 5400,
          node: 'v20.19.4',
          media: {
            ok: true,
            ffmpeg: { source: 'bundled', binary: 'node_modules/@ffmpeg-installer/linux-x64/ffmpeg', version: '4.1' },
            ffprobe: false,
          },
        }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'System' }));
    expect(await screen.findByText('postgres')).toBeTruthy();
    expect(screen.getByText('1.5 h')).toBeTruthy();
    expect(screen.getByText('4.1 (shipped with the app)')).toBeTruthy();
    expect(screen.getByText('node_modules/@ffmpeg-installer/linux-x64/ffmpeg')).toBeTruthy();
  });
});
