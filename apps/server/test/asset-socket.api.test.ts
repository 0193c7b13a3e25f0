// The asset socket protocol of spec §7 over real sockets: request events answered to the caller (ack and
// `<event>:response` / `<event>:error` with the requestId), their changes reaching the project room once, the two
// batch streams in chunks of the requested size, cancel, and the 401 / 403-404 / 422 answers.
import { afterEach, describe, expect, it } from 'vitest';
import {
  ASSET_SOCKET_MESSAGES,
  CLIENT_EVENTS,
  SERVER_EVENTS,
  type AssetSocketAnswer,
  type BatchCancelAnswer,
  type JobTicket,
} from '@sym/contracts';
import type { PresentedAsset } from '../src/modules/assets/asset.presenter.ts';
import { dataOf, projectApi, rowFixtures, useTestServer } from './helpers/fixtures.ts';
import { tabsOf } from './helpers/collab-tabs.ts';
import { ask, nextId, refused, STREAM_EVENTS, streamed, succeeded, withId } from './helpers/asset-socket.ts';
import { waitForJob } from './helpers/jobs.ts';

const server = useTestServer();
const tabs = tabsOf(server);
const fixtures = rowFixtures(server);
afterEach(() => tabs.closeAll());

async function assetsOf(projectId: string, userId: string, count: number) {
  const created = [];
  for (let index = 0; index < count; index += 1) {
    const asset = await fixtures.asset(projectId, userId, { name: `Asset ${index}` });
    await fixtures.variant(asset.id, userId);
    created.push(asset);
  }
  return created;
}

describe('asset requests over the socket', () => {
  it('create, update and delete answer the caller and reach a collaborator in the room once each', async () => {
    const { owner, collaborator, project } = await projectApi(server).sharedProject();
    const ben = await tabs.joined(collaborator.accessToken, project.id);
    const ada = await tabs.joined(owner.accessToken, project.id);
    const since = ben.mark();

    const data = { name: 'Mara', type: 'character', project_id: project.id, description: 'A keeper', folder: 'Cast' };
    const created = await succeeded<PresentedAsset>(
      ask(ada, CLIENT_EVENTS.assetsCreate, {
        requestId: nextId('create'),
        data: { ...data, attachedStyleModules: [] },
      }),
    );
    expect(created).toMatchObject({ name: 'Mara', type: 'character', projectId: project.id, folder: 'Cast' });
    const isCreated = (asset: { id?: string }) => asset.id === created.id;
    expect(await ben.waitFor(SERVER_EVENTS.assetCreated, isCreated, since)).toMatchObject({ name: 'Mara' });

    const updated = await succeeded<PresentedAsset>(
      ask(ada, CLIENT_EVENTS.assetsUpdate, {
        requestId: nextId('update'),
        assetId: created.id,
        updates: { description: 'A lighthouse keeper' },
      }),
    );
    expect(updated).toMatchObject({ id: created.id, description: 'A lighthouse keeper' });
    for (const event of [SERVER_EVENTS.assetUpdated, SERVER_EVENTS.assetUpdatedLegacy]) {
      expect(await ben.waitFor(event, isCreated, since)).toMatchObject({ description: 'A lighthouse keeper' });
    }

    const deleted = await succeeded(ask(ada, CLIENT_EVENTS.assetsDelete, { requestId: 7, assetId: created.id }));
    expect(deleted).toEqual({ id: created.id, deleted: true });
    await ben.waitFor(SERVER_EVENTS.assetDeleted, isCreated, since);
    const gone = await server.request('GET', `/api/assets/${created.id}`, { token: owner.accessToken });
    expect(gone.status).toBe(404);
    // The room heard each change once: the socket adds no broadcast of its own to the operations' events.
    for (const event of [SERVER_EVENTS.assetCreated, SERVER_EVENTS.assetUpdated, SERVER_EVENTS.assetDeleted]) {
      expect(ben.heard<{ id: string }>(event, since).filter(isCreated)).toHaveLength(1);
    }
  });

  it('answers a stranger 404, a socket without sign-in 401 and bad payloads 422, changing nothing', async () => {
    const { owner, stranger, project } = await projectApi(server).sharedProject();
    const asset = await fixtures.asset(project.id, owner.user.id, { name: 'Kept' });
    const eve = await tabs.open(stranger.accessToken);
    const anonymous = await tabs.open();

    const foreign = await refused(
      ask(eve, CLIENT_EVENTS.assetsUpdate, { requestId: 'e1', assetId: asset.id, updates: { name: 'Stolen' } }),
      'NOT_FOUND',
    );
    expect(foreign.message).toBe('Asset not found');
    const intoForeign = await refused(
      ask(eve, CLIENT_EVENTS.assetsCreate, { requestId: 'e2', data: { name: 'Spy', project_id: project.id } }),
      'NOT_FOUND',
    );
    expect(intoForeign.message).toBe('Project not found');
    await refused(ask(eve, CLIENT_EVENTS.assetsDelete, { requestId: 'e3', assetId: asset.id }), 'NOT_FOUND');
    const unsigned = await refused(
      ask(anonymous, CLIENT_EVENTS.assetsDelete, { requestId: 'a1', assetId: asset.id }),
      'UNAUTHORIZED',
    );
    expect(unsigned.message).toBe('Unauthorized');

    const ada = await tabs.open(owner.accessToken);
    const blank = await refused(
      ask(ada, CLIENT_EVENTS.assetsCreate, { requestId: 'b1', data: { name: '', project_id: project.id } }),
      'VALIDATION_ERROR',
    );
    expect(blank.message).toBe('Validation error');
    expect(blank.details?.map((detail) => detail.field)).toEqual(['data.name']);
    const noId = await refused(ask(ada, CLIENT_EVENTS.assetsDelete, { assetId: asset.id }), 'VALIDATION_ERROR');
    expect(noId.details?.map((detail) => detail.field)).toEqual(['requestId']);
    const notUuid = await refused(
      ask(ada, CLIENT_EVENTS.assetsDelete, { requestId: 'b3', assetId: 'x' }),
      'VALIDATION_ERROR',
    );
    expect(notUuid.details?.map((detail) => detail.field)).toEqual(['id']);
    const notObject = (await ada.send(CLIENT_EVENTS.assetsUpdate, 'nonsense')) as unknown as AssetSocketAnswer;
    expect(notObject).toMatchObject({ requestId: '', success: false, error: { code: 'VALIDATION_ERROR' } });

    const still = dataOf<PresentedAsset>(
      await server.request('GET', `/api/assets/${asset.id}`, { token: owner.accessToken }),
    );
    expect(still.name).toBe('Kept');
  });
});

describe('variant images and modifications over the socket', () => {
  it('generate, set-primary, delete, and add / list / apply / delete a modification, as the operations do', async () => {
    const owner = await server.register();
    const stranger = await server.register();
    const project = await fixtures.project(owner.user.id);
    const ada = await tabs.open(owner.accessToken);
    const eve = await tabs.open(stranger.accessToken);
    const asset = await succeeded<PresentedAsset>(
      ask(ada, CLIENT_EVENTS.assetsCreate, {
        requestId: 'v0',
        data: { name: 'Lighthouse', project_id: project.id, type: 'location', description: 'A white tower' },
      }),
    );
    const [defaultVariant] = dataOf<{ id: string }[]>(
      await server.request('GET', `/api/assets/${asset.id}/generations`, { token: owner.accessToken }),
    );
    const inVariant = { assetId: asset.id, generationId: defaultVariant!.id };

    const ticket = await succeeded<JobTicket>(
      ask(ada, CLIENT_EVENTS.variantImageGenerate, { requestId: 'g1', ...inVariant, data: { styleText: 'ink' } }),
    );
    const job = await waitForJob(server, owner.accessToken, ticket);
    expect(job.status, job.error ?? '').toBe('completed');
    const [generated] = await fixtures.imagesOf(defaultVariant!.id);
    expect(generated).toBeDefined();
    await refused(ask(eve, CLIENT_EVENTS.variantImageGenerate, { requestId: 'g2', ...inVariant }), 'NOT_FOUND');

    const second = await fixtures.variantImage(defaultVariant!.id);
    const primary = await succeeded<{ id: string; is_primary: boolean }>(
      ask(ada, CLIENT_EVENTS.variantImageSetPrimary, { requestId: 'p1', imageId: second.id }),
    );
    expect(primary).toMatchObject({ id: second.id, is_primary: true });
    await refused(ask(eve, CLIENT_EVENTS.variantImageSetPrimary, { requestId: 'p2', imageId: second.id }), 'NOT_FOUND');
    await refused(ask(eve, CLIENT_EVENTS.variantImageDelete, { requestId: 'd0', imageId: second.id }), 'NOT_FOUND');
    expect(
      await succeeded(ask(ada, CLIENT_EVENTS.variantImageDelete, { requestId: 'd1', imageId: second.id })),
    ).toEqual({ id: second.id, deleted: true });
    expect((await fixtures.imagesOf(defaultVariant!.id)).map((image) => image.id)).toEqual([generated!.id]);

    const empty = await refused(
      ask(ada, CLIENT_EVENTS.variantModAdd, { requestId: 'm0', ...inVariant, instructions: ' ' }),
      'VALIDATION_ERROR',
    );
    expect(empty.details).toEqual([{ field: 'instructions', message: 'Instructions are required' }]);
    const modification = await succeeded<{ id: string; instructions: string }>(
      ask(ada, CLIENT_EVENTS.variantModAdd, { requestId: 'm1', ...inVariant, instructions: 'Make it red' }),
    );
    expect(modification.instructions).toBe('Make it red');
    await refused(
      ask(eve, CLIENT_EVENTS.variantModAdd, { requestId: 'm2', ...inVariant, instructions: 'Mine now' }),
      'NOT_FOUND',
    );

    const listed = await succeeded<{ id: string }[]>(
      ask(ada, CLIENT_EVENTS.variantModsList, { requestId: 'l1', ...inVariant }),
    );
    expect(listed.map((entry) => entry.id)).toEqual([modification.id]);
    expect(ada.heard(SERVER_EVENTS.variantModsListResponse).some(withId({ requestId: 'l1' }))).toBe(true);
    const hidden = await refused(
      ask(eve, CLIENT_EVENTS.variantModsList, { requestId: 'l2', ...inVariant }),
      'NOT_FOUND',
    );
    expect(hidden).not.toHaveProperty('data');
    expect(eve.heard(SERVER_EVENTS.variantModsListError).some(withId({ requestId: 'l2' }))).toBe(true);

    const withModification = { ...inVariant, modificationId: modification.id };
    await refused(ask(eve, CLIENT_EVENTS.variantModApply, { requestId: 'a0', ...withModification }), 'NOT_FOUND');
    const applied = await succeeded<JobTicket>(
      ask(ada, CLIENT_EVENTS.variantModApply, { requestId: 'a1', ...withModification }),
    );
    expect((await waitForJob(server, owner.accessToken, applied)).status).toBe('completed');
    await refused(ask(eve, CLIENT_EVENTS.variantModDelete, { requestId: 'x0', ...withModification }), 'NOT_FOUND');
    expect(await succeeded(ask(ada, CLIENT_EVENTS.variantModDelete, { requestId: 'x1', ...withModification }))).toEqual(
      { id: modification.id, deleted: true },
    );
    expect(await succeeded(ask(ada, CLIENT_EVENTS.variantModsList, { requestId: 'l3', ...inVariant }))).toEqual([]);
  });
});

describe('batch streams', () => {
  it('streams generations in chunks of 10 or 1 then done, each item as GET /generations answers it', async () => {
    const owner = await server.register();
    const project = await fixtures.project(owner.user.id);
    const assets = await assetsOf(project.id, owner.user.id, 12);
    const ids = assets.map((asset) => asset.id);
    const ada = await tabs.open(owner.accessToken);

    const tens = await streamed<{ assetId: string }>(ada, 'generations', {
      requestId: 'gen-10',
      projectId: project.id,
      assetIds: ids,
      chunkSize: 10,
    });
    expect(tens.done).toBe(true);
    expect(tens.chunks.map((chunk) => chunk.length)).toEqual([10, 2]);
    expect(tens.chunks.flat().map((item) => item.assetId)).toEqual(ids);
    const overHttp = dataOf(
      await server.request('GET', `/api/assets/${ids[3]}/generations`, { token: owner.accessToken }),
    );
    expect(tens.chunks[0]![3]).toEqual({ assetId: ids[3], generations: overHttp });

    const single = await streamed(ada, 'generations', {
      requestId: 'gen-1',
      projectId: project.id,
      assetIds: [ids[5]],
      chunkSize: 1,
    });
    expect(single).toMatchObject({ done: true, chunks: [[{ assetId: ids[5] }]] });
    // Without assetIds: every asset of the project, in chunks of 10 by default.
    const all = await streamed<{ assetId: string }>(ada, 'generations', {
      requestId: 'gen-all',
      projectId: project.id,
    });
    expect(all.chunks.map((chunk) => chunk.length)).toEqual([10, 2]);
    expect(new Set(all.chunks.flat().map((item) => item.assetId))).toEqual(new Set(ids));

    const badSize = await streamed(ada, 'generations', { requestId: 'gen-bad', projectId: project.id, chunkSize: 20 });
    expect(badSize).toMatchObject({ done: false, chunks: [], error: { code: 'VALIDATION_ERROR' } });
    expect(badSize.error?.details?.map((detail) => detail.field)).toEqual(['chunkSize']);
  });

  it('refuses a stranger’s project or assets (404) and a socket without sign-in (401), sending no chunk', async () => {
    const owner = await server.register();
    const stranger = await server.register();
    const project = await fixtures.project(owner.user.id);
    const [asset] = await assetsOf(project.id, owner.user.id, 1);
    const strangersProject = await fixtures.project(stranger.user.id);
    const eve = await tabs.open(stranger.accessToken);

    const foreign = await streamed(eve, 'generations', { requestId: 's1', projectId: project.id });
    expect(foreign).toMatchObject({
      done: false,
      chunks: [],
      error: { code: 'NOT_FOUND', message: 'Project not found' },
    });
    // Eve's own project with Ada's asset id smuggled in.
    const smuggled = await streamed(eve, 'generations', {
      requestId: 's2',
      projectId: strangersProject.id,
      assetIds: [asset!.id],
    });
    expect(smuggled).toMatchObject({
      done: false,
      chunks: [],
      error: { code: 'NOT_FOUND', message: 'Asset not found' },
    });
    const anonymous = await tabs.open();
    const unsigned = await streamed(anonymous, 'generations', { requestId: 's3', projectId: project.id });
    expect(unsigned).toMatchObject({ done: false, chunks: [], error: { code: 'UNAUTHORIZED' } });
  });

  it('cancel stops a running generations stream: after its acknowledgement no chunk and no done arrive', async () => {
    const owner = await server.register();
    const project = await fixtures.project(owner.user.id);
    const total = 40;
    await assetsOf(project.id, owner.user.id, total);
    const ada = await tabs.open(owner.accessToken);
    const names = STREAM_EVENTS.generations;
    const request = { requestId: 'long-1', projectId: project.id, chunkSize: 1 };
    const since = ada.mark();

    ada.socket.emit(names.request, request);
    await ada.waitFor(names.chunk, withId(request), since);
    // The same requestId again while the stream runs is refused; the running stream goes on.
    ada.socket.emit(names.request, request);
    const twice = await ada.waitFor<{ requestId: string; error: { details: unknown } }>(
      names.error,
      withId(request),
      since,
    );
    expect(twice.error.details).toEqual([{ field: 'requestId', message: ASSET_SOCKET_MESSAGES.batchRunning }]);
    const ack = (await ada.send(CLIENT_EVENTS.assetVariantsBatchCancel, {
      requestId: 'long-1',
    })) as unknown as BatchCancelAnswer;
    expect(ack).toEqual({ requestId: 'long-1', success: true, data: { cancelled: true } });
    const chunksAtCancel = ada.heard(names.chunk, since).filter(withId(request)).length;
    expect(chunksAtCancel).toBeGreaterThan(0);
    expect(chunksAtCancel).toBeLessThan(total);

    // A later stream on the same socket runs to its end: everything the cancelled one could still send is in by now.
    const later = await streamed(ada, 'generations', { requestId: 'long-2', projectId: project.id, chunkSize: 10 });
    expect(later.done).toBe(true);
    expect(ada.heard(names.chunk, since).filter(withId(request))).toHaveLength(chunksAtCancel);
    expect(ada.heard(names.done, since).filter(withId(request))).toEqual([]);
    expect(ada.heard(names.error, since).filter(withId(request))).toEqual([twice]);

    const nothingRunning = await ada.send(CLIENT_EVENTS.assetVariantsBatchCancel, { requestId: 'long-1' });
    expect(nothingRunning).toEqual({ requestId: 'long-1', success: true, data: { cancelled: false } });
  });

  it('streams variant images in chunks of 1, 20 or 50 as the HTTP batch answers them; a stranger gets none', async () => {
    const owner = await server.register();
    const stranger = await server.register();
    const project = await fixtures.project(owner.user.id);
    const asset = await fixtures.asset(project.id, owner.user.id);
    const variantIds: string[] = [];
    for (let index = 0; index < 25; index += 1) {
      const variant = await fixtures.variant(asset.id, owner.user.id, { variantName: `V${index}` });
      await fixtures.variantImage(variant.id);
      variantIds.push(variant.id);
    }
    const ada = await tabs.open(owner.accessToken);

    const twenties = await streamed<{ generationId: string; images: unknown[] }>(ada, 'images', {
      requestId: 'img-20',
      generationIds: variantIds,
      chunkSize: 20,
    });
    expect(twenties.done).toBe(true);
    expect(twenties.chunks.map((chunk) => chunk.length)).toEqual([20, 5]);
    const firstSlice = variantIds.slice(0, 20);
    const overHttp = dataOf<Record<string, unknown[]>>(
      await server.request('POST', '/api/assets/variant-images/batch', {
        token: owner.accessToken,
        body: { generationIds: firstSlice },
      }),
    );
    expect(twenties.chunks[0]).toEqual(firstSlice.map((id) => ({ generationId: id, images: overHttp[id] })));
    expect(twenties.chunks.flat().every((item) => item.images.length === 1)).toBe(true);

    const ones = await streamed(ada, 'images', {
      requestId: 'img-1',
      generationIds: variantIds.slice(0, 3),
      chunkSize: 1,
    });
    expect(ones.chunks.map((chunk) => chunk.length)).toEqual([1, 1, 1]);
    const fifties = await streamed(ada, 'images', { requestId: 'img-50', generationIds: variantIds, chunkSize: 50 });
    expect(fifties.chunks.map((chunk) => chunk.length)).toEqual([25]);

    const eve = await tabs.open(stranger.accessToken);
    const foreign = await streamed<{ generationId: string; images: unknown[] }>(eve, 'images', {
      requestId: 'img-eve',
      generationIds: variantIds.slice(0, 5),
      chunkSize: 20,
    });
    expect(foreign.done).toBe(true);
    expect(foreign.chunks.flat()).toEqual(variantIds.slice(0, 5).map((id) => ({ generationId: id, images: [] })));

    const badSize = await streamed(ada, 'images', { requestId: 'img-bad', generationIds: variantIds, chunkSize: 10 });
    expect(badSize).toMatchObject({ done: false, chunks: [], error: { code: 'VALIDATION_ERROR' } });
    const noIds = await streamed(ada, 'images', { requestId: 'img-none', generationIds: [] });
    expect(noIds.error?.details?.map((detail) => detail.field)).toEqual(['generationIds']);
  });
});
