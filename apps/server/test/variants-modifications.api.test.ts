import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthResult, JobTicket } from '@sym/contracts';
import type { PresentedAsset } from '../src/modules/assets/asset.presenter.ts';
import type { PresentedModification, PresentedVariant } from '../src/modules/asset-variants/variant.presenter.ts';
import {
  assetApi,
  dataOf,
  errorOf,
  openRpcSocket,
  recordEvents,
  rowFixtures,
  useTestServer,
} from './helpers/fixtures.ts';
import { waitForJob } from './helpers/jobs.ts';

const server = useTestServer();
const { assetWithDefault } = assetApi(server);
const fixtures = rowFixtures(server);
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
      const variants = await client.rpc('asset.generations.list', { id: asset.id });
      expect(variants).toMatchObject({ success: true, data: [{ id: defaultVariant.id, variant_name: 'Default' }] });
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

describe('variant and modification pictures (local renderer)', () => {
  /** Raw RGB of a variant's primary image. */
  async function primaryPixels(assetId: string, variantId: string): Promise<Buffer> {
    const variants = dataOf<PresentedVariant[]>(
      await server.request('GET', `/api/assets/${assetId}/generations`, { token: owner.accessToken }),
    );
    const image = variants.find((variant) => variant.id === variantId)?.variant_images.find((row) => row.is_primary);
    const file = await fetch(`${server.url}${image!.image_url}`);
    return sharp(Buffer.from(await file.arrayBuffer()))
      .removeAlpha()
      .raw()
      .toBuffer();
  }
  const difference = (a: Buffer, b: Buffer): number => {
    let sum = 0;
    for (let index = 0; index < a.length; index++) sum += Math.abs(a[index]! - b[index]!);
    return sum / a.length;
  };
  const brightness = (pixels: Buffer): number => pixels.reduce((sum, value) => sum + value, 0) / pixels.length;

  it("draw a variant's description and, applied, a modification's instructions", async () => {
    const token = owner.accessToken;
    const project = await fixtures.project(owner.user.id);
    const asset = dataOf<PresentedAsset>(
      await server.request('POST', '/api/assets', {
        token,
        body: { name: 'Mara', description: 'a young lighthouse keeper', projectId: project.id },
      }),
    );
    const run = async (path: string, body: Record<string, unknown> = {}) => {
      const ticket = dataOf<JobTicket>(await server.request('POST', path, { token, body }));
      expect((await waitForJob(server, token, ticket)).status).toBe('completed');
      return ticket;
    };
    const first = await run(`/api/assets/${asset.id}/generate`);
    const storm = dataOf<{ id: string }>(
      await server.request('POST', `/api/assets/${asset.id}/generations`, {
        token,
        body: { variant_name: 'Storm', description: 'Soaked in rain — yellow oilskin coat, holding a lantern' },
      }),
    );
    await run(`/api/assets/${asset.id}/generations/${storm.id}/generate-image`);
    const plain = await primaryPixels(asset.id, first.targetId!);
    const soaked = await primaryPixels(asset.id, storm.id);
    expect(difference(plain, soaked)).toBeGreaterThan(4);

    const variantPath = `/api/assets/${asset.id}/generations/${storm.id}`;
    const night = dataOf<{ id: string }>(
      await server.request('POST', `${variantPath}/modifications`, { token, body: { instructions: 'make it night' } }),
    );
    await run(`${variantPath}/modifications/${night.id}/apply`);
    const dark = await primaryPixels(asset.id, storm.id);
    expect(brightness(dark)).toBeLessThan(brightness(soaked) - 30);
  });
});
