import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthResult } from '@sym/contracts';
import { assets } from '../src/db/schema.ts';
import type { PresentedAsset } from '../src/modules/assets/asset.presenter.ts';
import type { PresentedVariant } from '../src/modules/asset-variants/variant.presenter.ts';
import { dataOf, errorOf, openRpcSocket, recordEvents, rowFixtures, useTestServer } from './helpers/fixtures.ts';

const server = useTestServer();
const fixtures = rowFixtures(server);
let owner: AuthResult;
let stranger: AuthResult;
let collaborator: AuthResult;

beforeAll(async () => {
  [owner, stranger, collaborator] = await Promise.all([server.register(), server.register(), server.register()]);
});

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

async function createAsset(token: string, body: Record<string, unknown>) {
  return dataOf<PresentedAsset>(await server.request('POST', '/api/assets', { token, body }));
}

describe('asset.create', () => {
  it('creates an asset with defaults, the spec aliases and a Default variant, and publishes events', async () => {
    const project = await fixtures.project(owner.user.id);
    const recorder = recordEvents(server);
    const asset = await createAsset(owner.accessToken, { name: '  Hero  ', project_id: project.id });
    recorder.stop();
    expect(asset).toMatchObject({
      name: 'Hero',
      description: null,
      type: 'character',
      projectId: project.id,
      project_id: project.id,
      userId: owner.user.id,
      status: 'active',
      imageUrl: null,
      image_url: null,
      reference_image: null,
      referenceImages: [],
      tags: [],
      metadata: {},
      folder: null,
      attachedStyleModules: [],
    });
    expect(asset._id).toBe(asset.id);
    expect(Date.parse(asset.createdAt)).not.toBeNaN();
    expect(recorder.types()).toEqual(['asset.created', 'variant.created']);
    expect(recorder.events[0]).toMatchObject({ projectId: project.id, actorId: owner.user.id, data: asset });

    const variants = dataOf<PresentedVariant[]>(
      await server.request('GET', `/api/assets/${asset.id}/generations`, { token: owner.accessToken }),
    );
    expect(variants.map((variant) => variant.variant_name)).toEqual(['Default']);
  });

  it('keeps every given field', async () => {
    const project = await fixtures.project(owner.user.id);
    const { id: styleId } = await fixtures.styleModule(owner.user.id, { projectId: project.id });
    const asset = await createAsset(owner.accessToken, {
      name: 'Old harbour',
      description: 'Foggy morning',
      type: 'location',
      projectId: project.id,
      folder: 'Coast',
      attachedStyleModules: [styleId],
      tags: ['sea'],
      metadata: { mood: 'calm' },
    });
    expect(asset).toMatchObject({
      type: 'location',
      description: 'Foggy morning',
      folder: 'Coast',
      attachedStyleModules: [styleId],
      tags: ['sea'],
      metadata: { mood: 'calm' },
    });
  });

  it('answers 422 with field details for bad input', async () => {
    const project = await fixtures.project(owner.user.id);
    const error = errorOf(
      await server.request('POST', '/api/assets', {
        token: owner.accessToken,
        body: { name: '   ', description: 'x'.repeat(1001), type: 'vehicle', projectId: project.id },
      }),
      422,
    );
    expect(error.message).toBe('Validation error');
    expect(error.details?.map((detail) => detail.field).sort()).toEqual(['description', 'name', 'type']);
    const missingProject = errorOf(
      await server.request('POST', '/api/assets', { token: owner.accessToken, body: { name: 'x'.repeat(101) } }),
      422,
    );
    expect(missingProject.details?.map((detail) => detail.field).sort()).toEqual(['name', 'projectId']);
  });

  it('answers 401 without a token and 404 in a stranger’s project', async () => {
    const project = await fixtures.project(owner.user.id);
    errorOf(await server.request('POST', '/api/assets', { body: { name: 'A', projectId: project.id } }), 401);
    const error = errorOf(
      await server.request('POST', '/api/assets', {
        token: stranger.accessToken,
        body: { name: 'A', projectId: project.id },
      }),
      404,
    );
    expect(error.message).toBe('Project not found');
    errorOf(
      await server.request('POST', '/api/assets', {
        token: owner.accessToken,
        body: { name: 'A', projectId: MISSING_ID },
      }),
      404,
    );
  });
});

describe('asset tier limit', () => {
  it('base edition: the 21st active asset is refused with 403 naming the limit and the upgrade path', async () => {
    const project = await fixtures.project(owner.user.id);
    for (let index = 0; index < 20; index += 1) {
      await createAsset(owner.accessToken, { name: `Asset ${index + 1}`, projectId: project.id });
    }
    const refused = errorOf(
      await server.request('POST', '/api/assets', {
        token: owner.accessToken,
        headers: { 'X-App-Tier': 'motionmaker' },
        body: { name: 'One too many', projectId: project.id },
      }),
      403,
    );
    expect(refused.code).toBe('FORBIDDEN');
    expect(refused.message).toBe(
      'Asset limit reached (20 per project on Sym). Upgrade to Motion Maker Pro for unlimited assets.',
    );

    // A base-tier owner's limit holds for a pro collaborator too: limits follow the project owner's plan.
    await fixtures.collaborator(project.id, collaborator.user.id);
    await fixtures.setUserTier(collaborator.user.id, 'motionmaker');
    errorOf(
      await server.request('POST', '/api/assets', {
        token: collaborator.accessToken,
        body: { name: 'Collaborator extra', projectId: project.id },
      }),
      403,
    );
    await fixtures.setUserTier(collaborator.user.id, 'sym');

    // Deleted and archived assets do not count; an archived one cannot come back while the project is full.
    const listed = dataOf<PresentedAsset[]>(
      await server.request('GET', `/api/assets/project/${project.id}`, { token: owner.accessToken }),
    );
    expect(listed).toHaveLength(20);
    dataOf(await server.request('DELETE', `/api/assets/${listed[0]!.id}`, { token: owner.accessToken }));
    dataOf(
      await server.request('PATCH', `/api/assets/${listed[1]!.id}`, {
        token: owner.accessToken,
        body: { status: 'archived' },
      }),
    );
    await createAsset(owner.accessToken, { name: 'Fits again', projectId: project.id });
    await createAsset(owner.accessToken, { name: 'Fits too', projectId: project.id });
    errorOf(
      await server.request('PATCH', `/api/assets/${listed[1]!.id}`, {
        token: owner.accessToken,
        body: { status: 'active' },
      }),
      403,
    );
  });

  it('concurrent creations never pass the limit', async () => {
    const project = await fixtures.project(owner.user.id);
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        server.request('POST', '/api/assets', {
          token: owner.accessToken,
          body: { name: `Racer ${index}`, projectId: project.id },
        }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 403)).toHaveLength(4);
  });

  it('a professional-edition owner has no asset limit', async () => {
    const proOwner = await server.register();
    await fixtures.setUserTier(proOwner.user.id, 'motionmaker');
    const project = await fixtures.project(proOwner.user.id);
    for (let index = 0; index < 21; index += 1) {
      await createAsset(proOwner.accessToken, { name: `Asset ${index + 1}`, projectId: project.id });
    }
  });
});

describe('asset.listByProject, assets.list, asset.get', () => {
  it('lists the project’s assets with type, folder and search filters on every route', async () => {
    const project = await fixtures.project(owner.user.id);
    const hero = await createAsset(owner.accessToken, { name: 'Hero', projectId: project.id, folder: 'Cast' });
    const cave = await createAsset(owner.accessToken, {
      name: 'Cave',
      description: 'A 100% dark place',
      type: 'location',
      projectId: project.id,
    });
    const gone = await createAsset(owner.accessToken, { name: 'Gone', projectId: project.id });
    dataOf(await server.request('DELETE', `/api/assets/${gone.id}`, { token: owner.accessToken }));
    const other = await fixtures.project(owner.user.id);
    await createAsset(owner.accessToken, { name: 'Elsewhere', projectId: other.id });

    const names = async (path: string) =>
      dataOf<PresentedAsset[]>(await server.request('GET', path, { token: owner.accessToken })).map((a) => a.name);
    expect(await names(`/api/assets/project/${project.id}`)).toEqual(['Hero', 'Cave']);
    expect(await names(`/api/projects/${project.id}/assets`)).toEqual(['Hero', 'Cave']);
    expect(await names(`/api/assets?projectId=${project.id}`)).toEqual(['Hero', 'Cave']);
    expect(await names(`/api/assets?project_id=${project.id}&type=location`)).toEqual(['Cave']);
    expect(await names(`/api/assets/project/${project.id}?folder=Cast`)).toEqual(['Hero']);
    expect(await names(`/api/assets/project/${project.id}?search=100%25`)).toEqual(['Cave']);
    expect(await names(`/api/assets/project/${project.id}?search=HER`)).toEqual(['Hero']);

    const got = dataOf<PresentedAsset>(
      await server.request('GET', `/api/assets/${hero.id}`, { token: owner.accessToken }),
    );
    expect(got).toEqual(hero);
    expect(cave.type).toBe('location');
  });

  it('answers 422 for bad filters, 401 without a token, 404 to strangers and for unknown or deleted assets', async () => {
    const project = await fixtures.project(owner.user.id);
    const asset = await createAsset(owner.accessToken, { name: 'Private', projectId: project.id });
    const bad = errorOf(
      await server.request('GET', `/api/assets/project/not-a-uuid?type=vehicle`, { token: owner.accessToken }),
      422,
    );
    expect(bad.details?.map((detail) => detail.field).sort()).toEqual(['projectId', 'type']);
    errorOf(await server.request('GET', '/api/assets', { token: owner.accessToken }), 422);
    errorOf(await server.request('GET', `/api/assets/project/${project.id}`), 401);
    errorOf(await server.request('GET', `/api/assets/${asset.id}`), 401);
    const hidden = errorOf(
      await server.request('GET', `/api/assets/project/${project.id}`, { token: stranger.accessToken }),
      404,
    );
    expect(hidden.message).toBe('Project not found');
    const notYours = errorOf(
      await server.request('GET', `/api/assets/${asset.id}`, { token: stranger.accessToken }),
      404,
    );
    expect(notYours.message).toBe('Asset not found');
    errorOf(await server.request('GET', `/api/assets/${MISSING_ID}`, { token: owner.accessToken }), 404);
    errorOf(await server.request('GET', `/api/assets?projectId=${project.id}`, { token: stranger.accessToken }), 404);
    errorOf(await server.request('GET', `/api/projects/${project.id}/assets`, { token: stranger.accessToken }), 404);
  });

  it('a public project’s assets are readable by anyone signed in but not writable (403)', async () => {
    const project = await fixtures.project(owner.user.id, { visibility: 'public' });
    const asset = await createAsset(owner.accessToken, { name: 'Shown', projectId: project.id });
    const listed = dataOf<PresentedAsset[]>(
      await server.request('GET', `/api/assets/project/${project.id}`, { token: stranger.accessToken }),
    );
    expect(listed.map((a) => a.id)).toEqual([asset.id]);
    errorOf(
      await server.request('POST', '/api/assets', {
        token: stranger.accessToken,
        body: { name: 'X', projectId: project.id },
      }),
      403,
    );
    errorOf(
      await server.request('PATCH', `/api/assets/${asset.id}`, { token: stranger.accessToken, body: { name: 'Mine' } }),
      403,
    );
  });
});

describe('asset.update and asset.delete', () => {
  it('updates with PATCH and PUT (and the socket’s updates object), publishing asset.updated', async () => {
    const project = await fixtures.project(owner.user.id);
    const asset = await createAsset(owner.accessToken, { name: 'Draft', projectId: project.id, folder: 'Old' });
    const recorder = recordEvents(server);
    const patched = dataOf<PresentedAsset>(
      await server.request('PATCH', `/api/assets/${asset.id}`, {
        token: owner.accessToken,
        body: { name: 'Final', description: 'Done', folder: null, tags: ['main'] },
      }),
    );
    expect(patched).toMatchObject({ name: 'Final', description: 'Done', folder: null, tags: ['main'] });
    const put = dataOf<PresentedAsset>(
      await server.request('PUT', `/api/assets/${asset.id}`, {
        token: owner.accessToken,
        body: { updates: { type: 'prop', imageUrl: 'https://images.example.com/a.png' } },
      }),
    );
    expect(put).toMatchObject({ name: 'Final', type: 'prop', imageUrl: 'https://images.example.com/a.png' });
    recorder.stop();
    expect(recorder.types()).toEqual(['asset.updated', 'asset.updated']);
    expect(recorder.events[1]!.data).toEqual(put);
  });

  it('answers 422 for bad fields, 401, 404 to strangers; collaborators may edit and delete', async () => {
    const project = await fixtures.project(owner.user.id);
    const asset = await createAsset(owner.accessToken, { name: 'Shared', projectId: project.id });
    const bad = errorOf(
      await server.request('PATCH', `/api/assets/${asset.id}`, {
        token: owner.accessToken,
        body: { name: '', status: 'deleted', imageUrl: 'javascript:alert(1)' },
      }),
      422,
    );
    expect(bad.details?.map((detail) => detail.field).sort()).toEqual(['imageUrl', 'name', 'status']);
    errorOf(await server.request('PATCH', `/api/assets/${asset.id}`, { body: { name: 'X' } }), 401);
    errorOf(await server.request('DELETE', `/api/assets/${asset.id}`), 401);
    errorOf(
      await server.request('PATCH', `/api/assets/${asset.id}`, { token: stranger.accessToken, body: { name: 'X' } }),
      404,
    );
    errorOf(await server.request('DELETE', `/api/assets/${asset.id}`, { token: stranger.accessToken }), 404);

    const helper = await server.register();
    await fixtures.collaborator(project.id, helper.user.id);
    const created = await createAsset(helper.accessToken, { name: 'By helper', projectId: project.id });
    expect(created.userId).toBe(helper.user.id);
    const edited = dataOf<PresentedAsset>(
      await server.request('PATCH', `/api/assets/${asset.id}`, { token: helper.accessToken, body: { name: 'Edited' } }),
    );
    expect(edited.name).toBe('Edited');
    dataOf(await server.request('DELETE', `/api/assets/${created.id}`, { token: helper.accessToken }));
  });

  it('soft-deletes: status deleted with deletedAt, then 404 everywhere; publishes asset.deleted', async () => {
    const project = await fixtures.project(owner.user.id);
    const asset = await createAsset(owner.accessToken, { name: 'Bin me', projectId: project.id });
    const recorder = recordEvents(server);
    expect(dataOf(await server.request('DELETE', `/api/assets/${asset.id}`, { token: owner.accessToken }))).toEqual({
      id: asset.id,
      deleted: true,
    });
    recorder.stop();
    expect(recorder.types()).toEqual(['asset.deleted']);
    const [row] = await server.database.db.select().from(assets).where(eq(assets.id, asset.id));
    expect(row).toMatchObject({ status: 'deleted' });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    errorOf(await server.request('GET', `/api/assets/${asset.id}`, { token: owner.accessToken }), 404);
    errorOf(await server.request('DELETE', `/api/assets/${asset.id}`, { token: owner.accessToken }), 404);
    errorOf(await server.request('GET', `/api/assets/${asset.id}/generations`, { token: owner.accessToken }), 404);
  });
});

describe('assets over the socket RPC', () => {
  it('asset.listByProject gives the same answer as HTTP; create, update and delete work with socket payloads', async () => {
    const project = await fixtures.project(owner.user.id);
    await createAsset(owner.accessToken, { name: 'One', projectId: project.id });
    const client = await openRpcSocket(server, owner.accessToken);
    try {
      const created = await client.rpc('asset.create', {
        data: { name: 'Two', type: 'prop', project_id: project.id, description: 'via socket', folder: 'Props' },
      });
      expect(created).toMatchObject({ success: true, data: { name: 'Two', type: 'prop', folder: 'Props' } });
      const assetId = (created as { data: PresentedAsset }).data.id;
      const updated = await client.rpc('asset.update', { assetId, updates: { name: 'Two b' } });
      expect(updated).toMatchObject({ success: true, data: { id: assetId, name: 'Two b' } });

      const viaSocket = await client.rpc('asset.listByProject', { projectId: project.id });
      const viaHttp = await server.request('GET', `/api/assets/project/${project.id}`, { token: owner.accessToken });
      expect(viaSocket).toEqual({ id: expect.any(String), success: true, data: viaHttp.body.data });
      expect((viaHttp.body.data as PresentedAsset[]).map((asset) => asset.name)).toEqual(['One', 'Two b']);

      const hidden = await client.rpc('asset.listByProject', {
        projectId: (await fixtures.project(stranger.user.id)).id,
      });
      const hiddenHttp = await server.request('GET', `/api/assets/project/${MISSING_ID}`, { token: owner.accessToken });
      expect(hidden).toMatchObject({ success: false, error: hiddenHttp.body.error });
      expect(await client.rpc('asset.delete', { assetId })).toMatchObject({ success: true, data: { deleted: true } });
    } finally {
      client.close();
    }
  });
});
