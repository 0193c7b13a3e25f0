// Live updates over real sockets (issue 14 items 6 and 7): a collaborator in the project room receives every
// project-scoped change the owner makes as a LiveEvent carrying the presented entity; the owner's own tab sees its
// client id as the origin; a write over a newer version is a 409 CONFLICT with the current entity, on both
// transports.
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_ID_HEADER, SERVER_EVENTS, type LiveEvent } from '@sym/contracts';
import { dataOf, errorOf, openRpcSocket, projectApi, useTestServer } from './helpers/fixtures.ts';
import { tabsOf, type CollabTab } from './helpers/collab-tabs.ts';

const server = useTestServer();
const tabs = tabsOf(server);
const sockets: { close(): void }[] = [];
afterEach(() => {
  tabs.closeAll();
  sockets.splice(0).forEach((socket) => socket.close());
});

/** Runs `change` and resolves with the live event of `type` the tab hears after it, under socket event `event`. */
async function liveAfter(tab: CollabTab, event: string, type: string, change: () => Promise<unknown>) {
  const since = tab.mark();
  await change();
  return tab.waitFor<LiveEvent>(event, (payload) => payload.type === type, since);
}

describe('live updates of project-scoped changes', () => {
  it('reach everyone in the project room with the presented entity, and the acting tab sees its own origin', async () => {
    const { owner, collaborator, project } = await projectApi(server).sharedProject();
    const ben = await tabs.joined(collaborator.accessToken, project.id, 'ben-tab-0001');
    const ada = await tabs.joined(owner.accessToken, project.id, 'ada-tab-0001');
    const as = (method: string, path: string, body?: unknown) =>
      server.request(method, path, { token: owner.accessToken, body, headers: { [CLIENT_ID_HEADER]: 'ada-tab-0001' } });

    const renamed = await liveAfter(ben, SERVER_EVENTS.projectUpdated, 'project.updated', async () =>
      dataOf(await as('PATCH', `/api/projects/${project.id}`, { name: 'Renamed live' })),
    );
    expect(renamed.data).toMatchObject({ name: 'Renamed live' });

    const adaMark = ada.mark();
    let scenario = { id: '' };
    const created = await liveAfter(ben, SERVER_EVENTS.scenarioCreated, 'scenario.created', async () => {
      scenario = dataOf<{ id: string }>(await as('POST', '/api/scenarios', { projectId: project.id, name: 'E1' }));
    });
    expect(created).toMatchObject({ projectId: project.id, actorId: owner.user.id, origin: 'ada-tab-0001' });
    expect(created.data).toMatchObject({ id: scenario.id, name: 'E1' });
    const own = await ada.waitFor<LiveEvent>(
      SERVER_EVENTS.scenarioCreated,
      (p) => p.type === 'scenario.created',
      adaMark,
    );
    expect(own.origin).toBe('ada-tab-0001');

    const shots = `/api/scenarios/${scenario.id}/shots`;
    const createShot = async (description: string) => {
      let shot = { id: '' };
      const event = await liveAfter(ben, SERVER_EVENTS.shotCreated, 'shot.created', async () => {
        shot = dataOf<{ id: string }>(await as('POST', shots, { description }));
      });
      expect(event.data).toMatchObject({ shot: { id: shot.id } });
      return shot;
    };
    const first = await createShot('One');
    const second = await createShot('Two');

    const edited = await liveAfter(ben, SERVER_EVENTS.shotUpdated, 'shot.updated', async () =>
      dataOf(await as('PUT', `${shots}/${first.id}`, { description: 'One, edited' })),
    );
    expect(edited.data).toMatchObject({ scenarioId: scenario.id, shot: { id: first.id, description: 'One, edited' } });

    const reordered = await liveAfter(ben, SERVER_EVENTS.shotReordered, 'shot.reordered', async () =>
      dataOf(await as('PUT', `${shots}/reorder`, { shotIds: [second.id, first.id] })),
    );
    expect(reordered.data).toEqual({ scenarioId: scenario.id, shotIds: [second.id, first.id] });

    let copy = { id: '' };
    const duplicated = await liveAfter(ben, SERVER_EVENTS.shotCreated, 'shot.duplicated', async () => {
      copy = dataOf<{ id: string }>(await as('POST', `${shots}/${first.id}/duplicate`));
    });
    expect(duplicated.data).toMatchObject({ sourceId: first.id, shot: { id: copy.id } });

    const deleted = await liveAfter(ben, SERVER_EVENTS.shotDeleted, 'shot.deleted', async () =>
      dataOf(await as('DELETE', `${shots}/${copy.id}`)),
    );
    expect(deleted.data).toEqual({ scenarioId: scenario.id, id: copy.id });

    let track = { id: '' };
    const trackCreated = await liveAfter(ben, SERVER_EVENTS.trackCreated, 'track.created', async () => {
      track = dataOf<{ id: string }>(await as('POST', `/api/scenarios/${scenario.id}/tracks`, { name: 'Music' }));
    });
    expect(trackCreated.data).toMatchObject({ track: { id: track.id } });

    const asset = dataOf<{ id: string }>(
      await as('POST', '/api/assets', { projectId: project.id, name: 'Mara', type: 'character' }),
    );
    const assetMark = ben.mark();
    dataOf(await as('PATCH', `/api/assets/${asset.id}`, { description: 'A keeper' }));
    expect(await ben.waitFor(SERVER_EVENTS.assetUpdated, () => true, assetMark)).toMatchObject({
      id: asset.id,
      description: 'A keeper',
    });

    const scenarioUpdated = await liveAfter(ben, SERVER_EVENTS.scenarioUpdated, 'scenario.updated', async () =>
      dataOf(await as('PATCH', `/api/scenarios/${scenario.id}`, { description: 'Stormy' })),
    );
    expect(scenarioUpdated.data).toMatchObject({ description: 'Stormy' });
    // A script written from the shots, or applied, is the episode's new script: the room sees it at once.
    const generated = await liveAfter(ben, SERVER_EVENTS.scenarioUpdated, 'scenario.updated', async () =>
      dataOf(await as('POST', `/api/scenarios/${scenario.id}/script/generate`, {})),
    );
    expect((generated.data as { script: string }).script).toContain('One, edited');
    const script = 'SHOT 1 — WIDE — 3s\nDescription: The lamp flickers out';
    const applied = await liveAfter(ben, SERVER_EVENTS.scenarioUpdated, 'scenario.updated', async () =>
      dataOf(await as('POST', `/api/scenarios/${scenario.id}/script/apply`, { script, source: 'editor' })),
    );
    expect(applied.data).toMatchObject({ id: scenario.id, script });
    // Credits and jobs stay in the acting user's room: nothing of the kind reached the collaborator.
    expect(ben.heard(SERVER_EVENTS.creditsUpdated)).toEqual([]);
  });
});

describe('versions', () => {
  it('a write over a newer version is a 409 CONFLICT with the current entity, over HTTP and the socket', async () => {
    const { owner, project } = await projectApi(server).sharedProject();
    const token = owner.accessToken;
    const scenario = dataOf<{ id: string; updatedAt: string }>(
      await server.request('POST', '/api/scenarios', { token, body: { projectId: project.id, name: 'E1' } }),
    );
    const shot = dataOf<{ id: string; updatedAt: string }>(
      await server.request('POST', `/api/scenarios/${scenario.id}/shots`, { token, body: { description: 'Mine' } }),
    );
    const path = `/api/scenarios/${scenario.id}/shots/${shot.id}`;
    const theirs = dataOf<{ updatedAt: string }>(
      await server.request('PUT', path, { token, body: { description: 'Theirs', expectedUpdatedAt: shot.updatedAt } }),
    );
    expect(theirs.updatedAt).not.toBe(shot.updatedAt);

    const stale = await server.request('PUT', path, {
      token,
      body: { description: 'Mine again', expectedUpdatedAt: shot.updatedAt },
    });
    const conflict = errorOf(stale, 409) as { code: string; current?: { description: string; updatedAt: string } };
    expect(conflict.code).toBe('CONFLICT');
    expect(conflict.current).toMatchObject({ id: shot.id, description: 'Theirs', updatedAt: theirs.updatedAt });
    // Keep mine: send again over their version; no version: no check (older clients).
    dataOf(
      await server.request('PUT', path, { token, body: { description: 'Kept', expectedUpdatedAt: theirs.updatedAt } }),
    );
    dataOf(await server.request('PUT', path, { token, body: { description: 'Unversioned' } }));

    const staleProject = await server.request('PATCH', `/api/projects/${project.id}`, {
      token,
      body: { name: 'Stale', expectedUpdatedAt: '2000-01-01T00:00:00.000Z' },
    });
    expect(errorOf(staleProject, 409)).toMatchObject({
      code: 'CONFLICT',
      current: { id: project.id, name: project.name },
    });
    const staleScenario = await server.request('PATCH', `/api/scenarios/${scenario.id}`, {
      token,
      body: { name: 'Stale', expectedUpdatedAt: '2000-01-01T00:00:00.000Z' },
    });
    expect(errorOf(staleScenario, 409)).toMatchObject({ code: 'CONFLICT', current: { id: scenario.id, name: 'E1' } });

    const socket = await openRpcSocket(server, token);
    sockets.push(socket);
    const answer = await socket.rpc('scenario.shot.update', {
      id: scenario.id,
      shotId: shot.id,
      description: 'x',
      expectedUpdatedAt: shot.updatedAt,
    });
    expect(answer).toMatchObject({
      success: false,
      error: { code: 'CONFLICT', current: { description: 'Unversioned' } },
    });
  });

  it('six saves over the same version at once: one lands, the others are conflicts (project, episode, asset)', async () => {
    const { owner, collaborator, project } = await projectApi(server).sharedProject();
    const scenario = dataOf<{ id: string; updatedAt: string }>(
      await server.request('POST', '/api/scenarios', {
        token: owner.accessToken,
        body: { projectId: project.id, name: 'E1' },
      }),
    );
    const asset = dataOf<{ id: string; updatedAt: string }>(
      await server.request('POST', '/api/assets', {
        token: owner.accessToken,
        body: { projectId: project.id, name: 'Mara', type: 'character' },
      }),
    );
    const targets = [
      { path: `/api/projects/${project.id}`, version: project.updatedAt, field: 'description' },
      { path: `/api/scenarios/${scenario.id}`, version: scenario.updatedAt, field: 'description' },
      { path: `/api/assets/${asset.id}`, version: asset.updatedAt, field: 'description' },
    ];
    for (const { path, version, field } of targets) {
      const answers = await Promise.all(
        [owner, collaborator, owner, collaborator, owner, collaborator].map((user) =>
          server.request('PATCH', path, {
            token: user.accessToken,
            body: { [field]: `by ${user.user.id}`, expectedUpdatedAt: version },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses, path).toEqual([200, 409, 409, 409, 409, 409]);
      const loser = answers.find((answer) => answer.status === 409)!;
      const winner = dataOf<Record<string, unknown>>(answers.find((answer) => answer.status === 200)!);
      expect(errorOf(loser, 409)).toMatchObject({ code: 'CONFLICT', current: { [field]: winner[field] } });
    }
  });
});
