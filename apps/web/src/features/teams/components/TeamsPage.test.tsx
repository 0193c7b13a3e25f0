import { SERVER_MESSAGES, TEAM_MESSAGES } from '@sym/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TEST_USER, fail, ok } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import {
  EDITOR_ID,
  INVITATION_ID,
  TEAM_ID,
  callsTo,
  editor,
  invitation,
  makeTeam,
  owner,
  stubTeamsApi,
} from '../testing/teamFixtures';

const teamPage = `/teams/${TEAM_ID}`;
const membersPath = `/api/teams/${TEAM_ID}/members`;

function openTeam(...args: Parameters<typeof stubTeamsApi>) {
  const fetchMock = stubTeamsApi(...args);
  const view = renderApp(teamPage, { isSignedIn: true, tier: 'motionmaker' });
  return { fetchMock, ...view };
}

const membersTable = () => screen.findByRole('table', { name: 'Members of Northlight Studio' });

describe('/teams', () => {
  it('lists my teams with role, members, seats and the team balance, and the chosen team’s members', async () => {
    openTeam();
    const teams = await screen.findByRole('navigation', { name: 'Your teams' });
    const link = within(teams).getByRole('link', { name: /Northlight Studio/ });
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(link.textContent).toContain('Owner');
    expect(link.textContent).toContain('2 members');
    expect(link.textContent).toContain('Seats 2/10');
    await waitFor(() => expect(link.textContent).toContain('Credits: 940'));

    const table = await membersTable();
    const ana = within(table).getByRole('row', { name: 'Ana Ortiz' });
    expect(within(ana).getByText('ana@northlight.example')).toBeTruthy();
    expect((within(ana).getByRole('combobox', { name: 'Role of Ana Ortiz' }) as HTMLSelectElement).value).toBe(
      'editor',
    );
    // The owner (the user themself) has no role select and no Remove.
    const me = within(table).getByRole('row', { name: TEST_USER.name });
    expect(within(me).queryByRole('combobox')).toBeNull();
    expect(within(me).queryByRole('button')).toBeNull();
    expect(within(me).getByText('Owner')).toBeTruthy();

    const open = screen.getByRole('list', { name: 'Open invitations' });
    expect(within(open).getByText('ben@northlight.example')).toBeTruthy();
  });

  it('changes a member’s role with the operation', async () => {
    const { fetchMock } = openTeam(undefined, {
      [`PATCH ${membersPath}/${EDITOR_ID}`]: () => ok({ ...editor, role: 'commenter' }),
    });
    const table = await membersTable();
    fireEvent.change(within(table).getByRole('combobox', { name: 'Role of Ana Ortiz' }), {
      target: { value: 'commenter' },
    });
    expect(await screen.findByText('Role of Ana Ortiz changed.')).toBeTruthy();
    expect(callsTo(fetchMock, 'PATCH', `${membersPath}/${EDITOR_ID}`)).toEqual([{ role: 'commenter' }]);
  });

  it('asks before removing a member, and removes only once confirmed', async () => {
    let members = [owner, editor];
    const { fetchMock } = openTeam(
      { members },
      {
        [`GET ${membersPath}`]: () => ok({ members, invitations: [], seats: { used: members.length, limit: 10 } }),
        [`DELETE ${membersPath}/${EDITOR_ID}`]: () => {
          members = [owner];
          return ok({ teamId: TEAM_ID, userId: EDITOR_ID });
        },
      },
    );
    const table = await membersTable();
    fireEvent.click(within(table).getByRole('button', { name: 'Remove Ana Ortiz' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Remove member' });
    expect(confirm.textContent).toContain('Remove Ana Ortiz from Northlight Studio?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE', `${membersPath}/${EDITOR_ID}`)).toHaveLength(0);

    fireEvent.click(within(table).getByRole('button', { name: 'Remove Ana Ortiz' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Remove member' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Ana Ortiz was removed from the team.')).toBeTruthy();
    await waitFor(() => expect(within(table).queryByRole('row', { name: 'Ana Ortiz' })).toBeNull());
    expect(callsTo(fetchMock, 'DELETE', `${membersPath}/${EDITOR_ID}`)).toHaveLength(1);
  });

  it('invites by e-mail and role, and shows the link once with Copy', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const url = 'https://studio.example/invite/tinv_8Jd2kQ9zLm4Xv7Rt1Yp6Wn3Bc5Hs0Fg';
    const { fetchMock } = openTeam(undefined, {
      [`POST /api/teams/${TEAM_ID}/invitations`]: () =>
        ok({
          invitation: { ...invitation, id: 'c4d5e6f7-8a9b-4cad-9e1f-2a3b4c5d6e70', email: 'cleo@example.com' },
          token: 'tinv_8Jd2kQ9zLm4Xv7Rt1Yp6Wn3Bc5Hs0Fg',
          url,
          emailed: false,
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    const form = await screen.findByRole('dialog', { name: 'Invite to Northlight Studio' });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'cleo@example.com' } });
    fireEvent.change(within(form).getByLabelText('Role'), { target: { value: 'viewer' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create invitation' }));

    const created = await screen.findByRole('dialog', { name: 'Invitation for cleo@example.com' });
    expect(callsTo(fetchMock, 'POST', `/api/teams/${TEAM_ID}/invitations`)).toEqual([
      { email: 'cleo@example.com', role: 'viewer' },
    ]);
    expect(within(created).getByDisplayValue(url)).toBeTruthy();
    expect(within(created).getByText(/No e-mail was sent/)).toBeTruthy();
    fireEvent.click(within(created).getByRole('button', { name: 'Copy' }));
    expect(await within(created).findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(url);

    fireEvent.click(within(created).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue(url)).toBeNull();
  });

  it('shows the seat limit in the user’s words when the team is full', async () => {
    const seatsFull = SERVER_MESSAGES['team.seatsFull'].replace('{limit}', '2').replace('{plan}', 'Motion Maker');
    openTeam(undefined, {
      [`POST /api/teams/${TEAM_ID}/invitations`]: () => ({
        status: 403,
        body: {
          success: false,
          error: {
            code: 'FORBIDDEN',
            message: seatsFull,
            messageCode: 'team.seatsFull',
            messageParams: { limit: 2, plan: 'Motion Maker' },
          },
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Invite' }));
    const form = await screen.findByRole('dialog', { name: 'Invite to Northlight Studio' });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'cleo@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create invitation' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(seatsFull);
    // The form keeps what was typed.
    expect((within(form).getByLabelText('E-mail') as HTMLInputElement).value).toBe('cleo@example.com');
  });

  it('revokes an open invitation', async () => {
    const { fetchMock } = openTeam(undefined, {
      [`DELETE /api/teams/${TEAM_ID}/invitations/${INVITATION_ID}`]: () =>
        ok({ invitationId: INVITATION_ID, revokedAt: '2026-03-03T08:00:00.000Z' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke the invitation for ben@northlight.example' }));
    expect(await screen.findByText('Invitation for ben@northlight.example revoked.')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', `/api/teams/${TEAM_ID}/invitations/${INVITATION_ID}`)).toHaveLength(1);
  });

  it('shows a viewer the members without controls, and lets them leave after confirming', async () => {
    const viewerTeam = makeTeam({ role: 'viewer', ownerId: EDITOR_ID });
    const me = { ...owner, role: 'viewer' as const };
    const { fetchMock, router } = openTeam(
      { team: viewerTeam, members: [{ ...editor, role: 'owner' }, me], invitations: [] },
      { [`DELETE ${membersPath}/${TEST_USER.id}`]: () => ok({ teamId: TEAM_ID, userId: TEST_USER.id }) },
    );
    const table = await membersTable();
    expect(within(table).queryByRole('combobox')).toBeNull();
    expect(within(table).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();
    expect(screen.queryByText('Open invitations')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Leave team' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Leave team' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teams'));
    expect(callsTo(fetchMock, 'DELETE', `${membersPath}/${TEST_USER.id}`)).toHaveLength(1);
  });

  it('creates a team and opens it', async () => {
    const created = makeTeam({ id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', name: 'Harbour Films', memberCount: 1 });
    let teams: ReturnType<typeof makeTeam>[] = [];
    const { fetchMock, router } = openTeam(undefined, {
      'GET /api/teams': () => ok(teams),
      'POST /api/teams': () => {
        teams = [created];
        return ok(created);
      },
      [`GET /api/teams/${created.id}/members`]: () =>
        ok({ members: [owner], invitations: [], seats: { used: 1, limit: 10 } }),
    });
    await act(() => router.navigate('/teams'));
    expect(await screen.findByText('No teams yet')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'New team' });
    fireEvent.change(within(form).getByLabelText('Team name'), { target: { value: 'Harbour Films' } });
    fireEvent.submit(form);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/teams/${created.id}`));
    expect(callsTo(fetchMock, 'POST', '/api/teams')).toEqual([{ name: 'Harbour Films' }]);
    expect(await screen.findByRole('heading', { name: 'Harbour Films' })).toBeTruthy();
  });

  it('says why a team cannot be reached', async () => {
    openTeam(undefined, {
      [`GET ${membersPath}`]: () => fail(403, 'FORBIDDEN', TEAM_MESSAGES.notTeamMember),
    });
    expect(await screen.findByText(TEAM_MESSAGES.notTeamMember)).toBeTruthy();
  });
});
