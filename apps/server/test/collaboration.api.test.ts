// Project rooms over real sockets (issue 14): joining with the snapshot, presence of several tabs, activity,
// field locks (refusal to the requester only, force take-over, release, release on disconnect) and shot
// selections. Access loss, reconnection and lock expiry are in collaboration-access.api.test.ts.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_EVENTS, SERVER_EVENTS, type HeldLock, type PresenceUser, type ShotSelection } from '@sym/contracts';
import { projectApi, useTestServer } from './helpers/fixtures.ts';
import { tabsOf, type CollabTab } from './helpers/collab-tabs.ts';

// Presence (activity, shot selections) is live collaboration, the professional edition's (feature-gates.api.test.ts).
const server = useTestServer({ APP_TIER: 'motionmaker' });
const { sharedProject } = projectApi(server);
const tabs = tabsOf(server);

afterEach(() => tabs.closeAll());

const field = (fieldId: string) => ({ fieldType: 'shot.description', fieldId });

/** Sends an activity from `tab` and waits until `observer` hears it: everything sent to `observer` before has arrived. */
async function barrier(tab: CollabTab, observer: CollabTab, projectId: string, userId: string): Promise<void> {
  const since = observer.mark();
  expect(await tab.send(CLIENT_EVENTS.userActivity, { projectId, activity: 'browsing_assets' })).toEqual({
    success: true,
  });
  await observer.waitFor(SERVER_EVENTS.userActivityUpdate, (update) => update.userId === userId, since);
}

describe('join-project', () => {
  it('joins with read access and answers the snapshot: users, locks, selections', async () => {
    const { owner, collaborator, project } = await sharedProject();
    const ownerTab = await tabs.joined(owner.accessToken, project.id);
    const users = await ownerTab.waitFor<{ projectId: string; users: PresenceUser[] }>(SERVER_EVENTS.projectUsers);
    expect(users).toEqual({
      projectId: project.id,
      users: [
        {
          userId: owner.user.id,
          username: owner.user.name,
          email: owner.user.email,
          socketId: ownerTab.socket.id,
          activity: { activity: 'viewing_project', timestamp: expect.any(Number) },
        },
      ],
    });
    expect(await ownerTab.waitFor(SERVER_EVENTS.projectLocks)).toEqual({ projectId: project.id, locks: [] });
    expect(await ownerTab.waitFor(SERVER_EVENTS.projectShotSelections)).toEqual({
      projectId: project.id,
      selections: [],
    });

    const shotId = randomUUID();
    await ownerTab.send(CLIENT_EVENTS.fieldLock, { projectId: project.id, ...field(shotId) });
    await ownerTab.send(CLIENT_EVENTS.shotSelect, { projectId: project.id, shotId });
    const collaboratorTab = await tabs.joined(collaborator.accessToken, project.id);
    const snapshot = await collaboratorTab.waitFor<{ users: PresenceUser[] }>(SERVER_EVENTS.projectUsers);
    expect(snapshot.users.map((user) => user.userId).sort()).toEqual([owner.user.id, collaborator.user.id].sort());
    const { locks } = await collaboratorTab.waitFor<{ locks: HeldLock[] }>(SERVER_EVENTS.projectLocks);
    expect(locks).toEqual([
      expect.objectContaining({ projectId: project.id, ...field(shotId), userId: owner.user.id }),
    ]);
    expect(await collaboratorTab.waitFor(SERVER_EVENTS.projectShotSelections)).toEqual({
      projectId: project.id,
      selections: [{ userId: owner.user.id, shotId }],
    });
  });

  it('refuses a stranger and an unknown project (404), no sign-in (401) and a bad payload (422)', async () => {
    const { stranger, owner, project } = await sharedProject();
    const strangerTab = await tabs.open(stranger.accessToken);
    expect(await strangerTab.send(CLIENT_EVENTS.joinProject, { projectId: project.id })).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: 'Project not found' },
    });
    const ownerTab = await tabs.open(owner.accessToken);
    expect(await ownerTab.send(CLIENT_EVENTS.joinProject, { projectId: randomUUID() })).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: 'Project not found' },
    });
    expect(await ownerTab.send(CLIENT_EVENTS.joinProject, { projectId: 'not-an-id' })).toEqual({
      success: false,
      error: { code: 'VALIDATION_ERROR', message: 'Validation error' },
    });
    const anonymous = await tabs.open();
    expect(await anonymous.send(CLIENT_EVENTS.joinProject, { projectId: project.id })).toEqual({
      success: false,
      error: { code: 'UNAUTHORIZED', message: 'Socket authentication failed' },
    });
    // The refused sockets hear nothing of the project.
    expect(strangerTab.heard(SERVER_EVENTS.projectUsers)).toEqual([]);
    expect(anonymous.heard(SERVER_EVENTS.projectUsers)).toEqual([]);
  });

  it('refuses collaboration events outside a joined project (403) and bad payloads (422)', async () => {
    const { owner, stranger, project } = await sharedProject();
    const ownerTab = await tabs.open(owner.accessToken);
    const notJoined = { success: false, error: { code: 'FORBIDDEN', message: 'Join the project first' } };
    expect(await ownerTab.send(CLIENT_EVENTS.fieldLock, { projectId: project.id, ...field(randomUUID()) })).toEqual(
      notJoined,
    );
    await ownerTab.send(CLIENT_EVENTS.joinProject, { projectId: project.id });
    const invalid = [
      [CLIENT_EVENTS.fieldLock, { projectId: project.id, fieldType: 'shot', fieldId: 'x' }],
      [CLIENT_EVENTS.fieldLock, { projectId: project.id, fieldType: 'spaceship.name', fieldId: 'x' }],
      [CLIENT_EVENTS.fieldUnlock, { projectId: project.id, fieldType: 'shot.description' }],
      [CLIENT_EVENTS.userActivity, { projectId: project.id, activity: 'sleeping' }],
      [CLIENT_EVENTS.shotSelect, { projectId: project.id, shotId: 'not-an-id' }],
      [CLIENT_EVENTS.shotDeselect, { projectId: project.id }],
      [CLIENT_EVENTS.leaveProject, {}],
    ] as const;
    for (const [event, payload] of invalid) {
      expect(await ownerTab.send(event, payload), event).toMatchObject({
        success: false,
        error: { code: 'VALIDATION_ERROR' },
      });
    }
    const strangerTab = await tabs.open(stranger.accessToken);
    expect(await strangerTab.send(CLIENT_EVENTS.shotSelect, { projectId: project.id, shotId: randomUUID() })).toEqual(
      notJoined,
    );
    // The server is still fine after all that.
    expect(
      await ownerTab.send(CLIENT_EVENTS.userActivity, { projectId: project.id, activity: 'editing_shot' }),
    ).toEqual({ success: true });
  });
});

describe('presence', () => {
  it('counts two tabs of one user once: user:joined on the first, user:left after the last', async () => {
    const { owner, collaborator, project } = await sharedProject();
    const ownerTab = await tabs.joined(owner.accessToken, project.id);
    const first = await tabs.joined(collaborator.accessToken, project.id);
    const joined = await ownerTab.waitFor<{ user: PresenceUser }>(SERVER_EVENTS.userJoined);
    expect(joined).toMatchObject({
      projectId: project.id,
      user: { userId: collaborator.user.id, email: collaborator.user.email, socketId: first.socket.id },
    });
    const second = await tabs.joined(collaborator.accessToken, project.id);
    const { users } = await second.waitFor<{ users: PresenceUser[] }>(SERVER_EVENTS.projectUsers);
    expect(users.filter((user) => user.userId === collaborator.user.id)).toHaveLength(1);
    await barrier(second, ownerTab, project.id, collaborator.user.id);
    expect(ownerTab.heard(SERVER_EVENTS.userJoined)).toHaveLength(1);
    // The joining tab itself hears the snapshot, not user:joined.
    expect(first.heard(SERVER_EVENTS.userJoined)).toEqual([]);

    first.close();
    await barrier(second, ownerTab, project.id, collaborator.user.id);
    expect(ownerTab.heard(SERVER_EVENTS.userLeft)).toEqual([]);
    second.close();
    expect(await ownerTab.waitFor(SERVER_EVENTS.userLeft)).toEqual({
      projectId: project.id,
      userId: collaborator.user.id,
    });
  });

  it('broadcasts an activity to the room, and leave-project ends the presence', async () => {
    const { owner, collaborator, project } = await sharedProject();
    const ownerTab = await tabs.joined(owner.accessToken, project.id);
    const collaboratorTab = await tabs.joined(collaborator.accessToken, project.id);
    await collaboratorTab.send(CLIENT_EVENTS.userActivity, { projectId: project.id, activity: 'editing_scenario' });
    expect(await ownerTab.waitFor(SERVER_EVENTS.userActivityUpdate)).toEqual({
      projectId: project.id,
      userId: collaborator.user.id,
      activity: { activity: 'editing_scenario', timestamp: expect.any(Number) },
    });
    expect(await collaboratorTab.send(CLIENT_EVENTS.leaveProject, { projectId: project.id })).toEqual({
      success: true,
    });
    expect(await ownerTab.waitFor(SERVER_EVENTS.userLeft)).toEqual({
      projectId: project.id,
      userId: collaborator.user.id,
    });
    expect(
      await collaboratorTab.send(CLIENT_EVENTS.userActivity, { projectId: project.id, activity: 'editing_shot' }),
    ).toMatchObject({ success: false, error: { code: 'FORBIDDEN' } });
  });
});

describe('field locks', () => {
  it('locks for the room; a second user is refused alone; force takes over and tells the holder; unlock', async () => {
    const { owner, collaborator, project } = await sharedProject();
    const ownerTab = await tabs.joined(owner.accessToken, project.id);
    const collaboratorTab = await tabs.joined(collaborator.accessToken, project.id);
    const target = { projectId: project.id, ...field(randomUUID()) };

    expect(await ownerTab.send(CLIENT_EVENTS.fieldLock, target)).toEqual({ success: true });
    const locked = await collaboratorTab.waitFor<HeldLock>(SERVER_EVENTS.fieldLocked);
    expect(locked).toEqual({
      ...target,
      userId: owner.user.id,
      username: owner.user.name,
      lockedBy: owner.user.name,
      timestamp: expect.any(Number),
      expiresAt: expect.any(Number),
    });

    const since = ownerTab.mark();
    const refused = await collaboratorTab.send(CLIENT_EVENTS.fieldLock, target);
    expect(refused).toMatchObject({ success: false, error: { code: 'CONFLICT' } });
    expect(await collaboratorTab.waitFor(SERVER_EVENTS.fieldLockFailed)).toEqual({
      ...target,
      message: `This field is being edited by ${owner.user.name}`,
      lockedBy: expect.objectContaining({ userId: owner.user.id }),
    });
    await barrier(collaboratorTab, ownerTab, project.id, collaborator.user.id);
    expect(ownerTab.heard(SERVER_EVENTS.fieldLockFailed, since)).toEqual([]);
    expect(ownerTab.heard(SERVER_EVENTS.fieldLocked, since)).toEqual([]);

    // Not the holder: unlocking changes nothing.
    expect(await collaboratorTab.send(CLIENT_EVENTS.fieldUnlock, target)).toMatchObject({
      success: false,
      error: { code: 'FORBIDDEN' },
    });

    expect(await collaboratorTab.send(CLIENT_EVENTS.fieldLock, { ...target, force: true })).toEqual({
      success: true,
    });
    expect(await ownerTab.waitFor(SERVER_EVENTS.fieldUnlocked, () => true, since)).toEqual({
      ...target,
      userId: owner.user.id,
      reason: 'taken',
      takenBy: collaborator.user.id,
    });
    expect(await ownerTab.waitFor<HeldLock>(SERVER_EVENTS.fieldLocked, () => true, since)).toMatchObject({
      userId: collaborator.user.id,
    });

    expect(await collaboratorTab.send(CLIENT_EVENTS.fieldUnlock, target)).toEqual({ success: true });
    expect(await ownerTab.waitFor(SERVER_EVENTS.fieldUnlocked, (ended) => ended.reason === 'released', since)).toEqual({
      ...target,
      userId: collaborator.user.id,
      reason: 'released',
    });
    const late = await tabs.joined(owner.accessToken, project.id);
    expect(await late.waitFor(SERVER_EVENTS.projectLocks)).toEqual({ projectId: project.id, locks: [] });
  });

  it('releases the locks of a tab that disconnects', async () => {
    const { owner, collaborator, project } = await sharedProject();
    const ownerTab = await tabs.joined(owner.accessToken, project.id);
    const collaboratorTab = await tabs.joined(collaborator.accessToken, project.id);
    const target = { projectId: project.id, fieldType: 'scenario.description', fieldId: randomUUID() };
    await collaboratorTab.send(CLIENT_EVENTS.fieldLock, target);
    await ownerTab.waitFor(SERVER_EVENTS.fieldLocked);
    collaboratorTab.close();
    expect(await ownerTab.waitFor(SERVER_EVENTS.fieldUnlocked)).toEqual({
      ...target,
      userId: collaborator.user.id,
      reason: 'left',
    });
    expect(await ownerTab.send(CLIENT_EVENTS.fieldLock, target)).toEqual({ success: true });
  });
});

describe('shot selection', () => {
  it('shows selections to the room and in the snapshot, and ends them when the user leaves', async () => {
    const { owner, collaborator, project } = await sharedProject();
    const ownerTab = await tabs.joined(owner.accessToken, project.id);
    const collaboratorTab = await tabs.joined(collaborator.accessToken, project.id);
    const [shotA, shotB] = [randomUUID(), randomUUID()];
    await collaboratorTab.send(CLIENT_EVENTS.shotSelect, { projectId: project.id, shotId: shotA });
    await collaboratorTab.send(CLIENT_EVENTS.shotSelect, { projectId: project.id, shotId: shotB });
    expect(await ownerTab.waitFor<ShotSelection>(SERVER_EVENTS.shotSelected, (s) => s.shotId === shotB)).toEqual({
      projectId: project.id,
      userId: collaborator.user.id,
      shotId: shotB,
    });
    await collaboratorTab.send(CLIENT_EVENTS.shotDeselect, { projectId: project.id, shotId: shotA });
    expect(await ownerTab.waitFor(SERVER_EVENTS.shotDeselected)).toEqual({
      projectId: project.id,
      userId: collaborator.user.id,
      shotId: shotA,
    });
    const late = await tabs.joined(owner.accessToken, project.id);
    expect(await late.waitFor(SERVER_EVENTS.projectShotSelections)).toEqual({
      projectId: project.id,
      selections: [{ userId: collaborator.user.id, shotId: shotB }],
    });

    const since = ownerTab.mark();
    collaboratorTab.close();
    expect(await ownerTab.waitFor(SERVER_EVENTS.shotDeselected, () => true, since)).toEqual({
      projectId: project.id,
      userId: collaborator.user.id,
      shotId: shotB,
    });
    await ownerTab.waitFor(SERVER_EVENTS.userLeft, () => true, since);
  });
});
