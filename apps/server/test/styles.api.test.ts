import { describe, expect, it } from 'vitest';
import type { StyleModuleView, StylePresetInfo } from '@sym/contracts';
import { dataOf, errorOf, rowFixtures, useEventLog, useTestServer } from './helpers/fixtures.ts';

const server = useTestServer();
const fixtures = rowFixtures(server);
const events = useEventLog(server);

const create = async (token: string, body: Record<string, unknown>) =>
  dataOf<StyleModuleView>(await server.request('POST', '/api/style-modules', { token, body }));

describe('styles.presets', () => {
  it('lists the 14 presets with names, descriptions and the five wizard ones', async () => {
    const { accessToken: token } = await server.register();
    const presets = dataOf<StylePresetInfo[]>(await server.request('GET', '/api/style-presets', { token }));
    expect(presets).toHaveLength(14);
    expect(presets[0]).toMatchObject({ id: 'photorealistic', name: 'Photorealistic', wizard: true });
    expect(presets.every((preset) => preset.name && preset.description)).toBe(true);
    expect(presets.filter((preset) => preset.wizard).map((preset) => preset.id)).toEqual([
      'photorealistic',
      '3d-animation',
      'anime',
      'oil-painting',
      'fantasy-art',
    ]);
    errorOf(await server.request('GET', '/api/style-presets'), 401);
  });
});

describe('style modules', () => {
  it('keeps a global library per user and a library per project', async () => {
    const account = await server.register();
    const token = account.accessToken;
    const project = await fixtures.project(account.user.id);
    const global = await create(token, {
      name: 'Noir',
      preset: 'gritty-realism',
      description: 'Dark',
      referenceImageUrl: 'https://example.com/noir.png',
      settings: { strength: 0.7 },
    });
    expect(global).toMatchObject({
      name: 'Noir',
      preset: 'gritty-realism',
      projectId: null,
      userId: account.user.id,
      settings: { strength: 0.7 },
    });
    const local = await create(token, { name: 'Local', preset: 'anime', projectId: project.id });
    expect(local.projectId).toBe(project.id);

    const library = dataOf<StyleModuleView[]>(await server.request('GET', '/api/style-modules', { token }));
    expect(library.map((module) => module.id)).toEqual([global.id]);
    const projectModules = dataOf<StyleModuleView[]>(
      await server.request('GET', `/api/style-modules?projectId=${project.id}`, { token }),
    );
    expect(projectModules.map((module) => module.id)).toEqual([local.id]);
    expect(events.filter((event) => event.type === 'style.created').map((event) => event.projectId)).toEqual(
      expect.arrayContaining([null, project.id]),
    );
  });

  it('gets, updates (PATCH and PUT) and deletes a module, publishing events', async () => {
    const { accessToken: token } = await server.register();
    const module = await create(token, { name: 'Before', preset: 'watercolor' });
    expect(
      dataOf<StyleModuleView>(await server.request('GET', `/api/style-modules/${module.id}`, { token })).name,
    ).toBe('Before');
    const patched = dataOf<StyleModuleView>(
      await server.request('PATCH', `/api/style-modules/${module.id}`, {
        token,
        body: { name: 'After', preset: 'vintage' },
      }),
    );
    expect(patched).toMatchObject({ name: 'After', preset: 'vintage' });
    const put = dataOf<StyleModuleView>(
      await server.request('PUT', `/api/style-modules/${module.id}`, { token, body: { description: null } }),
    );
    expect(put.description).toBeNull();
    expect(dataOf(await server.request('DELETE', `/api/style-modules/${module.id}`, { token }))).toEqual({
      id: module.id,
    });
    expect(errorOf(await server.request('GET', `/api/style-modules/${module.id}`, { token }), 404).message).toBe(
      'Style module not found',
    );
    expect(
      events.some((event) => event.type === 'style.updated' && (event.data as StyleModuleView).id === module.id),
    ).toBe(true);
    expect(
      events.some((event) => event.type === 'style.deleted' && (event.data as { id: string }).id === module.id),
    ).toBe(true);
  });

  it('answers 422 for bad input', async () => {
    const { accessToken: token } = await server.register();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '', preset: 'anime' }, 'name'],
      [{ name: 'A' }, 'preset'],
      [{ name: 'A', preset: 'cubism' }, 'preset'],
      [{ name: 'A', preset: 'anime', description: 'x'.repeat(1001) }, 'description'],
      [{ name: 'A', preset: 'anime', referenceImageUrl: 'nope' }, 'referenceImageUrl'],
      [{ name: 'A', preset: 'anime', referenceImageUrl: 'javascript:alert(1)' }, 'referenceImageUrl'],
      [{ name: 'A', preset: 'anime', referenceImageUrl: 'file:///etc/passwd' }, 'referenceImageUrl'],
      [{ name: 'A', preset: 'anime', projectId: 'nope' }, 'projectId'],
    ];
    for (const [body, field] of cases) {
      const error = errorOf(await server.request('POST', '/api/style-modules', { token, body }), 422);
      expect(error.details?.map((detail) => detail.field)).toEqual([field]);
    }
    const module = await create(token, { name: 'Ink', preset: 'anime' });
    const patch = { referenceImageUrl: 'javascript:alert(1)' };
    const error = errorOf(
      await server.request('PATCH', `/api/style-modules/${module.id}`, { token, body: patch }),
      422,
    );
    expect(error.details?.map((detail) => detail.field)).toEqual(['referenceImageUrl']);
  });

  it('keeps strangers out (404) and lets collaborators work on project modules', async () => {
    const owner = await server.register();
    const project = await fixtures.project(owner.user.id);
    const global = await create(owner.accessToken, { name: 'Mine', preset: 'anime' });
    const local = await create(owner.accessToken, { name: 'Ours', preset: 'anime', projectId: project.id });
    const stranger = (await server.register()).accessToken;
    for (const id of [global.id, local.id, 'not-a-uuid']) {
      for (const [method, body] of [['GET'], ['PATCH', { name: 'X' }], ['DELETE']] as const) {
        const error = errorOf(await server.request(method, `/api/style-modules/${id}`, { token: stranger, body }), 404);
        expect(error.message).toBe('Style module not found');
      }
    }
    expect(
      errorOf(await server.request('GET', `/api/style-modules?projectId=${project.id}`, { token: stranger }), 404)
        .message,
    ).toBe('Project not found');
    errorOf(
      await server.request('POST', '/api/style-modules', {
        token: stranger,
        body: { name: 'X', preset: 'anime', projectId: project.id },
      }),
      404,
    );
    expect(dataOf<StyleModuleView[]>(await server.request('GET', '/api/style-modules', { token: stranger }))).toEqual(
      [],
    );

    const collaborator = await server.register();
    await fixtures.collaborator(project.id, collaborator.user.id);
    const as = collaborator.accessToken;
    dataOf(await server.request('GET', `/api/style-modules?projectId=${project.id}`, { token: as }));
    dataOf(await server.request('PATCH', `/api/style-modules/${local.id}`, { token: as, body: { name: 'Edited' } }));
    await create(as, { name: 'Theirs', preset: 'sci-fi', projectId: project.id });
    errorOf(await server.request('GET', `/api/style-modules/${global.id}`, { token: as }), 404);
    dataOf(await server.request('DELETE', `/api/style-modules/${local.id}`, { token: as }));
    errorOf(await server.request('GET', '/api/style-modules'), 401);
  });

  it('lets a reader of a public project see its modules but not change them', async () => {
    const owner = await server.register();
    const project = await fixtures.project(owner.user.id, { visibility: 'public' });
    const local = await create(owner.accessToken, { name: 'Shown', preset: 'anime', projectId: project.id });
    const reader = (await server.register()).accessToken;
    dataOf(await server.request('GET', `/api/style-modules/${local.id}`, { token: reader }));
    errorOf(
      await server.request('PATCH', `/api/style-modules/${local.id}`, { token: reader, body: { name: 'X' } }),
      403,
    );
  });
});
