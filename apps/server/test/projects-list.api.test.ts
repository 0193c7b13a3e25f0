import { afterEach, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { io as connect, type Socket } from 'socket.io-client';
import type { ProjectListItem, ProjectListResult, RpcResponse } from '@sym/contracts';
import type { Database } from '../src/db/index.ts';
import { PgliteConnection } from '../src/db/pglite-connection.ts';
import * as schema from '../src/db/schema.ts';
import { ProjectAccess } from '../src/modules/projects/project-access.policy.ts';
import { ProjectListRepository } from '../src/modules/projects/project-list.repository.ts';
import { ProjectListService } from '../src/modules/projects/project-list.service.ts';
import { ProjectStatsRepository } from '../src/modules/projects/project-stats.repository.ts';
import { ProjectRepository } from '../src/modules/projects/project.repository.ts';
import { dataOf, errorOf, projectApi, rowFixtures, useTestServer } from './helpers/fixtures.ts';

const server = useTestServer();
const fixtures = rowFixtures(server);
const { createProject } = projectApi(server);
const sockets: Socket[] = [];

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

async function list(token: string, query = ''): Promise<ProjectListResult> {
  return dataOf<ProjectListResult>(await server.request('GET', `/api/projects${query}`, { token }));
}

const names = (result: ProjectListResult) => result.items.map((item) => item.name);

describe('projects.list', () => {
  it('lists own and collaborated projects, never deleted ones or a stranger’s (even public)', async () => {
    const me = await server.register();
    const other = await server.register();
    const mine = await createProject(me.accessToken, { name: 'Mine' });
    const shared = await createProject(other.accessToken, { name: 'Shared with me' });
    await createProject(other.accessToken, { name: 'Public but not mine', visibility: 'public' });
    const gone = await createProject(me.accessToken, { name: 'Gone' });
    dataOf(
      await server.request('POST', `/api/projects/${shared.id}/collaborators`, {
        token: other.accessToken,
        body: { email: me.user.email },
      }),
    );
    dataOf(await server.request('DELETE', `/api/projects/${gone.id}`, { token: me.accessToken }));
    const result = await list(me.accessToken);
    expect(result).toMatchObject({ total: 2, limit: 50, offset: 0 });
    expect(result.items.map((item) => [item.id, item.role])).toEqual([
      [shared.id, 'collaborator'],
      [mine.id, 'owner'],
    ]);
    expect(result.items[1]).toEqual({ ...mine, role: 'owner', teamRole: null });
  });

  it('searches name or description case-insensitively, filters by series, sorts and paginates', async () => {
    const me = await server.register();
    const token = me.accessToken;
    const series = dataOf<{ id: string }>(await server.request('POST', '/api/series', { token, body: { name: 'S' } }));
    await createProject(token, { name: 'banana', description: 'Yellow FRUIT' });
    await createProject(token, { name: 'Apple', seriesId: series.id });
    await createProject(token, { name: 'cherry 100%', description: 'red fruit' });
    const first = await list(token);
    expect(names(first)).toEqual(['cherry 100%', 'Apple', 'banana']);
    // Touch banana so it becomes the most recently modified.
    const banana = first.items[2]!;
    dataOf(await server.request('PATCH', `/api/projects/${banana.id}`, { token, body: { tags: ['x'] } }));

    expect(names(await list(token, '?search=FRUIT'))).toEqual(['cherry 100%', 'banana']);
    expect(names(await list(token, '?search=%25'))).toEqual(['cherry 100%']);
    expect(names(await list(token, '?search=APP'))).toEqual(['Apple']);
    expect(names(await list(token, `?seriesId=${series.id}`))).toEqual(['Apple']);
    expect(names(await list(token, '?seriesId=none&sort=name'))).toEqual(['banana', 'cherry 100%']);
    expect(names(await list(token, '?sort=name'))).toEqual(['Apple', 'banana', 'cherry 100%']);
    expect(names(await list(token, '?sort=modified'))).toEqual(['banana', 'cherry 100%', 'Apple']);
    const page = await list(token, '?sort=name&limit=2&offset=1');
    expect(page).toMatchObject({ total: 3, limit: 2, offset: 1 });
    expect(names(page)).toEqual(['banana', 'cherry 100%']);
    const past = await list(token, '?limit=2&offset=10');
    expect(past).toMatchObject({ items: [], total: 3 });
  });

  it('answers 422 with field details for bad query values', async () => {
    const me = await server.register();
    const error = errorOf(
      await server.request('GET', '/api/projects?sort=random&limit=0&offset=-1&seriesId=x', { token: me.accessToken }),
      422,
    );
    expect(error.details?.map((detail) => detail.field).sort()).toEqual(['limit', 'offset', 'seriesId', 'sort']);
  });
});

describe('projects.listWithPreviews', () => {
  it('adds counts, duration, style and the first shot’s preview image', async () => {
    const me = await server.register();
    const token = me.accessToken;
    const withPrimary = await createProject(token, { name: 'primary', style: { preset: 'anime' } });
    const withCompleted = await createProject(token, { name: 'completed' });
    const withShotImage = await createProject(token, { name: 'shot image' });
    const empty = await createProject(token, { name: 'empty' });

    // primary: an older deleted episode is skipped; the lowest sequence wins; the primary image beats newer ones.
    const deletedScenario = await fixtures.scenario(withPrimary.id, me.user.id, {
      createdAt: new Date('2020-01-01T00:00:00Z'),
      deletedAt: new Date(),
    });
    await fixtures.shot(deletedScenario.id, 1, { duration: 100, imageUrl: 'https://cdn.example.com/deleted.png' });
    const scenario = await fixtures.scenario(withPrimary.id, me.user.id, {
      createdAt: new Date('2021-01-01T00:00:00Z'),
    });
    await fixtures.scenario(withPrimary.id, me.user.id, { createdAt: new Date('2022-01-01T00:00:00Z') });
    const second = await fixtures.shot(scenario.id, 2, { duration: 3 });
    const first = await fixtures.shot(scenario.id, 1, { duration: 1.5, imageUrl: 'https://cdn.example.com/shot.png' });
    await fixtures.shotGeneration(second.id, { isPrimary: true, url: 'https://cdn.example.com/not-first.png' });
    await fixtures.shotGeneration(first.id, {
      isPrimary: true,
      url: 'https://cdn.example.com/primary.png',
      createdAt: new Date('2021-01-02T00:00:00Z'),
    });
    await fixtures.shotGeneration(first.id, { url: 'https://cdn.example.com/newer.png' });
    await fixtures.asset(withPrimary.id, me.user.id);
    await fixtures.asset(withPrimary.id, me.user.id, { status: 'deleted', deletedAt: new Date() });

    // completed: the latest completed image generation; failed ones and videos do not count.
    const scenario2 = await fixtures.scenario(withCompleted.id, me.user.id);
    const shot2 = await fixtures.shot(scenario2.id, 1, { imageUrl: 'https://cdn.example.com/fallback.png' });
    await fixtures.shotGeneration(shot2.id, {
      url: 'https://cdn.example.com/old.png',
      createdAt: new Date('2020-01-01'),
    });
    await fixtures.shotGeneration(shot2.id, {
      url: 'https://cdn.example.com/latest.png',
      createdAt: new Date('2021-01-01'),
    });
    await fixtures.shotGeneration(shot2.id, { url: 'https://cdn.example.com/failed.png', status: 'failed' });
    await fixtures.shotGeneration(shot2.id, { url: 'https://cdn.example.com/video.mp4', kind: 'video' });

    // shot image: no generation at all.
    const scenario3 = await fixtures.scenario(withShotImage.id, me.user.id);
    await fixtures.shot(scenario3.id, 1, { imageUrl: 'https://cdn.example.com/own.png' });

    const result = await list(token, '?includePreviews=true&sort=name');
    const byName = new Map(result.items.map((item) => [item.name, item]));
    expect(byName.get('primary')).toMatchObject({
      id: withPrimary.id,
      created_at: withPrimary.createdAt,
      scenario_count: 2,
      asset_count: 1,
      total_duration: 4.5,
      style: { preset: 'anime', moduleId: null, reference_image_url: null, custom_description: null },
      previewImage: 'https://cdn.example.com/primary.png',
    });
    // updated_at is the last change to the project or anything in it (its episodes, shots and assets came later).
    expect(Date.parse(byName.get('primary')!.updated_at!)).toBeGreaterThan(Date.parse(withPrimary.updatedAt));
    expect(byName.get('completed')?.previewImage).toBe('https://cdn.example.com/latest.png');
    expect(byName.get('shot image')?.previewImage).toBe('https://cdn.example.com/own.png');
    expect(byName.get('empty')).toMatchObject({
      id: empty.id,
      scenario_count: 0,
      asset_count: 0,
      total_duration: 0,
      previewImage: null,
    });

    // The same list from the dedicated route; the plain list carries none of the listing fields.
    const viaRoute = dataOf<ProjectListResult>(
      await server.request('GET', '/api/projects/with-previews?sort=name', { token }),
    );
    expect(viaRoute).toEqual(result);
    const plain = await list(token, '?sort=name&includePreviews=false');
    expect(plain.items[0]).not.toHaveProperty('previewImage');
  });

  it('computes a whole page in a number of statements that does not grow with the page size', async () => {
    const me = await server.register();
    for (let index = 0; index < 8; index += 1) {
      const project = await createProject(me.accessToken, { name: `Counted ${index}` });
      const scenario = await fixtures.scenario(project.id, me.user.id);
      const shot = await fixtures.shot(scenario.id, 1, { duration: 2 });
      await fixtures.shotGeneration(shot.id, { url: `https://cdn.example.com/${index}.png` });
      await fixtures.asset(project.id, me.user.id);
    }
    const counting = countingDatabase(server.database.db);
    const service = new ProjectListService({
      lists: new ProjectListRepository(counting.db),
      stats: new ProjectStatsRepository(counting.db),
      access: new ProjectAccess({ projects: new ProjectRepository(counting.db) }),
    });
    const statementsFor = async (limit: number) => {
      counting.statements.length = 0;
      const page = await service.list(me.user.id, {
        sort: 'recent',
        limit,
        offset: 0,
        includePreviews: true,
      });
      expect(page.items).toHaveLength(limit);
      expect(page.items.every((item: ProjectListItem) => item.previewImage?.startsWith('https://'))).toBe(true);
      return counting.statements.length;
    };
    const small = await statementsFor(2);
    const large = await statementsFor(8);
    expect(small).toBe(1);
    expect(large).toBe(small);
  });
});

describe('projects.list over the socket', () => {
  it('gives the same answer as HTTP', async () => {
    const me = await server.register();
    await createProject(me.accessToken, { name: 'Over the wire', description: 'socket' });
    const socket = connect(server.url, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token: me.accessToken },
    });
    sockets.push(socket);
    await new Promise((resolve) => socket.once('auth:ok', resolve));
    const rpc = (action: string, payload: unknown) =>
      new Promise<RpcResponse>((resolve) => socket.emit('request', { id: action, action, payload }, resolve));
    const viaHttp = await server.request('GET', '/api/projects?search=wire', { token: me.accessToken });
    expect(await rpc('projects.list', { search: 'wire' })).toEqual({ id: 'projects.list', ...viaHttp.body });
    const previewsHttp = await server.request('GET', '/api/projects?includePreviews=true', { token: me.accessToken });
    expect(await rpc('projects.listWithPreviews', {})).toEqual({
      id: 'projects.listWithPreviews',
      ...previewsHttp.body,
    });
    const invalid = await rpc('projects.list', { limit: 1000 });
    expect(invalid).toMatchObject({
      success: false,
      error: { code: 'VALIDATION_ERROR', details: [{ field: 'limit' }] },
    });
  });
});

/** A second Drizzle handle on the server's own connection that records every statement it sends. */
function countingDatabase(db: Database): { db: Database; statements: string[] } {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => statements.push(query) };
  const client: unknown = Reflect.get(db, '$client');
  if (client instanceof PgliteConnection) {
    return { db: drizzlePglite({ client: client as unknown as PGlite, schema, logger }), statements };
  }
  if (client instanceof pg.Pool) return { db: drizzlePostgres({ client, schema, logger }), statements };
  throw new Error('Unknown database client');
}
