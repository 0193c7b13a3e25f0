import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthResult } from '@sym/contracts';
import type { PresentedModification } from '../src/modules/asset-variants/variant.presenter.ts';
import { assetApi, dataOf, errorOf, openRpcSocket, recordEvents, useTestServer } from './helpers/fixtures.ts';

const server = useTestServer();
const { assetWithDefault } = assetApi(server);
let owner: AuthResult;
let stranger: AuthResult;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([server.register(), server.register()]);
});

describe('variant modifications', () => {
  it('adds, lists and deletes modifications, publishing events; validates and guards access', async () => {
    const { asset, defaultVariant } = await assetWithDefault(owner);
    const path = `/api/assets/${asset.id}/generations/${defaultVariant.id}/modifications`;
    const recorder = recordEvents(server);
    const added = dataOf<PresentedModification>(
      await server.request('POST', path, {
        token: owner.accessToken,
        body: { instructions: ' Add a red scarf ', modificationImageUrl: 'https://images.example.com/scarf.png' },
      }),
    );
    expect(added).toMatchObject({
      instructions: 'Add a red scarf',
      modificationImageUrl: 'https://images.example.com/scarf.png',
      generation_id: defaultVariant.id,
    });
    const plain = dataOf<PresentedModification>(
      await server.request('POST', path, { token: owner.accessToken, body: { instructions: 'Brighter' } }),
    );
    expect(plain.modificationImageUrl).toBeNull();
    const listed = dataOf<PresentedModification[]>(await server.request('GET', path, { token: owner.accessToken }));
    expect(listed.map((modification) => modification.id)).toEqual([added.id, plain.id]);
    expect(dataOf(await server.request('DELETE', `${path}/${added.id}`, { token: owner.accessToken }))).toEqual({
      id: added.id,
      deleted: true,
    });
    recorder.stop();
    expect(recorder.types()).toEqual(['modification.created', 'modification.created', 'modification.deleted']);
    errorOf(await server.request('DELETE', `${path}/${added.id}`, { token: owner.accessToken }), 404);

    const bad = errorOf(
      await server.request('POST', path, {
        token: owner.accessToken,
        body: { instructions: '  ', modificationImageUrl: 'ftp://example.com/x.png' },
      }),
      422,
    );
    expect(bad.details).toEqual([
      { field: 'instructions', message: 'Instructions are required' },
      { field: 'modificationImageUrl', message: 'Must be an http(s) URL or a /media/ path' },
    ]);
    const missing = errorOf(await server.request('POST', path, { token: owner.accessToken, body: {} }), 422);
    expect(missing.details).toEqual([{ field: 'instructions', message: 'Instructions are required' }]);
    errorOf(await server.request('POST', path, { body: { instructions: 'x' } }), 401);
    errorOf(await server.request('GET', path), 401);
    errorOf(await server.request('POST', path, { token: stranger.accessToken, body: { instructions: 'x' } }), 404);
    errorOf(await server.request('GET', path, { token: stranger.accessToken }), 404);
    errorOf(await server.request('DELETE', `${path}/${plain.id}`, { token: stranger.accessToken }), 404);
  });

  it('works over the socket RPC with the spec’s assetId/generationId payloads, like HTTP', async () => {
    const { asset, defaultVariant } = await assetWithDefault(owner);
    const client = await openRpcSocket(server, owner.accessToken);
    try {
      const added = await client.rpc('asset.variant.mod.add', {
        assetId: asset.id,
        generationId: defaultVariant.id,
        instructions: 'Rain',
      });
      expect(added).toMatchObject({ success: true, data: { instructions: 'Rain' } });
      const viaSocket = await client.rpc('asset.variant.mod.list', {
        assetId: asset.id,
        generationId: defaultVariant.id,
      });
      const viaHttp = await server.request(
        'GET',
        `/api/assets/${asset.id}/generations/${defaultVariant.id}/modifications`,
        { token: owner.accessToken },
      );
      expect(viaSocket).toEqual({ id: expect.any(String), success: true, data: viaHttp.body.data });
      const generations = await client.rpc('asset.generations.list', { id: asset.id });
      expect(generations).toMatchObject({ success: true, data: [{ id: defaultVariant.id, variant_name: 'Default' }] });
      const invalid = await client.rpc('asset.generation.update', { id: asset.id, generationId: defaultVariant.id });
      expect(invalid).toMatchObject({
        success: false,
        error: { code: 'VALIDATION_ERROR', message: 'Invalid request' },
      });
    } finally {
      client.close();
    }
  });
});
