// Team members (issue 33): who may see and manage members (the policy table), role changes, removal and leaving,
// and that a removed member loses the team's projects at once, open sockets included (the access-loss path).
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_EVENTS, TEAM_MESSAGES, type Team, type TeamMember } from '@sym/contracts';
import { tabsOf } from './helpers/collab-tabs.ts';
import { dataOf, errorOf, useTestServer } from './helpers/fixtures.ts';
import { teamApi, type InvitationCreated, type MembersResult } from './helpers/teams.ts';

const server = useTestServer();
const { fixtures, proUser, createTeam, invite, members, memberOf } = teamApi(server);
const tabs = tabsOf(server);

afterEach(() => tabs.closeAll());

const memberPath = (teamId: string, userId: string) => `/api/teams/${teamId}/members/${userId}`;

/** A team with a member of each role, an open invitation and a stranger. */
async function staffedTeam() {
  const owner = await proUser();
  const team = await createTeam(owner);
  const admin = await memberOf(owner, team.id, 'admin');
  const editor = await memberOf(owner, team.id, 'editor');
  const commenter = await memberOf(owner, team.id, 'commenter');
  const viewer = await memberOf(owner, team.id, 'viewer');
  const stranger = await proUser();
  const pending = dataOf<InvitationCreated>(await invite(owner, team.id, `pending-${team.id}@example.com`, 'viewer'));
  return { owner, admin, editor, commenter, viewer, stranger, team, pending };
}

describe('seeing a team', () => {
  it('shows every member the members and seats; open invitations only to owners and admins', async () => {
    const { owner, admin, editor, commenter, viewer, team, pending } = await staffedTeam();
    for (const manager of [owner, admin]) {
      const listed = dataOf<MembersResult>(await members(manager, team.id));
      expect(listed.invitations).toEqual([pending.invitation]);
      expect(listed.seats).toEqual({ used: 6, limit: 10 });
    }
    for (const member of [editor, commenter, viewer]) {
      const listed = dataOf<MembersResult>(await members(member, team.id));
      expect(listed.members.map((entry) => entry.role)).toEqual(['owner', 'admin', 'editor', 'commenter', 'viewer']);
      expect(listed.invitations).toEqual([]);
      expect(listed.seats).toEqual({ used: 6, limit: 10 });
    }
  });

  it('answers a non-member as if the team did not exist (404), whatever they ask', async () => {
    const { team, editor, stranger } = await staffedTeam();
    const token = stranger.accessToken;
    const asked = [
      server.request('GET', `/api/teams/${team.id}/members`, { token }),
      server.request('POST', `/api/teams/${team.id}/invitations`, {
        token,
        body: { email: 'x@example.com', role: 'viewer' },
      }),
      server.request('PATCH', memberPath(team.id, editor.user.id), { token, body: { role: 'viewer' } }),
      server.request('DELETE', memberPath(team.id, editor.user.id), { token }),
      server.request('GET', '/api/teams/not-a-team/members', { token }),
      server.request('GET', `/api/teams/${crypto.randomUUID()}/members`, { token }),
    ];
    for (const response of await Promise.all(asked)) {
      expect(errorOf(response, 404)).toMatchObject({ code: 'NOT_FOUND', message: TEAM_MESSAGES.teamNotFound });
    }
  });
});

describe('managing members', () => {
  it('refuses members without the right (403 in the spec format) and lets owners and admins manage', async () => {
    const { owner, admin, editor, commenter, viewer, team, pending } = await staffedTeam();
    for (const member of [editor, commenter, viewer]) {
      const token = member.accessToken;
      const refusals = [
        await invite(member, team.id, 'more@example.com', 'viewer'),
        await server.request('PATCH', memberPath(team.id, viewer.user.id), { token, body: { role: 'editor' } }),
        await server.request('DELETE', memberPath(team.id, admin.user.id), { token }),
        await server.request('DELETE', `/api/teams/${team.id}/invitations/${pending.invitation.id}`, { token }),
      ];
      for (const response of refusals) {
        expect(errorOf(response, 403)).toEqual({ code: 'FORBIDDEN', message: 'Forbidden' });
      }
    }

    const changed = dataOf<TeamMember>(
      await server.request('PATCH', memberPath(team.id, editor.user.id), {
        token: admin.accessToken,
        body: { role: 'commenter' },
      }),
    );
    expect(changed).toMatchObject({ userId: editor.user.id, role: 'commenter', email: editor.user.email });
    const roleOf = async (userId: string) =>
      dataOf<MembersResult>(await members(owner, team.id)).members.find((member) => member.userId === userId)?.role;
    expect(await roleOf(editor.user.id)).toBe('commenter');
    // The editor (now commenter) may no more invite than before; an admin may invite.
    dataOf(await invite(admin, team.id, `by-admin-${team.id}@example.com`, 'editor'));
  });

  it('keeps the owner: no other role, no removal, no leaving (422)', async () => {
    const { owner, admin, team } = await staffedTeam();
    const ownerPath = memberPath(team.id, owner.user.id);
    for (const account of [owner, admin]) {
      const role = errorOf(
        await server.request('PATCH', ownerPath, { token: account.accessToken, body: { role: 'admin' } }),
        422,
      );
      expect(role.details).toEqual([{ field: 'role', message: TEAM_MESSAGES.ownerStays }]);
      const removal = errorOf(await server.request('DELETE', ownerPath, { token: account.accessToken }), 422);
      expect(removal.details).toEqual([{ field: 'userId', message: TEAM_MESSAGES.ownerStays }]);
    }
    // Only assignable roles exist for a change, and a member who is not one is not found.
    const bad = errorOf(
      await server.request('PATCH', memberPath(team.id, admin.user.id), {
        token: owner.accessToken,
        body: { role: 'owner' },
      }),
      422,
    );
    expect(bad.details?.[0]?.field).toBe('role');
    const outsider = await proUser();
    errorOf(await server.request('DELETE', memberPath(team.id, outsider.user.id), { token: owner.accessToken }), 404);
  });
});

describe('removing members', () => {
  it("ends a removed member's access to the team's projects at once, open sockets included", async () => {
    const { owner, editor, viewer, team } = await staffedTeam();
    const project = await fixtures.project(owner.user.id, { teamId: team.id, name: 'Team film' });
    const personal = await fixtures.project(editor.user.id, { name: "The editor's own" });
    const editorInProject = await tabs.joined(editor.accessToken, project.id);
    const editorElsewhere = await tabs.joined(editor.accessToken, personal.id);
    const viewerInProject = await tabs.joined(viewer.accessToken, project.id);
    dataOf(await server.request('GET', `/api/projects/${project.id}`, { token: editor.accessToken }));

    const removed = dataOf<{ teamId: string; userId: string }>(
      await server.request('DELETE', memberPath(team.id, editor.user.id), { token: owner.accessToken }),
    );
    expect(removed).toEqual({ teamId: team.id, userId: editor.user.id });
    expect(await editorInProject.waitFor(SERVER_EVENTS.projectAccessLost)).toEqual({
      projectId: project.id,
      reason: 'removed',
    });
    // Their next call is refused; the team is gone from their list; their own project stays theirs.
    errorOf(await server.request('GET', `/api/projects/${project.id}`, { token: editor.accessToken }), 404);
    expect(dataOf<Team[]>(await server.request('GET', '/api/teams', { token: editor.accessToken }))).toEqual([]);
    errorOf(await members(editor, team.id), 404);
    dataOf(await server.request('GET', `/api/projects/${personal.id}`, { token: editor.accessToken }));
    // The viewer, still a member, hears of the change and stays; the editor's other room is untouched.
    await viewerInProject.waitFor(SERVER_EVENTS.teamMembersChanged, (notice) => notice.teamId === team.id);
    expect(viewerInProject.heard(SERVER_EVENTS.projectAccessLost)).toEqual([]);
    expect(editorElsewhere.heard(SERVER_EVENTS.projectAccessLost)).toEqual([]);
    const left = dataOf<MembersResult>(await members(owner, team.id));
    expect(left.members.map((member) => member.userId)).not.toContain(editor.user.id);
    expect(left.seats.used).toBe(5);
  });

  it('lets a member leave on their own, and only themself', async () => {
    const { owner, commenter, viewer, team } = await staffedTeam();
    const project = await fixtures.project(owner.user.id, { teamId: team.id });
    const viewerTab = await tabs.joined(viewer.accessToken, project.id);
    errorOf(await server.request('DELETE', memberPath(team.id, commenter.user.id), { token: viewer.accessToken }), 403);
    dataOf(await server.request('DELETE', memberPath(team.id, viewer.user.id), { token: viewer.accessToken }));
    expect(await viewerTab.waitFor(SERVER_EVENTS.projectAccessLost)).toEqual({
      projectId: project.id,
      reason: 'removed',
    });
    expect(dataOf<Team[]>(await server.request('GET', '/api/teams', { token: viewer.accessToken }))).toEqual([]);
  });
});

describe('live notices', () => {
  it("tells each member's own room when the team's members change", async () => {
    const owner = await proUser();
    const team = await createTeam(owner);
    const ownerTab = await tabs.open(owner.accessToken);
    const joiner = await memberOf(owner, team.id, 'editor');
    expect(await ownerTab.waitFor(SERVER_EVENTS.teamMembersChanged, (notice) => notice.teamId === team.id)).toEqual({
      userId: owner.user.id,
      teamId: team.id,
    });
    const joinerTab = await tabs.open(joiner.accessToken);
    const since = joinerTab.mark();
    dataOf(
      await server.request('PATCH', memberPath(team.id, joiner.user.id), {
        token: owner.accessToken,
        body: { role: 'viewer' },
      }),
    );
    expect(
      await joinerTab.waitFor(SERVER_EVENTS.teamMembersChanged, (notice) => notice.teamId === team.id, since),
    ).toEqual({ userId: joiner.user.id, teamId: team.id });
  });
});
