// Many processes, one studio (issue 15): two API processes and one worker process on one PostgreSQL schema. The
// owner's socket is on process A, the collaborators' on process B: they see each other, a lock taken on one
// process refuses the field on the other, a job the worker finishes reaches both, a removal on A takes the
// collaborator's socket on B out of the room, and killing B drops its users' presence, locks and selections
// within the process lease. Runs on PostgreSQL only (PGlite is one process), once per realtime adapter.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  type AuthResult,
  type FinishedJob,
  type Job,
  type JobTicket,
  type Scenario,
  type Shot,
} from '@sym/contracts';
import { CollabTab } from './helpers/collab-tabs.ts';
import { REALTIME_VARIANTS } from './helpers/realtime-adapters.ts';
import {
  createProcessWorld,
  launchServer,
  processClient,
  randomPort,
  type ProcessWorld,
} from './helpers/server-process.ts';

const isPostgres = Boolean(process.env.DATABASE_URL);
const PROCESS_LEASE_SECONDS = 2;

async function register(client: ReturnType<typeof processClient>, label: string): Promise<AuthResult> {
  return client.call<AuthResult>('POST', '/api/auth/register', undefined, {
    name: label,
    email: `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`,
    password: 'correct horse battery',
  });
}

describe.skipIf(!isPostgres).each(REALTIME_VARIANTS)(
  'two API processes and a worker on one PostgreSQL (%s)',
  (adapter) => {
    // Not on PGlite: nothing starts there, and a skipped suite's afterAll would not remove the world.
    const world = isPostgres ? createProcessWorld({ realtime: adapter }) : undefined;
    const children: ChildProcess[] = [];
    const tabs: CollabTab[] = [];

    const portA = randomPort();
    const portB = randomPort();
    const apiA = processClient(portA);
    const apiB = processClient(portB);

    function launch(world: ProcessWorld, args: string[], port?: number): ChildProcess {
      const env = world.env({
        REALTIME_PROCESS_LEASE_SECONDS: String(PROCESS_LEASE_SECONDS),
        JOB_POLLING_SECONDS: '0.5',
        // The professional edition: a project with two collaborators.
        APP_TIER: 'motionmaker',
        ...(port ? { PORT: String(port) } : {}),
      });
      const child = launchServer(env, args);
      children.push(child);
      return child;
    }

    async function joinedTab(port: number, token: string, projectId: string): Promise<CollabTab> {
      const tab = await CollabTab.open({ url: `http://127.0.0.1:${port}` }, token);
      tabs.push(tab);
      const ack = await tab.send(CLIENT_EVENTS.joinProject, { projectId });
      if (!ack.success) throw new Error(`join-project refused: ${JSON.stringify(ack)}`);
      return tab;
    }

    let processB: ChildProcess;

    beforeAll(async () => {
      if (!world) return;
      launch(world, ['--roles=api'], portA);
      processB = launch(world, ['--roles=api'], portB);
      launch(world, ['--roles', 'worker']);
      await Promise.all([apiA.waitHealthy(), apiB.waitHealthy()]);
    }, 120_000);

    afterAll(async () => {
      for (const tab of tabs) tab.close();
      for (const child of children) child.kill('SIGKILL');
      await world?.cleanup();
    });

    // Runs before the test below, which kills B.
    it('a password change on A signs the other sessions out at once, their sockets and cache on B included', async () => {
      const account = await register(apiA, 'changer');
      const credentials = { email: account.user.email, password: 'correct horse battery' };
      const other = await apiB.call<AuthResult>('POST', '/api/auth/login', undefined, credentials);
      const tab = await CollabTab.open({ url: `http://127.0.0.1:${portB}` }, other.accessToken);
      tabs.push(tab);
      const gone = new Promise<string>((resolve) => tab.socket.once('disconnect', resolve));
      // B has just checked the other session, so it holds it in its session cache.
      await apiB.call('GET', '/api/users/profile', other.accessToken);

      const changed = await apiA.call('POST', '/api/auth/password', account.accessToken, {
        currentPassword: credentials.password,
        newPassword: 'a new lantern for the harbour',
      });
      expect(changed).toEqual({ changed: true, otherSessionsSignedOut: 1 });
      expect(await gone).toBe('io server disconnect');
      await expect(apiB.call('GET', '/api/users/profile', other.accessToken)).rejects.toThrow(/401/);
      await expect(apiB.call('GET', '/api/users/profile', account.accessToken)).resolves.toMatchObject({
        hasPassword: true,
      });
    }, 60_000);

    it('share presence, locks, selections, live changes, jobs and access loss; a killed process lets go', async () => {
      const owner = await register(apiA, 'owner');
      const collaborator = await register(apiB, 'collaborator');
      const removed = await register(apiB, 'removed');
      const project = await apiA.call<{ id: string }>('POST', '/api/projects', owner.accessToken, { name: 'Harbour' });
      for (const account of [collaborator, removed]) {
        await apiA.call('POST', `/api/projects/${project.id}/collaborators`, owner.accessToken, {
          email: account.user.email,
        });
      }
      const scenario = await apiA.call<Scenario>('POST', '/api/scenarios', owner.accessToken, {
        name: 'Storm',
        projectId: project.id,
      });
      const shot = await apiA.call<Shot>('POST', `/api/scenarios/${scenario.id}/shots`, owner.accessToken, {
        description: 'A lighthouse in the storm',
      });

      // Presence: the owner on A hears the collaborator join on B; B's snapshot holds the owner from A.
      const ownerTab = await joinedTab(portA, owner.accessToken, project.id);
      const collaboratorTab = await joinedTab(portB, collaborator.accessToken, project.id);
      await ownerTab.waitFor(
        SERVER_EVENTS.userJoined,
        (e: { user: { userId: string } }) => e.user.userId === collaborator.user.id,
      );
      const users = await collaboratorTab.waitFor<{ users: { userId: string }[] }>(SERVER_EVENTS.projectUsers);
      expect(users.users.map((user) => user.userId).sort()).toEqual([owner.user.id, collaborator.user.id].sort());

      // Locks: taken on A, refused on B until forced.
      const description = { projectId: project.id, fieldType: 'shot.description', fieldId: shot.id };
      expect(await ownerTab.send(CLIENT_EVENTS.fieldLock, description)).toEqual({ success: true });
      await collaboratorTab.waitFor(
        SERVER_EVENTS.fieldLocked,
        (lock: { userId: string }) => lock.userId === owner.user.id,
      );
      expect(await collaboratorTab.send(CLIENT_EVENTS.fieldLock, description)).toMatchObject({
        success: false,
        error: { code: 'CONFLICT' },
      });

      // A change made through B reaches the owner's socket on A.
      await apiB.call('PUT', `/api/scenarios/${scenario.id}/shots/${shot.id}`, collaborator.accessToken, {
        action: 'The keeper climbs the stairs',
      });
      const live = await ownerTab.waitFor<{ data: { shot: Shot } }>(SERVER_EVENTS.shotUpdated);
      expect(live.data.shot.action).toBe('The keeper climbs the stairs');

      // A job queued on A and run by the worker process reaches everyone in the project room, naming the shot it filled.
      const ticket = await apiA.call<JobTicket>(
        'POST',
        `/api/scenarios/${scenario.id}/shots/${shot.id}/generate`,
        owner.accessToken,
        {},
      );
      const finished = await ownerTab.waitFor<{ data: FinishedJob }>(
        SERVER_EVENTS.jobFinished,
        (e) => e.data.id === ticket.jobId && e.data.status === 'completed',
      );
      expect(finished.data.target).toMatchObject({ scenarioId: scenario.id, shotId: shot.id, id: ticket.targetId });
      await collaboratorTab.waitFor(SERVER_EVENTS.jobFinished, (e: { data: Job }) => e.data.id === ticket.jobId);

      // Access loss across processes: removed on A, the socket on B leaves the room.
      const removedTab = await joinedTab(portB, removed.accessToken, project.id);
      await ownerTab.waitFor(
        SERVER_EVENTS.userJoined,
        (e: { user: { userId: string } }) => e.user.userId === removed.user.id,
      );
      await apiA.call('DELETE', `/api/projects/${project.id}/collaborators/${removed.user.id}`, owner.accessToken);
      expect(await removedTab.waitFor(SERVER_EVENTS.projectAccessLost)).toEqual({
        projectId: project.id,
        reason: 'removed',
      });
      await ownerTab.waitFor(SERVER_EVENTS.userLeft, (e: { userId: string }) => e.userId === removed.user.id);

      // Killing B: within the process lease, A (through the shared store) ends the collaborator's lock and selection
      // and presence, and the owner hears it.
      const action = { projectId: project.id, fieldType: 'shot.action', fieldId: shot.id };
      expect(await collaboratorTab.send(CLIENT_EVENTS.fieldLock, action)).toEqual({ success: true });
      expect(await collaboratorTab.send(CLIENT_EVENTS.shotSelect, { projectId: project.id, shotId: shot.id })).toEqual({
        success: true,
      });
      await ownerTab.waitFor(SERVER_EVENTS.shotSelected, (e: { userId: string }) => e.userId === collaborator.user.id);
      const since = ownerTab.mark();
      const killedAt = Date.now();
      processB.kill('SIGKILL');
      const unlocked = await ownerTab.waitFor<{ fieldType: string; reason: string }>(
        SERVER_EVENTS.fieldUnlocked,
        (e) => e.fieldType === action.fieldType,
        since,
      );
      expect(unlocked.reason).toBe('left');
      await ownerTab.waitFor(
        SERVER_EVENTS.shotDeselected,
        (e: { userId: string }) => e.userId === collaborator.user.id,
        since,
      );
      await ownerTab.waitFor(
        SERVER_EVENTS.userLeft,
        (e: { userId: string }) => e.userId === collaborator.user.id,
        since,
      );
      console.info(`presence of the killed process dropped after ${Date.now() - killedAt} ms`);
      // The owner's own lock, on the living process, is untouched.
      expect(ownerTab.heard<{ fieldType: string }>(SERVER_EVENTS.fieldUnlocked, since).map((e) => e.fieldType)).toEqual(
        [action.fieldType],
      );
    }, 180_000);
  },
);
