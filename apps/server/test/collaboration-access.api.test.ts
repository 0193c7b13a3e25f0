// Project rooms over real sockets (issue 14), continued: a socket loses the room when its user loses access
// (collaborator removed, project deleted or made private, session revoked, signed out), a reconnected socket
// gets the snapshot again, join-project may come before auth:ok, and a lock that is not renewed expires. The
// lock lease is shortened for this file only.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_EVENTS, SERVER_EVENTS, type AuthResult, type PresenceUser, type Session } from '@sym/contracts';
import { dataOf, projectApi, useTestServer } from './helpers/fixtures.ts';
import { tabsOf, type CollabTab } from './helpers/collab-tabs.ts';

const LEASE_MS = 400;
// Presence (activity, shot selections) is live collaboration, the professional edition's (feature-gates.api.test.ts).
const server = useTestServer({ APP_TIER: 'motionmaker' }, { collab: { lockLeaseMs: LEASE_MS } });
const { sharedProject } = projectApi(server);
const tabs = tabsOf(server);

afterEach(() => tabs.closeAll());

/** Sends an activity from `tab` and waits until `observer` hears it: everything sent to `observer` before has arrived. */
async function barrier(tab: CollabTab, observer: CollabTab, projectId: string, userId: string): Promise<void> {
  const since = observer.mark();
  await tab.send(CLIENT_EVENTS.userActivity, { projectId, activity: 'viewing_project' });
  await observer.waitFor(SERVER_EVENTS.userActivityUpdate, (update) => update.userId === userId, since);
}

/** The tab hears nothing more of the project: its events there are refused. */
async function expectOutOf(tab: CollabTab, projectId: string): Promise<void> {
  expect(await tab.send(CLIENT_EVENTS.shotSelect, { projectId, shotId: randomUUID() })).toMatchObject({
    success: false,
    error: { code: 'FORBIDDEN' },
  });
}

/** Resolves with the reason the server gives when it disconnects the tab's socket. */
function disconnectOf(tab: CollabTab): Promise<string> {
  return new Promise((resolve) => tab.socket.once('disconnect', (reason) => resolve(reason)));
}

async function signInAgain(account: AuthResult & { password: string }): Promise<AuthResult> {
  return dataOf<AuthResult>(
    await server.request('POST', '/api/auth/login', {
      body: { email: account.user.email, password: account.password },
    }),
  );
}

describe('access loss', () => {
  it('takes a removed collaborator out of the room; the others see them leave', async () => {
    const { owner, collaborator, project } = await sharedProject();
    const ownerTab = await tabs.joined(owner.accessToken, project.id);
    const collaboratorTab = await tabs.joined(collaborator.accessToken, project.id);
    const shotId = randomUUID();
    await collaboratorTab.send(CLIENT_EVENTS.shotSelect, { projectId: project.id, shotId });
    await ownerTab.waitFor(SERVER_EVENTS.shotSelected);

    dataOf(
      await server.request('DELETE', `/api/projects/${project.id}/collaborators/${collaborator.user.id}`, {
        token: owner.accessToken,
      }),
    );
    expect(await collaboratorTab.waitFor(SERVER_EVENTS.projectAccessLost)).toEqual({
      projectId: project.id,
      reason: 'removed',
    });
    expect(await ownerTab.waitFor(SERVER_EVENTS.shotDeselected)).toMatchObject({ shotId });
    expect(await ownerTab.waitFor(SERVER_EVENTS.userLeft)).toEqual({
      projectId: project.id,
      userId: collaborator.user.id,
    });
    await expectOutOf(collaboratorTab, project.id);
    expect(await collaboratorTab.send(CLIENT_EVENTS.joinProject, { projectId: project.id })).toMatchObject({
      success: false,
      error: { code: 'NOT_FOUND' },
    });
  });

  it('keeps a removed collaborator who can still read the public project', async () => {
    const { owner, collaborator, project } = await sharedProject({ visibility: 'public' });
    const ownerTab = await tabs.joined(owner.accessToken, project.id);
    const collaboratorTab = await tabs.joined(collaborator.accessToken, project.id);
    dataOf(
      await server.request('DELETE', `/api/projects/${project.id}/collaborators/${collaborator.user.id}`, {
        token: owner.accessToken,
      }),
    );
    // The re-check is queued on the socket when the removal is published (before the answer): the
    // collaborator's next event runs after it.
    await barrier(collaboratorTab, ownerTab, project.id, collaborator.user.id);
    expect(collaboratorTab.heard(SERVER_EVENTS.projectAccessLost)).toEqual([]);
  });

  it('takes everyone out of a deleted project', async () => {
    const { owner, collaborator, project } = await sharedProject();
    const ownerTab = await tabs.joined(owner.accessToken, project.id);
    const collaboratorTab = await tabs.joined(collaborator.accessToken, project.id);
    dataOf(await server.request('DELETE', `/api/projects/${project.id}`, { token: owner.accessToken }));
    for (const tab of [ownerTab, collaboratorTab]) {
      expect(await tab.waitFor(SERVER_EVENTS.projectAccessLost)).toEqual({ projectId: project.id, reason: 'deleted' });
      await expectOutOf(tab, project.id);
    }
  });

  it('takes public readers out of a project made private; owner and collaborators stay', async () => {
    const { owner, collaborator, stranger, project } = await sharedProject({ visibility: 'public' });
    const ownerTab = await tabs.joined(owner.accessToken, project.id);
    const collaboratorTab = await tabs.joined(collaborator.accessToken, project.id);
    const readerTab = await tabs.joined(stranger.accessToken, project.id);
    await ownerTab.waitFor(SERVER_EVENTS.userJoined, (joined) => {
      return (joined.user as PresenceUser).userId === stranger.user.id;
    });

    // Renaming the public project changes no one's access.
    dataOf(
      await server.request('PATCH', `/api/projects/${project.id}`, {
        token: owner.accessToken,
        body: { name: 'Renamed' },
      }),
    );
    dataOf(
      await server.request('PATCH', `/api/projects/${project.id}`, {
        token: owner.accessToken,
        body: { visibility: 'private' },
      }),
    );
    expect(await readerTab.waitFor(SERVER_EVENTS.projectAccessLost)).toEqual({
      projectId: project.id,
      reason: 'private',
    });
    expect(await ownerTab.waitFor(SERVER_EVENTS.userLeft)).toEqual({ projectId: project.id, userId: stranger.user.id });
    await expectOutOf(readerTab, project.id);
    await barrier(collaboratorTab, ownerTab, project.id, collaborator.user.id);
    expect(collaboratorTab.heard(SERVER_EVENTS.projectAccessLost)).toEqual([]);
    expect(ownerTab.heard(SERVER_EVENTS.projectAccessLost)).toEqual([]);
  });

  it("drops the sockets of a revoked session, and only those (the user's other session stays)", async () => {
    const { owner, collaborator, project } = await sharedProject();
    const second = await signInAgain(collaborator);
    const ownerTab = await tabs.joined(owner.accessToken, project.id);
    const revokedTab = await tabs.joined(collaborator.accessToken, project.id);
    const keptTab = await tabs.joined(second.accessToken, project.id);
    const sessions = dataOf<Session[]>(
      await server.request('GET', '/api/auth/sessions', { token: second.accessToken }),
    );
    const other = sessions.find((session) => !session.current)!;
    const revokedGone = disconnectOf(revokedTab);
    dataOf(await server.request('DELETE', `/api/auth/sessions/${other.sessionId}`, { token: second.accessToken }));
    expect(await revokedTab.waitFor(SERVER_EVENTS.projectAccessLost)).toEqual({
      projectId: project.id,
      reason: 'signed_out',
    });
    // Signed out as well: after leaving its rooms the socket is disconnected (a new sign-in opens a new one).
    expect(await revokedGone).toBe('io server disconnect');
    await barrier(keptTab, ownerTab, project.id, collaborator.user.id);
    expect(keptTab.heard(SERVER_EVENTS.projectAccessLost)).toEqual([]);
    // The user is still there with the other session: no user:left.
    expect(ownerTab.heard(SERVER_EVENTS.userLeft)).toEqual([]);
  });

  it('drops the sockets of a user who signs out', async () => {
    const { owner, collaborator, project } = await sharedProject();
    const ownerTab = await tabs.joined(owner.accessToken, project.id);
    const collaboratorTab = await tabs.joined(collaborator.accessToken, project.id);
    const collaboratorGone = disconnectOf(collaboratorTab);
    dataOf(await server.request('POST', '/api/auth/logout', { token: collaborator.accessToken }));
    expect(await collaboratorTab.waitFor(SERVER_EVENTS.projectAccessLost)).toEqual({
      projectId: project.id,
      reason: 'signed_out',
    });
    expect(await ownerTab.waitFor(SERVER_EVENTS.userLeft)).toEqual({
      projectId: project.id,
      userId: collaborator.user.id,
    });
    expect(await collaboratorGone).toBe('io server disconnect');
  });
});

describe('reconnection', () => {
  it('answers join-project sent before auth:ok once the handshake sign-in is done', async () => {
    const { owner, project } = await sharedProject();
    const tab = await tabs.open(owner.accessToken, { waitForAuth: false });
    expect(await tab.send(CLIENT_EVENTS.joinProject, { projectId: project.id })).toEqual({ success: true });
    expect(await tab.waitFor(SERVER_EVENTS.projectUsers)).toMatchObject({
      users: [expect.objectContaining({ userId: owner.user.id })],
    });
  });

  it('sends the snapshot again to a socket that reconnects, signs in and joins again', async () => {
    const { owner, collaborator, project } = await sharedProject();
    const ownerTab = await tabs.joined(owner.accessToken, project.id);
    const shotId = randomUUID();
    await ownerTab.send(CLIENT_EVENTS.shotSelect, { projectId: project.id, shotId });
    const collaboratorTab = await tabs.joined(collaborator.accessToken, project.id);
    await collaboratorTab.waitFor(SERVER_EVENTS.projectShotSelections);

    collaboratorTab.socket.disconnect();
    await ownerTab.waitFor(SERVER_EVENTS.userLeft);
    const ownerSince = ownerTab.mark();
    const since = collaboratorTab.mark();
    collaboratorTab.socket.connect();
    await collaboratorTab.waitFor(SERVER_EVENTS.authOk, () => true, since);
    expect(await collaboratorTab.send(CLIENT_EVENTS.joinProject, { projectId: project.id })).toEqual({
      success: true,
    });
    const { users } = await collaboratorTab.waitFor<{ users: PresenceUser[] }>(
      SERVER_EVENTS.projectUsers,
      () => true,
      since,
    );
    expect(users.map((user) => user.userId).sort()).toEqual([owner.user.id, collaborator.user.id].sort());
    expect(await collaboratorTab.waitFor(SERVER_EVENTS.projectShotSelections, () => true, since)).toEqual({
      projectId: project.id,
      selections: [{ userId: owner.user.id, shotId }],
    });
    expect(await ownerTab.waitFor(SERVER_EVENTS.userJoined, () => true, ownerSince)).toMatchObject({
      user: { userId: collaborator.user.id, socketId: collaboratorTab.socket.id },
    });
  });
});

describe('lock lease', () => {
  it('ends a lock its holder stops renewing, for everyone', async () => {
    const { owner, collaborator, project } = await sharedProject();
    const ownerTab = await tabs.joined(owner.accessToken, project.id);
    const collaboratorTab = await tabs.joined(collaborator.accessToken, project.id);
    const target = { projectId: project.id, fieldType: 'asset.description', fieldId: randomUUID() };
    expect(await ownerTab.send(CLIENT_EVENTS.fieldLock, target)).toEqual({ success: true });
    const locked = await collaboratorTab.waitFor<{ timestamp: number; expiresAt: number }>(SERVER_EVENTS.fieldLocked);
    expect(locked.expiresAt - locked.timestamp).toBe(LEASE_MS);
    expect(await collaboratorTab.waitFor(SERVER_EVENTS.fieldUnlocked)).toEqual({
      ...target,
      userId: owner.user.id,
      reason: 'expired',
    });
    expect(await collaboratorTab.send(CLIENT_EVENTS.fieldLock, target)).toEqual({ success: true });
  });
});
