import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProjectView, RecycleBinItem } from '@sym/contracts';
import { assets, projects, scenarios, shots } from '../src/db/schema.ts';
import { newMediaKey } from '../src/media/media-storage.ts';
import type { DomainEvent } from '../src/modules/events/domain-events.ts';
import { dataOf, errorOf, projectApi, rowFixtures, useTestServer } from './helpers/fixtures.ts';

const server = useTestServer();
const fixtures = rowFixtures(server);
const { createProject } = projectApi(server);

async function bin(token: string, query = ''): Promise<RecycleBinItem[]> {
  return dataOf<RecycleBinItem[]>(await server.request('GET', `/api/recycle-bin${query}`, { token }));
}

/** An owner with a live project holding a deleted episode and a deleted asset, and a deleted project. */
async function binScenario() {
  const owner = await server.register();
  const live = await createProject(owner.accessToken, { name: 'Live' });
  const trashedProject = await createProject(owner.accessToken, { name: 'Trashed' });
  const scenario = await fixtures.scenario(live.id, owner.user.id, {
    name: 'Old episode',
    deletedAt: new Date('2024-01-01T00:00:00Z'),
  });
  const asset = await fixtures.asset(live.id, owner.user.id, {
    name: 'Old asset',
    status: 'deleted',
    deletedAt: new Date('2024-02-01T00:00:00Z'),
  });
  await fixtures.scenario(live.id, owner.user.id, { name: 'Kept episode' });
  dataOf(await server.request('DELETE', `/api/projects/${trashedProject.id}`, { token: owner.accessToken }));
  return { owner, live, trashedProject, scenario, asset };
}

describe('recycleBin.list', () => {
  it('lists the owner’s deleted projects, episodes and assets, newest first', async () => {
    const { owner, live, trashedProject, scenario, asset } = await binScenario();
    const items = await bin(owner.accessToken);
    expect(items).toEqual([
      expect.objectContaining({
        type: 'project',
        id: trashedProject.id,
        name: 'Trashed',
        projectId: trashedProject.id,
        projectName: 'Trashed',
        isProjectDeleted: true,
      }),
      {
        type: 'asset',
        id: asset.id,
        name: 'Old asset',
        deletedAt: '2024-02-01T00:00:00.000Z',
        projectId: live.id,
        projectName: 'Live',
        isProjectDeleted: false,
        previewUrl: null,
      },
      expect.objectContaining({ type: 'scenario', id: scenario.id, name: 'Old episode', projectId: live.id }),
    ]);
    expect((await bin(owner.accessToken, '?type=scenario')).map((item) => item.id)).toEqual([scenario.id]);
    expect(
      errorOf(await server.request('GET', '/api/recycle-bin?type=shot', { token: owner.accessToken }), 422).details,
    ).toEqual([expect.objectContaining({ field: 'type' })]);
  });

  it('shows nothing of other people’s projects, even to their collaborators, and needs a token', async () => {
    const { owner, live } = await binScenario();
    const collaborator = await server.register();
    dataOf(
      await server.request('POST', `/api/projects/${live.id}/collaborators`, {
        token: owner.accessToken,
        body: { email: collaborator.user.email },
      }),
    );
    expect(await bin(collaborator.accessToken)).toEqual([]);
    expect((await server.request('GET', '/api/recycle-bin')).status).toBe(401);
  });
});

describe('recycleBin.restore', () => {
  it('puts a project, an episode and an asset back', async () => {
    const { owner, live, trashedProject, scenario, asset } = await binScenario();
    const token = owner.accessToken;
    expect(
      dataOf(await server.request('POST', `/api/recycle-bin/project/${trashedProject.id}/restore`, { token })),
    ).toEqual({ type: 'project', id: trashedProject.id, projectId: trashedProject.id });
    const restored = dataOf<ProjectView>(await server.request('GET', `/api/projects/${trashedProject.id}`, { token }));
    expect(restored).toMatchObject({ status: 'active', deletedAt: null });

    dataOf(await server.request('POST', `/api/recycle-bin/scenario/${scenario.id}/restore`, { token }));
    dataOf(await server.request('POST', `/api/recycle-bin/asset/${asset.id}/restore`, { token }));
    const [scenarioRow] = await server.database.db.select().from(scenarios).where(eq(scenarios.id, scenario.id));
    expect(scenarioRow).toMatchObject({ deletedAt: null, status: 'draft' });
    const [assetRow] = await server.database.db.select().from(assets).where(eq(assets.id, asset.id));
    expect(assetRow).toMatchObject({ deletedAt: null, status: 'active' });
    expect(await bin(token)).toEqual([]);
    const listed = dataOf<{ items: Array<{ id: string; scenario_count: number; asset_count: number }> }>(
      await server.request('GET', '/api/projects?includePreviews=true', { token }),
    );
    expect(listed.items.find((item) => item.id === live.id)).toMatchObject({ scenario_count: 2, asset_count: 1 });

    // Restoring what is not in the bin is refused.
    const again = errorOf(await server.request('POST', `/api/recycle-bin/asset/${asset.id}/restore`, { token }), 422);
    expect(again.details).toEqual([{ field: 'id', message: 'This item is not in the Recycle Bin' }]);
  });

  it('refuses an episode or asset of a deleted project with a clear 422', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const project = await createProject(token);
    const scenario = await fixtures.scenario(project.id, owner.user.id, { deletedAt: new Date() });
    const asset = await fixtures.asset(project.id, owner.user.id, { status: 'deleted', deletedAt: new Date() });
    dataOf(await server.request('DELETE', `/api/projects/${project.id}`, { token }));
    const items = await bin(token);
    expect(items.filter((item) => item.type !== 'project').every((item) => item.isProjectDeleted)).toBe(true);
    expect(
      errorOf(await server.request('POST', `/api/recycle-bin/scenario/${scenario.id}/restore`, { token }), 422).details,
    ).toEqual([{ field: 'id', message: 'This episode belongs to a deleted project. Restore the project first.' }]);
    expect(
      errorOf(await server.request('POST', `/api/recycle-bin/asset/${asset.id}/restore`, { token }), 422).details,
    ).toEqual([{ field: 'id', message: 'This asset belongs to a deleted project. Restore the project first.' }]);
  });

  it('respects the tier limits when something comes back', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const first = await createProject(token, { name: 'First' });
    dataOf(await server.request('DELETE', `/api/projects/${first.id}`, { token }));
    for (let index = 0; index < 10; index += 1) await createProject(token, { name: `P${index}` });
    expect(
      errorOf(await server.request('POST', `/api/recycle-bin/project/${first.id}/restore`, { token }), 403).message,
    ).toBe('Project limit reached (10 on Sym). Upgrade to Motion Maker Pro for unlimited projects.');

    const busyToken = (await server.register()).accessToken;
    const busy = await createProject(busyToken, { name: 'Busy' });
    const busyOwner = busy.userId;
    for (let index = 0; index < 5; index += 1) await fixtures.scenario(busy.id, busyOwner);
    const extra = await fixtures.scenario(busy.id, busyOwner, { deletedAt: new Date() });
    expect(
      errorOf(await server.request('POST', `/api/recycle-bin/scenario/${extra.id}/restore`, { token: busyToken }), 403)
        .message,
    ).toBe('Episode limit reached (5 per project on Sym). Upgrade to Motion Maker Pro for unlimited episodes.');
  });

  it('is the project owner’s: 404 for a stranger and unknown ids, 403 for a collaborator', async () => {
    const { owner, live, trashedProject, scenario, asset } = await binScenario();
    const stranger = await server.register();
    const collaborator = await server.register();
    dataOf(
      await server.request('POST', `/api/projects/${live.id}/collaborators`, {
        token: owner.accessToken,
        body: { email: collaborator.user.email },
      }),
    );
    const cases: Array<[string, string, string]> = [
      ['project', trashedProject.id, 'Project not found'],
      ['scenario', scenario.id, 'Episode not found'],
      ['asset', asset.id, 'Asset not found'],
      ['project', randomUUID(), 'Project not found'],
      ['scenario', randomUUID(), 'Episode not found'],
      ['asset', randomUUID(), 'Asset not found'],
    ];
    for (const [type, id, message] of cases) {
      for (const [method, path] of [
        ['POST', `/api/recycle-bin/${type}/${id}/restore`],
        ['DELETE', `/api/recycle-bin/${type}/${id}`],
      ] as const) {
        expect(errorOf(await server.request(method, path, { token: stranger.accessToken }), 404).message).toBe(message);
      }
    }
    for (const [type, id] of [
      ['scenario', scenario.id],
      ['asset', asset.id],
    ]) {
      expect(
        (await server.request('POST', `/api/recycle-bin/${type}/${id}/restore`, { token: collaborator.accessToken }))
          .status,
      ).toBe(403);
      expect(
        (await server.request('DELETE', `/api/recycle-bin/${type}/${id}`, { token: collaborator.accessToken })).status,
      ).toBe(403);
    }
    expect(
      errorOf(
        await server.request('POST', '/api/recycle-bin/shot/x/restore', { token: owner.accessToken }),
        422,
      ).details?.map((detail) => detail.field),
    ).toEqual(['type', 'id']);
    expect((await server.request('DELETE', `/api/recycle-bin/project/${trashedProject.id}`)).status).toBe(401);
  });
});

describe('recycleBin.purge', () => {
  it('deletes for good with everything inside, and publishes purged events', async () => {
    const seen: DomainEvent[] = [];
    const unsubscribe = server.services.events.subscribe((event) => seen.push(event));
    try {
      const { owner, live, trashedProject, scenario, asset } = await binScenario();
      const token = owner.accessToken;
      const shot = await fixtures.shot(scenario.id, 1);
      const trashedScenario = await fixtures.scenario(trashedProject.id, owner.user.id);

      expect(
        errorOf(await server.request('DELETE', `/api/recycle-bin/project/${live.id}`, { token }), 422).details,
      ).toEqual([{ field: 'id', message: 'This item is not in the Recycle Bin' }]);
      dataOf(await server.request('DELETE', `/api/recycle-bin/scenario/${scenario.id}`, { token }));
      dataOf(await server.request('DELETE', `/api/recycle-bin/asset/${asset.id}`, { token }));
      dataOf(await server.request('DELETE', `/api/recycle-bin/project/${trashedProject.id}`, { token }));
      errorOf(await server.request('POST', `/api/recycle-bin/project/${trashedProject.id}/restore`, { token }), 404);

      const db = server.database.db;
      expect(await db.select().from(scenarios).where(eq(scenarios.id, scenario.id))).toEqual([]);
      expect(await db.select().from(shots).where(eq(shots.id, shot.id))).toEqual([]);
      expect(await db.select().from(assets).where(eq(assets.id, asset.id))).toEqual([]);
      expect(await db.select().from(projects).where(eq(projects.id, trashedProject.id))).toEqual([]);
      expect(await db.select().from(scenarios).where(eq(scenarios.id, trashedScenario.id))).toEqual([]);
      expect(await bin(token)).toEqual([]);

      const mine = seen.filter((event) => event.actorId === owner.user.id).map((event) => event.type);
      expect(mine).toEqual([
        'project.created',
        'project.created',
        'project.deleted',
        'scenario.purged',
        'asset.purged',
        'project.purged',
      ]);
    } finally {
      unsubscribe();
    }
  });

  it('removes the stored files of purged variant images unless a clone still uses them', async () => {
    const owner = await server.register();
    const token = owner.accessToken;
    const project = await createProject(token);
    const media = server.services.files;
    const sharedKey = newMediaKey('png');
    const ownKey = newMediaKey('png');
    for (const key of [sharedKey, ownKey]) await media.put(owner.user.id, key, new Uint8Array([1, 2, 3]), 'image/png');
    const shared = await fixtures.asset(project.id, owner.user.id, { name: 'Shared' });
    await fixtures.variantImage((await fixtures.variant(shared.id, owner.user.id)).id, { storageKey: sharedKey });
    dataOf(await server.request('POST', `/api/projects/${project.id}/clone`, { token }));
    const own = await fixtures.asset(project.id, owner.user.id, { name: 'Own' });
    await fixtures.variantImage((await fixtures.variant(own.id, owner.user.id)).id, { storageKey: ownKey });

    dataOf(await server.request('DELETE', `/api/projects/${project.id}`, { token }));
    dataOf(await server.request('DELETE', `/api/recycle-bin/project/${project.id}`, { token }));
    expect(await media.get(sharedKey)).toBeDefined();
    expect(await media.get(ownKey)).toBeUndefined();
  });

  it('publishes project.restored when a project comes back', async () => {
    const seen: DomainEvent[] = [];
    const unsubscribe = server.services.events.subscribe((event) => seen.push(event));
    try {
      const { owner, trashedProject } = await binScenario();
      dataOf(
        await server.request('POST', `/api/recycle-bin/project/${trashedProject.id}/restore`, {
          token: owner.accessToken,
        }),
      );
      expect(seen.filter((event) => event.actorId === owner.user.id).at(-1)).toMatchObject({
        type: 'project.restored',
        projectId: trashedProject.id,
        data: { type: 'project', id: trashedProject.id },
      });
    } finally {
      unsubscribe();
    }
  });
});
