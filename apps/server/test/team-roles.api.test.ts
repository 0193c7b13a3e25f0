// Team roles (issue 33): every role × operation class on a team's project, as TEAM_POLICY says, over REST, the
// socket RPC and an API key alike; a non-member gets 404. Then the collaboration events (a viewer is seen but
// does not lock fields), and projects that belong to a team: created in it, listed by team, moved in and out.
import { afterEach, describe, expect, it } from 'vitest';
import {
  CLIENT_EVENTS,
  OPERATION_CONTRACTS,
  SERVER_EVENTS,
  serverMessageText,
  TEAM_MESSAGES,
  TEAM_POLICY,
  TEAM_ROLES,
  type ApiKeyCreated,
  type CollabAck,
  type OperationName,
  type ProjectListResult,
  type ProjectView,
  type ProjectWithRole,
  type RecycleBinItem,
  type TeamRight,
  type TeamRole,
} from '@sym/contracts';
import { tabsOf } from './helpers/collab-tabs.ts';
import { callOperation, type CallAnswer } from './helpers/example-call.ts';
import { dataOf, errorOf, openRpcSocket, useTestServer } from './helpers/fixtures.ts';
import { teamApi, type Account } from './helpers/teams.ts';

const server = useTestServer();
const { fixtures, proUser, createTeam, memberOf } = teamApi(server);
const tabs = tabsOf(server);

afterEach(() => tabs.closeAll());

/** The classes of operations and the right of the policy table each one needs. */
const RIGHT_OF_CLASS = {
  read: 'project.read',
  comment: 'project.comment',
  edit: 'project.edit',
  manage: 'project.manage',
} as const satisfies Record<string, TeamRight>;
type OperationClass = keyof typeof RIGHT_OF_CLASS;

/** What the operations act on: a fresh team project with an episode and a shot. */
interface World {
  projectId: string;
  scenarioId: string;
  shotId: string;
  collaboratorEmail: string;
}

/** Operations of each class, in an order that leaves the project's deletion last. */
const OPERATIONS: ReadonlyArray<{ class: OperationClass; name: OperationName; input: (world: World) => object }> = [
  { class: 'read', name: 'project.get', input: (world) => ({ id: world.projectId }) },
  { class: 'read', name: 'scenario.shots.list', input: (world) => ({ id: world.scenarioId }) },
  {
    class: 'comment',
    name: 'scenario.comment.create',
    input: (world) => ({ id: world.scenarioId, body: 'The light is lovely here' }),
  },
  {
    class: 'edit',
    name: 'scenario.shot.update',
    input: (world) => ({ id: world.scenarioId, shotId: world.shotId, description: 'A new angle on the harbour' }),
  },
  { class: 'edit', name: 'asset.create', input: (world) => ({ projectId: world.projectId, name: 'Lighthouse' }) },
  { class: 'edit', name: 'scenario.shot.generate', input: (world) => ({ id: world.scenarioId, shotId: world.shotId }) },
  { class: 'manage', name: 'project.update', input: (world) => ({ id: world.projectId, visibility: 'shared' }) },
  {
    class: 'manage',
    name: 'project.addCollaborator',
    input: (world) => ({ id: world.projectId, email: world.collaboratorEmail }),
  },
  { class: 'manage', name: 'project.delete', input: (world) => ({ id: world.projectId }) },
];

const TRANSPORTS = ['rest', 'socket', 'apiKey'] as const;
type Transport = (typeof TRANSPORTS)[number];

const SOCKET_STATUS: Record<string, number> = { UNAUTHORIZED: 401, FORBIDDEN: 403, NOT_FOUND: 404 };
const readOnly = (role: TeamRole) => serverMessageText('team.readOnlyRole', { role });

/** Calls an operation as the account over one transport, answering the status as REST would. */
async function call(transport: Transport, account: Account, name: OperationName, input: object): Promise<CallAnswer> {
  const fields = input as Record<string, unknown>;
  if (transport === 'socket') {
    const socket = await openRpcSocket(server, account.accessToken);
    try {
      const answer = await socket.rpc(name, fields);
      const status = answer.success ? 200 : (SOCKET_STATUS[answer.error.code] ?? 500);
      return { status, body: answer as CallAnswer['body'], text: JSON.stringify(answer) };
    } finally {
      socket.close();
    }
  }
  const token = transport === 'apiKey' ? await apiKeyOf(account) : account.accessToken;
  return callOperation(server, name, OPERATION_CONTRACTS[name], fields, token);
}

const keys = new Map<string, string>();
/** The account's API key (made once): keys are a professional feature, and team members here are professional. */
async function apiKeyOf(account: Account): Promise<string> {
  const known = keys.get(account.user.id);
  if (known) return known;
  const created = dataOf<ApiKeyCreated>(
    await server.request('POST', '/api/api-keys', {
      token: account.accessToken,
      body: { name: 'Pipeline', expiresInDays: 30 },
    }),
  );
  keys.set(account.user.id, created.secret);
  return created.secret;
}

/** An owner's team with a member of every other role, a stranger and someone to add as a collaborator. */
async function staffedTeam() {
  const owner = await proUser();
  const team = await createTeam(owner, 'Northlight Studio');
  const accounts: Record<TeamRole, Account> = { owner } as Record<TeamRole, Account>;
  for (const role of TEAM_ROLES.filter((role) => role !== 'owner')) {
    accounts[role] = await memberOf(owner, team.id, role);
  }
  return { team, accounts, stranger: await proUser(), outsider: await proUser() };
}

/** A fresh project of the team (made by its owner) with an episode and a shot. */
async function teamWorld(teamId: string, owner: Account, collaboratorEmail: string): Promise<World> {
  const project = await fixtures.project(owner.user.id, { teamId, name: 'Harbour film' });
  const scenario = await fixtures.scenario(project.id, owner.user.id);
  const shot = await fixtures.shot(scenario.id, 1, { description: 'A harbour at dawn' });
  return { projectId: project.id, scenarioId: scenario.id, shotId: shot.id, collaboratorEmail };
}

describe('every role × operation class on a team project (TEAM_POLICY)', () => {
  for (const transport of TRANSPORTS) {
    it(`allows what the table gives each role and refuses the rest with 403, over ${transport}`, async () => {
      const { team, accounts, outsider } = await staffedTeam();
      for (const role of TEAM_ROLES) {
        const world = await teamWorld(team.id, accounts.owner, outsider.user.email);
        for (const operation of OPERATIONS) {
          const isAllowed = TEAM_POLICY[role].includes(RIGHT_OF_CLASS[operation.class]);
          const answer = await call(transport, accounts[role], operation.name, operation.input(world));
          const label = `${role} ${operation.name} over ${transport}: ${answer.text}`;
          if (isAllowed) {
            expect(answer.status, label).toBeGreaterThanOrEqual(200);
            expect(answer.status, label).toBeLessThan(300);
            expect(answer.body.success, label).toBe(true);
            continue;
          }
          expect(answer.status, label).toBe(403);
          expect(answer.body.error?.code, label).toBe('FORBIDDEN');
          // Who may read but not edit is told why.
          if (operation.class === 'edit') expect(answer.body.error?.message, label).toBe(readOnly(role));
        }
      }
    });
  }

  it('answers a non-member 404 for every operation, over every transport', async () => {
    const { team, accounts, stranger, outsider } = await staffedTeam();
    const world = await teamWorld(team.id, accounts.owner, outsider.user.email);
    for (const transport of TRANSPORTS) {
      for (const operation of OPERATIONS) {
        const answer = await call(transport, stranger, operation.name, operation.input(world));
        expect(answer.status, `${operation.name} over ${transport}: ${answer.text}`).toBe(404);
      }
    }
  });

  it('shows each member their role in the team, and the creator of a team project has only theirs', async () => {
    const { team, accounts } = await staffedTeam();
    const project = await fixtures.project(accounts.viewer.user.id, { teamId: team.id });
    for (const role of TEAM_ROLES) {
      const seen = dataOf<ProjectWithRole>(
        await server.request('GET', `/api/projects/${project.id}`, { token: accounts[role].accessToken }),
      );
      expect(seen).toMatchObject({ id: project.id, teamId: team.id, role: 'member', teamRole: role });
    }
    const refused = errorOf(
      await server.request('DELETE', `/api/projects/${project.id}`, { token: accounts.viewer.accessToken }),
      403,
    );
    expect(refused.code).toBe('FORBIDDEN');
  });
});

describe('collaboration events on a team project', () => {
  it('lets a viewer and a commenter join and be seen but not lock a field; an editor locks', async () => {
    const { team, accounts, outsider } = await staffedTeam();
    const world = await teamWorld(team.id, accounts.owner, outsider.user.email);
    const field = { projectId: world.projectId, fieldType: 'shot.action', fieldId: world.shotId };
    for (const role of ['viewer', 'commenter', 'editor'] as const) {
      const { socket, close } = await openRpcSocket(server, accounts[role].accessToken);
      try {
        const joined: CollabAck = await socket.emitWithAck(CLIENT_EVENTS.joinProject, { projectId: world.projectId });
        expect(joined).toEqual({ success: true });
        const lock: CollabAck = await socket.emitWithAck(CLIENT_EVENTS.fieldLock, field);
        if (role === 'editor') expect(lock).toEqual({ success: true });
        else expect(lock).toEqual({ success: false, error: { code: 'FORBIDDEN', message: readOnly(role) } });
        const unlock: CollabAck = await socket.emitWithAck(CLIENT_EVENTS.fieldUnlock, field);
        expect(unlock.success).toBe(true);
      } finally {
        close();
      }
    }
  });
});

describe('projects that belong to a team', () => {
  it('creates a project in a team for an editor or above; 403 for a reading role, 404 for a non-member', async () => {
    const { team, accounts, stranger } = await staffedTeam();
    const create = (account: Account) =>
      server.request('POST', '/api/projects', {
        token: account.accessToken,
        body: { name: 'Team film', teamId: team.id },
      });
    for (const role of TEAM_ROLES) {
      const response = await create(accounts[role]);
      if (TEAM_POLICY[role].includes('project.edit')) {
        expect(dataOf<ProjectView>(response)).toMatchObject({ teamId: team.id, userId: accounts[role].user.id });
      } else {
        expect(errorOf(response, 403).message).toBe(readOnly(role));
      }
    }
    expect(errorOf(await create(stranger), 404).message).toBe(TEAM_MESSAGES.teamNotFound);
  });

  it("lists the team's projects to its members, filtered by team or to personal ones", async () => {
    const { team, accounts, stranger } = await staffedTeam();
    const teamProject = await fixtures.project(accounts.owner.user.id, { teamId: team.id, name: 'Team film' });
    const personal = await fixtures.project(accounts.viewer.user.id, { name: 'Own sketch' });
    const list = async (account: Account, query = '') =>
      dataOf<ProjectListResult>(
        await server.request('GET', `/api/projects${query}`, { token: account.accessToken }),
      ).items.map((item) => ({ id: item.id, role: item.role, teamRole: item.teamRole, teamId: item.teamId }));

    const member = { id: teamProject.id, role: 'member', teamRole: 'viewer', teamId: team.id };
    const own = { id: personal.id, role: 'owner', teamRole: null, teamId: null };
    expect(await list(accounts.viewer)).toEqual(expect.arrayContaining([member, own]));
    expect(await list(accounts.viewer, `?teamId=${team.id}`)).toEqual([member]);
    expect(await list(accounts.viewer, '?teamId=personal')).toEqual([own]);
    expect(await list(stranger)).toEqual([]);
    // The cached page of the filter is dropped when the team gains a project.
    const second = await fixtures.project(accounts.owner.user.id, { teamId: team.id, name: 'Second film' });
    dataOf(
      await server.request('POST', `/api/projects/${second.id}/collaborators`, {
        token: accounts.admin.accessToken,
        body: { email: stranger.user.email },
      }),
    );
    expect((await list(accounts.viewer, `?teamId=${team.id}`)).map((item) => item.id).sort()).toEqual(
      [teamProject.id, second.id].sort(),
    );
  });

  it('moves a project into a team and out again, keeping its collaborators and episodes', async () => {
    const { team, accounts, stranger } = await staffedTeam();
    const owner = accounts.editor;
    const project = dataOf<ProjectView>(
      await server.request('POST', '/api/projects', { token: owner.accessToken, body: { name: 'Mine' } }),
    );
    const scenario = await fixtures.scenario(project.id, owner.user.id);
    await fixtures.collaborator(project.id, stranger.user.id);
    const move = (account: Account, teamId: string | null) =>
      server.request('PUT', `/api/projects/${project.id}/team`, { token: account.accessToken, body: { teamId } });

    // Only into a team where the mover edits: a non-member's team is not found.
    const otherTeam = await createTeam(stranger, 'Elsewhere');
    expect(errorOf(await move(owner, otherTeam.id), 404).message).toBe(TEAM_MESSAGES.teamNotFound);
    expect(errorOf(await move(stranger, team.id), 403).code).toBe('FORBIDDEN');

    expect(dataOf<ProjectView>(await move(owner, team.id))).toMatchObject({ id: project.id, teamId: team.id });
    // Now the team's: its viewer reads it, its former owner edits as the editor they are, an admin manages it.
    const asViewer = dataOf<ProjectWithRole>(
      await server.request('GET', `/api/projects/${project.id}`, { token: accounts.viewer.accessToken }),
    );
    expect(asViewer).toMatchObject({ role: 'member', teamRole: 'viewer' });
    expect(errorOf(await move(owner, null), 403).code).toBe('FORBIDDEN');
    dataOf(await server.request('GET', `/api/scenarios/${scenario.id}`, { token: stranger.accessToken }));

    expect(dataOf<ProjectView>(await move(accounts.admin, null))).toMatchObject({
      teamId: null,
      userId: owner.user.id,
    });
    errorOf(await server.request('GET', `/api/projects/${project.id}`, { token: accounts.viewer.accessToken }), 404);
    const back = dataOf<ProjectWithRole>(
      await server.request('GET', `/api/projects/${project.id}`, { token: owner.accessToken }),
    );
    expect(back).toMatchObject({ role: 'owner', teamRole: null });
  });

  it("takes a project moved out of its team away from the team's members at once, open sockets included", async () => {
    const { team, accounts, stranger } = await staffedTeam();
    const project = await fixtures.project(accounts.editor.user.id, { teamId: team.id, name: 'Leaving film' });
    await fixtures.collaborator(project.id, stranger.user.id);
    const viewerTab = await tabs.joined(accounts.viewer.accessToken, project.id);
    const collaboratorTab = await tabs.joined(stranger.accessToken, project.id);
    const creatorTab = await tabs.joined(accounts.editor.accessToken, project.id);
    dataOf(
      await server.request('PUT', `/api/projects/${project.id}/team`, {
        token: accounts.admin.accessToken,
        body: { teamId: null },
      }),
    );
    expect(await viewerTab.waitFor(SERVER_EVENTS.projectAccessLost)).toEqual({
      projectId: project.id,
      reason: 'removed',
    });
    errorOf(await server.request('GET', `/api/projects/${project.id}`, { token: accounts.admin.accessToken }), 404);
    // The creator owns it again and the collaborator keeps it: both were told of the move and stay.
    await creatorTab.waitFor(SERVER_EVENTS.projectUpdated);
    await collaboratorTab.waitFor(SERVER_EVENTS.projectUpdated);
    expect(creatorTab.heard(SERVER_EVENTS.projectAccessLost)).toEqual([]);
    expect(collaboratorTab.heard(SERVER_EVENTS.projectAccessLost)).toEqual([]);
  });

  it("puts a deleted team project in the Recycle Bin of the team's owners and admins only", async () => {
    const { team, accounts } = await staffedTeam();
    const project = await fixtures.project(accounts.editor.user.id, { teamId: team.id, name: 'Binned film' });
    dataOf(await server.request('DELETE', `/api/projects/${project.id}`, { token: accounts.admin.accessToken }));
    for (const role of TEAM_ROLES) {
      const bin = dataOf<RecycleBinItem[]>(
        await server.request('GET', '/api/recycle-bin', { token: accounts[role].accessToken }),
      );
      const mayManage = TEAM_POLICY[role].includes('project.manage');
      expect(
        bin.some((item) => item.id === project.id),
        role,
      ).toBe(mayManage);
    }
    const restore = (account: Account) =>
      server.request('POST', `/api/recycle-bin/project/${project.id}/restore`, { token: account.accessToken });
    expect((await restore(accounts.editor)).status).toBe(404);
    dataOf(await restore(accounts.owner));
    dataOf(await server.request('GET', `/api/projects/${project.id}`, { token: accounts.viewer.accessToken }));
  });
});
