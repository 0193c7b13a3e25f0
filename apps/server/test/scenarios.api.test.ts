import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import type { RpcResponse, Scenario, ScenarioListItem, Shot } from '@sym/contracts';
import { scenarios, users } from '../src/db/schema.ts';
import { dataOf, errorOf, rowFixtures, useEventLog, useTestServer } from './helpers/fixtures.ts';

const server = useTestServer();
const fixtures = rowFixtures(server);
const events = useEventLog(server);

async function owner() {
  const account = await server.register();
  const project = await fixtures.project(account.user.id);
  return { account, token: account.accessToken, project };
}

const createScenario = async (token: string, body: Record<string, unknown>) =>
  dataOf<Scenario>(await server.request('POST', '/api/scenarios', { token, body }));

describe('scenario.create', () => {
  it('creates an episode with defaults, English always supported, and publishes scenario.created', async () => {
    const { token, project, account } = await owner();
    // Two languages besides English are multi-language, the professional edition's (feature-gates.api.test.ts).
    await fixtures.setUserTier(account.user.id, 'motionmaker');
    const scenario = await createScenario(token, {
      name: '  Pilot  ',
      projectId: project.id,
      supportedLanguages: ['de'],
      contentLanguage: 'ja',
    });
    expect(scenario).toMatchObject({
      name: 'Pilot',
      projectId: project.id,
      userId: account.user.id,
      status: 'draft',
      aspectRatio: 'landscape',
      contentLanguage: 'ja',
      shots: [],
      settings: {},
    });
    expect([...scenario.supportedLanguages].sort()).toEqual(['de', 'en', 'ja']);
    expect(
      events.find((event) => event.type === 'scenario.created' && (event.data as Scenario).id === scenario.id),
    ).toMatchObject({ projectId: project.id, actorId: account.user.id });
  });

  it('accepts project_id, a script, settings and an aspect ratio', async () => {
    const { token, project } = await owner();
    const scenario = await createScenario(token, {
      name: 'Alias',
      project_id: project.id,
      aspectRatio: 'portrait',
      script: 'INT. HOUSE',
      settings: { fps: 24 },
      originalPrompt: 'A story',
      description: 'd'.repeat(1000),
    });
    expect(scenario).toMatchObject({
      projectId: project.id,
      aspectRatio: 'portrait',
      script: 'INT. HOUSE',
      settings: { fps: 24 },
      originalPrompt: 'A story',
    });
  });

  it('answers 422 with field details for bad input', async () => {
    const { token, project } = await owner();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '', projectId: project.id }, 'name'],
      [{ name: 'x'.repeat(101), projectId: project.id }, 'name'],
      [{ name: 'A', projectId: project.id, description: 'd'.repeat(1001) }, 'description'],
      [{ name: 'A', projectId: project.id, aspectRatio: 'wide' }, 'aspectRatio'],
      [{ name: 'A' }, 'projectId'],
      [{ name: 'A', projectId: project.id, contentLanguage: 'xx' }, 'contentLanguage'],
    ];
    for (const [body, field] of cases) {
      const error = errorOf(await server.request('POST', '/api/scenarios', { token, body }), 422);
      expect(error.message).toBe('Validation error');
      expect(error.details?.map((detail) => detail.field)).toContain(field);
    }
  });

  it('refuses the 6th live episode of a base-edition project with 403 naming the limit and the upgrade', async () => {
    const { token, project } = await owner();
    for (let index = 1; index <= 5; index += 1)
      await createScenario(token, { name: `E${index}`, projectId: project.id });
    const error = errorOf(
      await server.request('POST', '/api/scenarios', { token, body: { name: 'E6', projectId: project.id } }),
      403,
    );
    expect(error.code).toBe('FORBIDDEN');
    expect(error.message).toBe(
      'Episode limit reached (5 per project on Sym). Upgrade to Motion Maker Pro for unlimited episodes.',
    );
    const list = dataOf<ScenarioListItem[]>(
      await server.request('GET', `/api/scenarios/project/${project.id}`, { token }),
    );
    expect(list).toHaveLength(5);

    // A deleted episode frees its place.
    await server.request('DELETE', `/api/scenarios/${list[0]!.id}`, { token });
    await createScenario(token, { name: 'E6', projectId: project.id });
  });

  it('holds the limit when episodes are created at the same time', async () => {
    const { token, project } = await owner();
    const responses = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        server.request('POST', '/api/scenarios', { token, body: { name: `C${index}`, projectId: project.id } }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 403, 403]);
  });

  it('has no episode limit for a professional user', async () => {
    const { token, project, account } = await owner();
    await server.database.db.update(users).set({ tier: 'motionmaker' }).where(eq(users.id, account.user.id));
    await server.services.sessionInvalidation.publish({ userId: account.user.id });
    for (let index = 1; index <= 6; index += 1)
      await createScenario(token, { name: `E${index}`, projectId: project.id });
  });

  it('answers 401 without a token and 404 Project not found for a stranger', async () => {
    const { project } = await owner();
    const stranger = await server.register();
    expect(
      errorOf(await server.request('POST', '/api/scenarios', { body: { name: 'A', projectId: project.id } }), 401).code,
    ).toBe('UNAUTHORIZED');
    const error = errorOf(
      await server.request('POST', '/api/scenarios', {
        token: stranger.accessToken,
        body: { name: 'A', projectId: project.id },
      }),
      404,
    );
    expect(error.message).toBe('Project not found');
  });
});

describe('scenario reads', () => {
  it('lists a project’s live episodes with shot_count and total_duration', async () => {
    const { token, project } = await owner();
    const first = await createScenario(token, { name: 'First', projectId: project.id });
    const second = await createScenario(token, { name: 'Second', projectId: project.id });
    for (const duration of [2, 3.5]) {
      dataOf<Shot>(await server.request('POST', `/api/scenarios/${first.id}/shots`, { token, body: { duration } }));
    }
    const list = dataOf<ScenarioListItem[]>(
      await server.request('GET', `/api/scenarios/project/${project.id}`, { token }),
    );
    expect(list.map((item) => [item.name, item.shot_count, item.total_duration])).toEqual([
      ['First', 2, 5.5],
      ['Second', 0, 0],
    ]);
    expect(list[0]).not.toHaveProperty('shots');

    const viaQuery = dataOf<ScenarioListItem[]>(
      await server.request('GET', `/api/scenarios?projectId=${project.id}`, { token }),
    );
    expect(viaQuery).toEqual(list);
    const mine = dataOf<ScenarioListItem[]>(await server.request('GET', '/api/scenarios', { token }));
    expect(mine.map((item) => item.id)).toEqual(expect.arrayContaining([first.id, second.id]));
  });

  it('gets an episode with its shots in sequence order, each with assetIds', async () => {
    const { token, project, account } = await owner();
    const asset = await fixtures.asset(project.id, account.user.id);
    const scenario = await createScenario(token, { name: 'Read', projectId: project.id });
    const last = dataOf<Shot>(
      await server.request('POST', `/api/scenarios/${scenario.id}/shots`, { token, body: { description: 'b' } }),
    );
    const first = dataOf<Shot>(
      await server.request('POST', `/api/scenarios/${scenario.id}/shots`, {
        token,
        body: { description: 'a', sequence: 1, assetIds: [asset.id] },
      }),
    );
    const read = dataOf<Scenario>(await server.request('GET', `/api/scenarios/${scenario.id}`, { token }));
    expect(read.shots.map((shot) => [shot.id, shot.sequence, shot.assetIds])).toEqual([
      [first.id, 1, [asset.id]],
      [last.id, 2, []],
    ]);
  });

  it('answers 404 Episode not found for unknown ids, malformed ids and strangers', async () => {
    const { token, project } = await owner();
    const scenario = await createScenario(token, { name: 'Private', projectId: project.id });
    const stranger = await server.register();
    for (const [id, who] of [
      ['00000000-0000-4000-8000-000000000000', token],
      ['not-a-uuid', token],
      [scenario.id, stranger.accessToken],
    ] as const) {
      expect(errorOf(await server.request('GET', `/api/scenarios/${id}`, { token: who }), 404).message).toBe(
        'Episode not found',
      );
    }
    for (const url of [`/api/scenarios/project/${project.id}`, `/api/scenarios?projectId=${project.id}`]) {
      expect(errorOf(await server.request('GET', url, { token: stranger.accessToken }), 404).message).toBe(
        'Project not found',
      );
    }
    errorOf(await server.request('GET', `/api/scenarios/${scenario.id}`), 401);
  });
});

describe('scenario.update and scenario.delete', () => {
  it('updates with PATCH and PUT, validates status, publishes scenario.updated', async () => {
    const { token, project } = await owner();
    const scenario = await createScenario(token, { name: 'Old', projectId: project.id });
    const patched = dataOf<Scenario>(
      await server.request('PATCH', `/api/scenarios/${scenario.id}`, {
        token,
        body: { name: 'New', status: 'completed', aspectRatio: 'square' },
      }),
    );
    expect(patched).toMatchObject({ name: 'New', status: 'completed', aspectRatio: 'square' });
    const put = dataOf<Scenario>(
      await server.request('PUT', `/api/scenarios/${scenario.id}`, {
        token,
        body: { description: null, status: 'archived' },
      }),
    );
    expect(put).toMatchObject({ name: 'New', status: 'archived', description: null });
    const error = errorOf(
      await server.request('PATCH', `/api/scenarios/${scenario.id}`, { token, body: { status: 'deleted' } }),
      422,
    );
    expect(error.details?.[0]?.field).toBe('status');
    expect(
      events.some((event) => event.type === 'scenario.updated' && (event.data as Scenario).id === scenario.id),
    ).toBe(true);
  });

  it('soft deletes: deleted_at set, status kept, gone from reads; publishes scenario.deleted', async () => {
    const { token, project } = await owner();
    const scenario = await createScenario(token, { name: 'Doomed', projectId: project.id });
    await server.request('PATCH', `/api/scenarios/${scenario.id}`, { token, body: { status: 'completed' } });
    expect(dataOf(await server.request('DELETE', `/api/scenarios/${scenario.id}`, { token }))).toEqual({
      id: scenario.id,
    });
    const [row] = await server.database.db.select().from(scenarios).where(eq(scenarios.id, scenario.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.status).toBe('completed');
    expect(errorOf(await server.request('GET', `/api/scenarios/${scenario.id}`, { token }), 404).message).toBe(
      'Episode not found',
    );
    errorOf(await server.request('DELETE', `/api/scenarios/${scenario.id}`, { token }), 404);
    const list = dataOf<ScenarioListItem[]>(
      await server.request('GET', `/api/scenarios/project/${project.id}`, { token }),
    );
    expect(list).toEqual([]);
    expect(
      events.find((event) => event.type === 'scenario.deleted' && (event.data as { id: string }).id === scenario.id),
    ).toMatchObject({ projectId: project.id });
  });
});

describe('scenario permissions', () => {
  it('lets a collaborator read, create, update and delete episodes', async () => {
    const { token, project } = await owner();
    const collaborator = await server.register();
    await fixtures.collaborator(project.id, collaborator.user.id);
    const as = collaborator.accessToken;
    const scenario = await createScenario(as, { name: 'By collaborator', projectId: project.id });
    dataOf(await server.request('GET', `/api/scenarios/${scenario.id}`, { token }));
    dataOf(await server.request('PATCH', `/api/scenarios/${scenario.id}`, { token: as, body: { name: 'Edited' } }));
    dataOf(await server.request('GET', `/api/scenarios/project/${project.id}`, { token: as }));
    dataOf(await server.request('DELETE', `/api/scenarios/${scenario.id}`, { token: as }));
  });

  it('lets anyone read a public project’s episodes but not change them (403)', async () => {
    const account = await server.register();
    const project = await fixtures.project(account.user.id, { visibility: 'public' });
    const scenario = await createScenario(account.accessToken, { name: 'Public', projectId: project.id });
    const reader = (await server.register()).accessToken;
    dataOf(await server.request('GET', `/api/scenarios/${scenario.id}`, { token: reader }));
    dataOf(await server.request('GET', `/api/scenarios/project/${project.id}`, { token: reader }));
    errorOf(
      await server.request('PATCH', `/api/scenarios/${scenario.id}`, { token: reader, body: { name: 'X' } }),
      403,
    );
    errorOf(await server.request('DELETE', `/api/scenarios/${scenario.id}`, { token: reader }), 403);
    errorOf(
      await server.request('POST', '/api/scenarios', { token: reader, body: { name: 'X', projectId: project.id } }),
      403,
    );
  });

  it('answers 404 to a stranger on update and delete, leaving the episode alone', async () => {
    const { token, project } = await owner();
    const scenario = await createScenario(token, { name: 'Mine', projectId: project.id });
    const stranger = (await server.register()).accessToken;
    errorOf(
      await server.request('PATCH', `/api/scenarios/${scenario.id}`, { token: stranger, body: { name: 'X' } }),
      404,
    );
    errorOf(await server.request('DELETE', `/api/scenarios/${scenario.id}`, { token: stranger }), 404);
    expect(dataOf<Scenario>(await server.request('GET', `/api/scenarios/${scenario.id}`, { token })).name).toBe('Mine');
  });

  it('hides episodes of a deleted project', async () => {
    const account = await server.register();
    const project = await fixtures.project(account.user.id, { status: 'deleted', deletedAt: new Date() });
    const [row] = await server.database.db
      .insert(scenarios)
      .values({ projectId: project.id, userId: account.user.id, name: 'Orphan' })
      .returning();
    errorOf(await server.request('GET', `/api/scenarios/${row!.id}`, { token: account.accessToken }), 404);
    const mine = dataOf<ScenarioListItem[]>(
      await server.request('GET', '/api/scenarios', { token: account.accessToken }),
    );
    expect(mine).toEqual([]);
  });
});

describe('scenario socket RPC', () => {
  it('scenario.listByProject over the socket equals HTTP', async () => {
    const { token, project } = await owner();
    await createScenario(token, { name: 'Over socket', projectId: project.id });
    const socket: Socket = connect(server.url, { transports: ['websocket'], reconnection: false, auth: { token } });
    try {
      await new Promise((resolve) => socket.once('auth:ok', resolve));
      const response = await new Promise<RpcResponse>((resolve) =>
        socket.emit(
          'request',
          { id: 'list-1', action: 'scenario.listByProject', payload: { projectId: project.id } },
          resolve,
        ),
      );
      const http = dataOf(await server.request('GET', `/api/scenarios/project/${project.id}`, { token }));
      expect(response).toMatchObject({ id: 'list-1', success: true });
      expect((response as { data?: unknown }).data).toEqual(http);

      const missing = await new Promise<RpcResponse>((resolve) =>
        socket.emit('request', { id: 'get-1', action: 'scenario.get', payload: { id: 'nope' } }, resolve),
      );
      expect(missing).toMatchObject({ success: false, error: { code: 'NOT_FOUND', message: 'Episode not found' } });
    } finally {
      socket.disconnect();
    }
  });
});
