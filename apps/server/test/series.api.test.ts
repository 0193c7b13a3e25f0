import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import type { ProjectView, RpcResponse, SeriesView } from '@sym/contracts';
import type { DomainEvent } from '../src/modules/events/domain-events.ts';
import { dataOf, errorOf, projectApi, useTestServer } from './helpers/fixtures.ts';

const server = useTestServer();
const { createProject } = projectApi(server);

async function createSeries(token: string, body: Record<string, unknown>): Promise<SeriesView> {
  return dataOf<SeriesView>(await server.request('POST', '/api/series', { token, body }));
}

describe('series', () => {
  it('creates, lists with project counts, renames and validates', async () => {
    const me = await server.register();
    const token = me.accessToken;
    const saga = await createSeries(token, { name: ' Saga ', description: 'Long story' });
    expect(saga).toMatchObject({ name: 'Saga', description: 'Long story', userId: me.user.id, projectCount: 0 });
    const anthology = await createSeries(token, { name: 'anthology' });
    await createProject(token, { name: 'One', seriesId: saga.id });
    const gone = await createProject(token, { name: 'Two', seriesId: saga.id });
    await createProject(token, { name: 'Three', seriesId: saga.id });
    dataOf(await server.request('DELETE', `/api/projects/${gone.id}`, { token }));

    const listed = dataOf<SeriesView[]>(await server.request('GET', '/api/series', { token }));
    expect(listed.map((item) => [item.name, item.projectCount])).toEqual([
      ['anthology', 0],
      ['Saga', 2],
    ]);
    const renamed = dataOf<SeriesView>(
      await server.request('PUT', `/api/series/${anthology.id}`, {
        token,
        body: { name: 'Shorts', description: null },
      }),
    );
    expect(renamed).toMatchObject({ id: anthology.id, name: 'Shorts', description: null });

    const bad = errorOf(
      await server.request('POST', '/api/series', { token, body: { name: '', description: 'x'.repeat(501) } }),
      422,
    );
    expect(bad.details?.map((detail) => detail.field)).toEqual(['name', 'description']);
    expect(
      errorOf(await server.request('PUT', `/api/series/${saga.id}`, { token, body: { name: 'x'.repeat(101) } }), 422)
        .details?.[0]?.field,
    ).toBe('name');
  });

  it('answers 401 without a token and 404 "Series not found" for another user’s or an unknown series', async () => {
    const owner = await server.register();
    const stranger = await server.register();
    const saga = await createSeries(owner.accessToken, { name: 'Private saga' });
    expect((await server.request('GET', '/api/series')).status).toBe(401);
    expect((await server.request('POST', '/api/series', { body: { name: 'S' } })).status).toBe(401);
    for (const id of [saga.id, randomUUID()]) {
      for (const [method, body] of [
        ['PUT', { name: 'Mine' }],
        ['DELETE', undefined],
      ] as const) {
        const error = errorOf(
          await server.request(method, `/api/series/${id}`, { token: stranger.accessToken, body }),
          404,
        );
        expect(error.message).toBe('Series not found');
      }
    }
    expect(dataOf<SeriesView[]>(await server.request('GET', '/api/series', { token: stranger.accessToken }))).toEqual(
      [],
    );
    // Nor can a stranger file a project under someone else's series.
    const error = errorOf(
      await server.request('POST', '/api/projects', {
        token: stranger.accessToken,
        body: { name: 'Sneaky', seriesId: saga.id },
      }),
      422,
    );
    expect(error.details).toEqual([{ field: 'seriesId', message: 'Series not found' }]);
  });

  it('deleting a series moves its projects to No Series and publishes series events', async () => {
    const seen: DomainEvent[] = [];
    const unsubscribe = server.services.events.subscribe((event) => seen.push(event));
    try {
      const me = await server.register();
      const token = me.accessToken;
      const saga = await createSeries(token, { name: 'Saga' });
      const first = await createProject(token, { name: 'First', seriesId: saga.id });
      const second = await createProject(token, { name: 'Second', seriesId: saga.id });
      dataOf(await server.request('PUT', `/api/series/${saga.id}`, { token, body: { name: 'Saga II' } }));
      const deleted = dataOf(await server.request('DELETE', `/api/series/${saga.id}`, { token }));
      expect(deleted).toEqual({ id: saga.id, movedProjects: 2 });
      for (const project of [first, second]) {
        const got = dataOf<ProjectView>(await server.request('GET', `/api/projects/${project.id}`, { token }));
        expect(got.seriesId).toBeNull();
      }
      const noSeries = dataOf<{ items: ProjectView[] }>(
        await server.request('GET', '/api/projects?seriesId=none', { token }),
      );
      expect(noSeries.items.map((item) => item.name).sort()).toEqual(['First', 'Second']);
      expect(dataOf<SeriesView[]>(await server.request('GET', '/api/series', { token }))).toEqual([]);
      expect(
        seen.filter((event) => event.actorId === me.user.id && event.type.startsWith('series.')).map((e) => e.type),
      ).toEqual(['series.created', 'series.updated', 'series.deleted']);
    } finally {
      unsubscribe();
    }
  });

  it('series.list over the socket equals HTTP', async () => {
    const me = await server.register();
    await createSeries(me.accessToken, { name: 'Socket saga' });
    const socket = connect(server.url, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token: me.accessToken },
    });
    try {
      await new Promise((resolve) => socket.once('auth:ok', resolve));
      const viaSocket = await new Promise<RpcResponse>((resolve) =>
        socket.emit('request', { id: 1, action: 'series.list', payload: {} }, resolve),
      );
      const viaHttp = await server.request('GET', '/api/series', { token: me.accessToken });
      expect(viaSocket).toEqual({ id: 1, ...viaHttp.body });
    } finally {
      socket.disconnect();
    }
  });
});
