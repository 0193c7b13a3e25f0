import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ProjectDetails, ProjectStats, ProjectView } from '@sym/contracts';
import type { DomainEvent } from '../src/modules/events/domain-events.ts';
import { dataOf, errorOf, projectApi, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { startTestServer } from './helpers/test-server.ts';

const server = useTestServer();
const fixtures = rowFixtures(server);
const { createProject, sharedProject } = projectApi(server);

describe('project.create', () => {
  it('creates a private project owned by the caller, English always among its languages', async () => {
    const account = await server.register();
    const project = await createProject(account.accessToken, {
      name: '  Moon Saga ',
      description: 'A story',
      supportedLanguages: ['de'],
      style: { preset: 'anime', custom_description: 'soft light' },
      tags: ['space'],
    });
    expect(project).toMatchObject({
      name: 'Moon Saga',
      description: 'A story',
      userId: account.user.id,
      seriesId: null,
      visibility: 'private',
      status: 'active',
      tags: ['space'],
      metadata: {},
      supportedLanguages: ['en', 'de'],
      style: { preset: 'anime', custom_description: 'soft light', moduleId: null, reference_image_url: null },
      deletedAt: null,
    });
    expect(Date.parse(project.createdAt)).not.toBeNaN();
  });

  it('answers 422 with field details for a bad name, description, language or series', async () => {
    const account = await server.register();
    const response = await server.request('POST', '/api/projects', {
      token: account.accessToken,
      body: { name: '', description: 'x'.repeat(501), supportedLanguages: ['xx'] },
    });
    const error = errorOf(response, 422);
    expect(error.message).toBe('Validation error');
    expect(error.details?.map((detail) => detail.field)).toEqual(['name', 'description', 'supportedLanguages.0']);
    const tooLong = errorOf(
      await server.request('POST', '/api/projects', { token: account.accessToken, body: { name: 'x'.repeat(101) } }),
      422,
    );
    expect(tooLong.details?.[0]?.field).toBe('name');
    const otherSeries = errorOf(
      await server.request('POST', '/api/projects', {
        token: account.accessToken,
        body: { name: 'P', seriesId: randomUUID() },
      }),
      422,
    );
    expect(otherSeries.details).toEqual([{ field: 'seriesId', message: 'Series not found' }]);
  });

  it('answers 401 without a token', async () => {
    expect(errorOf(await server.request('POST', '/api/projects', { body: { name: 'P' } }), 401).message).toBe(
      'Unauthorized',
    );
    expect((await server.request('GET', '/api/projects')).status).toBe(401);
  });

  it('refuses the 11th project on the base tier with a message naming the limit and the upgrade', async () => {
    const account = await server.register();
    for (let index = 0; index < 10; index += 1) await createProject(account.accessToken, { name: `P${index}` });
    const error = errorOf(
      await server.request('POST', '/api/projects', { token: account.accessToken, body: { name: 'P11' } }),
      403,
    );
    expect(error.message).toBe(
      'Project limit reached (10 on Sym). Upgrade to Motion Maker Pro for unlimited projects.',
    );
    // The X-App-Tier header changes branding only; it never lifts a limit.
    const viaHeader = await server.request('POST', '/api/projects', {
      token: account.accessToken,
      body: { name: 'P11' },
      headers: { 'X-App-Tier': 'motionmaker' },
    });
    expect(viaHeader.status).toBe(403);
    // A deleted project no longer counts.
    const list = dataOf<{ items: ProjectView[] }>(
      await server.request('GET', '/api/projects', { token: account.accessToken }),
    );
    dataOf(await server.request('DELETE', `/api/projects/${list.items[0]!.id}`, { token: account.accessToken }));
    await createProject(account.accessToken, { name: 'P11' });
  });

  it('allows more than 10 projects on the professional site tier', async () => {
    const pro = await startTestServer({ APP_TIER: 'motionmaker' });
    try {
      const account = await pro.register();
      for (let index = 0; index < 11; index += 1) {
        const response = await pro.request('POST', '/api/projects', {
          token: account.accessToken,
          body: { name: `P${index}` },
        });
        expect(response.status, response.text).toBe(200);
      }
    } finally {
      await pro.close();
    }
  });
});

describe('project.get and project.details', () => {
  it('gives the owner the project with their role, and details with owner, collaborators and counts', async () => {
    const { owner, collaborator, project } = await sharedProject();
    await fixtures.scenario(project.id, owner.user.id);
    await fixtures.asset(project.id, owner.user.id);
    await fixtures.asset(project.id, owner.user.id, { status: 'deleted', deletedAt: new Date() });
    const got = dataOf<ProjectView & { role: string }>(
      await server.request('GET', `/api/projects/${project.id}`, { token: owner.accessToken }),
    );
    expect(got).toEqual({ ...project, role: 'owner', teamRole: null });
    const details = dataOf<ProjectDetails>(
      await server.request('GET', `/api/projects/${project.id}/details`, { token: collaborator.accessToken }),
    );
    expect(details).toMatchObject({
      id: project.id,
      role: 'collaborator',
      owner: { id: owner.user.id, name: owner.user.name, email: owner.user.email },
      collaborators: [{ id: collaborator.user.id, name: collaborator.user.name, email: collaborator.user.email }],
      scenario_count: 1,
      asset_count: 1,
    });
    const viaQuery = await server.request('GET', `/api/projects/${project.id}?details=true`, {
      token: collaborator.accessToken,
    });
    expect(dataOf(viaQuery)).toEqual(details);
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    const account = await server.register();
    expect(
      errorOf(await server.request('GET', `/api/projects/${randomUUID()}`, { token: account.accessToken }), 404)
        .message,
    ).toBe('Project not found');
    const error = errorOf(await server.request('GET', '/api/projects/not-a-uuid', { token: account.accessToken }), 422);
    expect(error.details?.[0]?.field).toBe('id');
  });

  it('lets a stranger read a public project but not change it', async () => {
    const { stranger, project } = await sharedProject({ visibility: 'public' });
    const got = dataOf<{ role: string }>(
      await server.request('GET', `/api/projects/${project.id}`, { token: stranger.accessToken }),
    );
    expect(got.role).toBe('public');
    expect(
      (
        await server.request('PATCH', `/api/projects/${project.id}`, {
          token: stranger.accessToken,
          body: { name: 'X' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await server.request('DELETE', `/api/projects/${project.id}`, { token: stranger.accessToken })).status,
    ).toBe(403);
    expect(
      (await server.request('POST', `/api/projects/${project.id}/clone`, { token: stranger.accessToken })).status,
    ).toBe(403);
  });
});

describe('project.update', () => {
  it('lets the owner change every field (PATCH and PUT) and keeps English among the languages', async () => {
    const account = await server.register();
    const project = await createProject(account.accessToken);
    const series = dataOf<{ id: string }>(
      await server.request('POST', '/api/series', { token: account.accessToken, body: { name: 'Saga' } }),
    );
    const patched = dataOf<ProjectView>(
      await server.request('PATCH', `/api/projects/${project.id}`, {
        token: account.accessToken,
        body: {
          name: 'Renamed',
          description: null,
          visibility: 'public',
          seriesId: series.id,
          supportedLanguages: ['ja'],
          style: { preset: 'watercolor' },
          metadata: { mood: 'calm' },
        },
      }),
    );
    expect(patched).toMatchObject({
      name: 'Renamed',
      description: null,
      visibility: 'public',
      seriesId: series.id,
      supportedLanguages: ['en', 'ja'],
      style: { preset: 'watercolor' },
      metadata: { mood: 'calm' },
    });
    const put = dataOf<ProjectView>(
      await server.request('PUT', `/api/projects/${project.id}`, {
        token: account.accessToken,
        body: { tags: ['a'], status: 'archived' },
      }),
    );
    expect(put).toMatchObject({ name: 'Renamed', tags: ['a'], status: 'archived' });
    const bad = errorOf(
      await server.request('PATCH', `/api/projects/${project.id}`, {
        token: account.accessToken,
        body: { name: '', visibility: 'everyone' },
      }),
      422,
    );
    expect(bad.details?.map((detail) => detail.field)).toEqual(['name', 'visibility']);
  });

  it('lets a collaborator edit content but not visibility, series or status', async () => {
    const { collaborator, project } = await sharedProject();
    const edited = dataOf<ProjectView>(
      await server.request('PATCH', `/api/projects/${project.id}`, {
        token: collaborator.accessToken,
        body: { name: 'Edited by collaborator', visibility: 'private' },
      }),
    );
    expect(edited.name).toBe('Edited by collaborator');
    const refused = errorOf(
      await server.request('PATCH', `/api/projects/${project.id}`, {
        token: collaborator.accessToken,
        body: { visibility: 'public' },
      }),
      403,
    );
    expect(refused.message).toBe('Only the project owner may change visibility');
  });
});

describe('project.delete', () => {
  it('is the owner’s: a collaborator gets 403, and a deleted project is gone from reads and lists', async () => {
    const { owner, collaborator, project } = await sharedProject();
    expect(
      (await server.request('DELETE', `/api/projects/${project.id}`, { token: collaborator.accessToken })).status,
    ).toBe(403);
    const deleted = dataOf<ProjectView>(
      await server.request('DELETE', `/api/projects/${project.id}`, { token: owner.accessToken }),
    );
    expect(deleted.status).toBe('deleted');
    expect(deleted.deletedAt).not.toBeNull();
    expect((await server.request('GET', `/api/projects/${project.id}`, { token: owner.accessToken })).status).toBe(404);
    for (const token of [owner.accessToken, collaborator.accessToken]) {
      const list = dataOf<{ items: ProjectView[] }>(await server.request('GET', '/api/projects', { token }));
      expect(list.items.map((item) => item.id)).not.toContain(project.id);
    }
  });
});

describe('project.stats', () => {
  it('counts live episodes, assets by type, shots, duration and generated media', async () => {
    const owner = await server.register();
    const project = await createProject(owner.accessToken);
    const scenario = await fixtures.scenario(project.id, owner.user.id);
    await fixtures.scenario(project.id, owner.user.id, { deletedAt: new Date() });
    const first = await fixtures.shot(scenario.id, 1, { duration: 2.5 });
    await fixtures.shot(scenario.id, 2, { duration: 4 });
    await fixtures.shotGeneration(first.id);
    await fixtures.shotGeneration(first.id, { status: 'failed' });
    await fixtures.shotGeneration(first.id, { kind: 'video' });
    const hero = await fixtures.asset(project.id, owner.user.id, { type: 'character' });
    await fixtures.asset(project.id, owner.user.id, { type: 'location' });
    await fixtures.asset(project.id, owner.user.id, { type: 'prop', status: 'deleted' });
    await fixtures.variantImage((await fixtures.variant(hero.id, owner.user.id)).id);
    const stats = dataOf<ProjectStats>(
      await server.request('GET', `/api/projects/${project.id}/stats`, { token: owner.accessToken }),
    );
    expect(stats).toEqual({
      projectId: project.id,
      scenario_count: 1,
      asset_count: 2,
      assets_by_type: { character: 1, location: 1, prop: 0, style: 0 },
      shot_count: 2,
      total_duration: 6.5,
      generated_images: 2,
      generated_videos: 1,
    });
  });
});

describe('access to another user’s project', () => {
  it('answers 404 "Project not found" to a stranger on every project operation', async () => {
    const { project, collaborator, stranger } = await sharedProject();
    const token = stranger.accessToken;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/api/projects/${project.id}`],
      ['GET', `/api/projects/${project.id}/details`],
      ['PATCH', `/api/projects/${project.id}`, { name: 'Mine now' }],
      ['PUT', `/api/projects/${project.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/projects/${project.id}`],
      ['POST', `/api/projects/${project.id}/clone`],
      ['POST', `/api/projects/${project.id}/collaborators`, { email: stranger.user.email }],
      ['DELETE', `/api/projects/${project.id}/collaborators/${collaborator.user.id}`],
      ['GET', `/api/projects/${project.id}/stats`],
    ];
    for (const [method, path, body] of calls) {
      const error = errorOf(await server.request(method, path, { token, body }), 404);
      expect(error.message, `${method} ${path}`).toBe('Project not found');
    }
  });
});

describe('domain events', () => {
  it('publishes project and collaborator events after the change', async () => {
    const seen: DomainEvent[] = [];
    const unsubscribe = server.services.events.subscribe((event) => seen.push(event));
    try {
      const owner = await server.register();
      const friend = await server.register();
      const project = await createProject(owner.accessToken);
      const token = owner.accessToken;
      await server.request('PATCH', `/api/projects/${project.id}`, { token, body: { name: 'Two' } });
      await server.request('POST', `/api/projects/${project.id}/collaborators`, {
        token,
        body: { email: friend.user.email },
      });
      await server.request('DELETE', `/api/projects/${project.id}/collaborators/${friend.user.id}`, { token });
      const copy = dataOf<ProjectView>(await server.request('POST', `/api/projects/${project.id}/clone`, { token }));
      await server.request('DELETE', `/api/projects/${project.id}`, { token });
      const mine = seen.filter((event) => event.actorId === owner.user.id);
      expect(mine.map((event) => event.type)).toEqual([
        'project.created',
        'project.updated',
        'collaborator.added',
        'collaborator.removed',
        'project.cloned',
        'project.deleted',
      ]);
      expect(mine[0]).toMatchObject({ projectId: project.id, data: { id: project.id, name: 'My project' } });
      expect(mine[2]).toMatchObject({ projectId: project.id, data: { id: friend.user.id } });
      expect(mine[4]).toMatchObject({ projectId: copy.id, data: { sourceProjectId: project.id } });
    } finally {
      unsubscribe();
    }
  });
});
