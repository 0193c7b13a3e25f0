// Removing a team member on one API process ends their access at once on another (issue 33): their socket on
// process B, joined to a team project, hears project:access:lost and leaves the room, and their next call on B is
// refused. PostgreSQL only (PGlite is one process), on each realtime adapter.
import { describe, expect, it } from 'vitest';
import { CLIENT_EVENTS, SERVER_EVENTS, type AuthResult, type ProjectView, type Team } from '@sym/contracts';
import { CollabTab } from './helpers/collab-tabs.ts';
import { processClient } from './helpers/server-process.ts';
import { REALTIME_VARIANTS } from './helpers/realtime-adapters.ts';
import { useTwoApiProcesses } from './helpers/two-api-processes.ts';

const isPostgres = Boolean(process.env.DATABASE_URL);
const tabs: CollabTab[] = [];

async function register(client: ReturnType<typeof processClient>, label: string): Promise<AuthResult> {
  return client.call<AuthResult>('POST', '/api/auth/register', undefined, {
    name: label,
    email: `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`,
    password: 'correct horse battery',
  });
}

describe.skipIf(!isPostgres).each(REALTIME_VARIANTS)('team membership across API processes (%s)', (adapter) => {
  // The professional edition: teams need team_management.
  const { portB, apiA } = useTwoApiProcesses({ APP_TIER: 'motionmaker' }, adapter);
  it("a member removed on A loses the team's project on B at once, their open socket included", async () => {
    const apiB = processClient(portB);
    const owner = await register(apiA, 'team-owner');
    const editor = await register(apiB, 'team-editor');
    const team = await apiA.call<Team>('POST', '/api/teams', owner.accessToken, { name: 'Two rooms' });
    const project = await apiA.call<ProjectView>('POST', '/api/projects', owner.accessToken, {
      name: 'Shared',
      teamId: team.id,
    });
    const invitation = await apiA.call<{ token: string }>(
      'POST',
      `/api/teams/${team.id}/invitations`,
      owner.accessToken,
      { email: editor.user.email, role: 'editor' },
    );
    await apiB.call('POST', `/api/invitations/${invitation.token}/accept`, editor.accessToken);
    await apiB.call('GET', `/api/projects/${project.id}`, editor.accessToken);

    const tab = await CollabTab.open({ url: `http://127.0.0.1:${portB}` }, editor.accessToken);
    tabs.push(tab);
    const joined = await tab.send(CLIENT_EVENTS.joinProject, { projectId: project.id });
    expect(joined.success).toBe(true);

    try {
      await apiA.call('DELETE', `/api/teams/${team.id}/members/${editor.user.id}`, owner.accessToken);
      expect(await tab.waitFor(SERVER_EVENTS.projectAccessLost)).toEqual({ projectId: project.id, reason: 'removed' });
      const refused = await fetch(`http://127.0.0.1:${portB}/api/projects/${project.id}`, {
        headers: { authorization: `Bearer ${editor.accessToken}` },
      });
      expect(refused.status).toBe(404);
      expect(await apiB.call<Team[]>('GET', '/api/teams', editor.accessToken)).toEqual([]);
    } finally {
      for (const open of tabs.splice(0)) open.close();
    }
  });
});
