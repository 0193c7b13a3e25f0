// Live updates over real sockets (issue 14 items 6 and 7): a collaborator in the project room receives every
// project-scoped change the owner makes as a LiveEvent carrying the presented entity; the owner's own tab sees its
// client id as the origin; a write over a newer version is a 409 CONFLICT with the current entity, on both
// transports.
import { afterEach, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { CLIENT_ID_HEADER, SERVER_EVENTS, type LiveEvent, type RpcResponse } from '@sym/contracts';
import { dataOf, errorOf, projectApi, useTestServer } from './helpers/fixtures.ts';

const server = useTestServer();
const sockets: Socket[] = [];
afterEach(() => sockets.splice(0).forEach((socket) => socket.disconnect()));

/** A signed-in tab in the project room that records every live event it gets. */
async function tab(token: string, clientId: string, projectId: string) {
  const socket = connect(server.url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: { token, clientId },
  });
  sockets.push(socket);
  const received: { event: string; payload: LiveEvent }[] = [];
  socket.onAny((event: string, payload: LiveEvent) => received.push({ event, payload }));
  await new Promise((resolve) => socket.once('auth:ok', resolve));
  const ack = await new Promise<{ success: boolean }>((resolve) => socket.emit('join-project', { projectId }, resolve));
  expect(ack.success).toBe(true);
  /** Resolves with the first live event of `type` (already received or still to come). */
  const next = async (event: string, type: string): Promise<LiveEvent> => {
    for (;;) {
      const found = received.find((entry) => entry.event === event && entry.payload?.type === type);
      if (found) {
        received.splice(received.indexOf(found), 1);
        return found.payload;
      }
      await new Promise((resolve) => socket.once(event, resolve));
    }
  };
  return { socket, received, next };
}

describe('live updates of project-scoped changes', () => {
  it('reach everyone in the project room with the presented entity, and the acting tab sees its own origin', async () => {
    const { owner, collaborator, project } = await projectApi(server).sharedProject();
    const ben = await tab(collaborator.accessToken, 'ben-tab-0001', project.id);
    const ada = await tab(owner.accessToken, 'ada-tab-0001', project.id);
    const as = (method: string, path: string, body?: unknown) =>
      server.request(method, path, { token: owner.accessToken, body, headers: { [CLIENT_ID_HEADER]: 'ada-tab-0001' } });

    dataOf(await as('PATCH', `/api/projects/${project.id}`, { name: 'Renamed live' }));
    expect((await ben.next(SERVER_EVENTS.projectUpdated, 'project.updated')).data).toMatchObject({
      name: 'Renamed live',
    });

    const episode = dataOf<{ id: string }>(await as('POST', '/api/scenarios', { projectId: project.id, name: 'E1' }));
    const created = await ben.next(SERVER_EVENTS.scenarioCreated, 'scenario.created');
    expect(created).toMatchObject({ projectId: project.id, actorId: owner.user.id, origin: 'ada-tab-0001' });
    expect(created.data).toMatchObject({ id: episode.id, name: 'E1' });
    expect((await ada.next(SERVER_EVENTS.scenarioCreated, 'scenario.created')).origin).toBe('ada-tab-0001');

    const first = dataOf<{ id: string }>(
      await as('POST', `/api/scenarios/${episode.id}/shots`, { description: 'One' }),
    );
    const second = dataOf<{ id: string }>(
      await as('POST', `/api/scenarios/${episode.id}/shots`, { description: 'Two' }),
    );
    expect((await ben.next(SERVER_EVENTS.shotCreated, 'shot.created')).data).toMatchObject({ shot: { id: first.id } });
    expect((await ben.next(SERVER_EVENTS.shotCreated, 'shot.created')).data).toMatchObject({ shot: { id: second.id } });

    dataOf(await as('PUT', `/api/scenarios/${episode.id}/shots/${first.id}`, { description: 'One, edited' }));
    expect((await ben.next(SERVER_EVENTS.shotUpdated, 'shot.updated')).data).toMatchObject({
      scenarioId: episode.id,
      shot: { id: first.id, description: 'One, edited' },
    });

    dataOf(await as('PUT', `/api/scenarios/${episode.id}/shots/reorder`, { shotIds: [second.id, first.id] }));
    expect((await ben.next(SERVER_EVENTS.shotReordered, 'shot.reordered')).data).toEqual({
      scenarioId: episode.id,
      shotIds: [second.id, first.id],
    });

    const copy = dataOf<{ id: string }>(await as('POST', `/api/scenarios/${episode.id}/shots/${first.id}/duplicate`));
    expect((await ben.next(SERVER_EVENTS.shotCreated, 'shot.duplicated')).data).toMatchObject({
      sourceId: first.id,
      shot: { id: copy.id },
    });

    dataOf(await as('DELETE', `/api/scenarios/${episode.id}/shots/${copy.id}`));
    expect((await ben.next(SERVER_EVENTS.shotDeleted, 'shot.deleted')).data).toEqual({
      scenarioId: episode.id,
      id: copy.id,
    });

    const track = dataOf<{ id: string }>(await as('POST', `/api/scenarios/${episode.id}/tracks`, { name: 'Music' }));
    expect((await ben.next(SERVER_EVENTS.trackCreated, 'track.created')).data).toMatchObject({
      track: { id: track.id },
    });

    const asset = dataOf<{ id: string }>(
      await as('POST', '/api/assets', { projectId: project.id, name: 'Mara', type: 'character' }),
    );
    const assetCreated = new Promise((resolve) => ben.socket.once(SERVER_EVENTS.assetUpdated, resolve));
    dataOf(await as('PATCH', `/api/assets/${asset.id}`, { description: 'A keeper' }));
    expect(await assetCreated).toMatchObject({ id: asset.id, description: 'A keeper' });

    dataOf(await as('PATCH', `/api/scenarios/${episode.id}`, { description: 'Stormy' }));
    expect((await ben.next(SERVER_EVENTS.scenarioUpdated, 'scenario.updated')).data).toMatchObject({
      description: 'Stormy',
    });
    // Credits and jobs stay in the acting user's room: nothing of the kind reached the collaborator.
    expect(ben.received.filter((entry) => entry.event === SERVER_EVENTS.creditsUpdated)).toEqual([]);
  });
});

describe('versions', () => {
  it('a write over a newer version is a 409 CONFLICT with the current entity, over HTTP and the socket', async () => {
    const { owner, project } = await projectApi(server).sharedProject();
    const token = owner.accessToken;
    const episode = dataOf<{ id: string; updatedAt: string }>(
      await server.request('POST', '/api/scenarios', { token, body: { projectId: project.id, name: 'E1' } }),
    );
    const shot = dataOf<{ id: string; updatedAt: string }>(
      await server.request('POST', `/api/scenarios/${episode.id}/shots`, { token, body: { description: 'Mine' } }),
    );
    const path = `/api/scenarios/${episode.id}/shots/${shot.id}`;
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
    const staleEpisode = await server.request('PATCH', `/api/scenarios/${episode.id}`, {
      token,
      body: { name: 'Stale', expectedUpdatedAt: '2000-01-01T00:00:00.000Z' },
    });
    expect(errorOf(staleEpisode, 409)).toMatchObject({ code: 'CONFLICT', current: { id: episode.id, name: 'E1' } });

    const socket = connect(server.url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: { token },
    });
    sockets.push(socket);
    await new Promise((resolve) => socket.once('auth:ok', resolve));
    const answer = await new Promise<RpcResponse>((resolve) =>
      socket.emit(
        'request',
        {
          id: 'stale',
          action: 'scenario.shot.update',
          payload: { id: episode.id, shotId: shot.id, description: 'x', expectedUpdatedAt: shot.updatedAt },
        },
        resolve,
      ),
    );
    expect(answer).toMatchObject({
      success: false,
      error: { code: 'CONFLICT', current: { description: 'Unversioned' } },
    });
  });
});
