import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthResult } from '@sym/contracts';
import type { PresentedVariant, PresentedVariantImage } from '../src/modules/asset-variants/variant.presenter.ts';
import { assetApi, dataOf, errorOf, recordEvents, rowFixtures, useTestServer } from './helpers/fixtures.ts';

const server = useTestServer();
const fixtures = rowFixtures(server);
const { assetWithDefault } = assetApi(server);
let owner: AuthResult;
let stranger: AuthResult;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([server.register(), server.register()]);
});

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

async function addVariant(assetId: string, name: string, token = owner.accessToken) {
  return dataOf<PresentedVariant>(
    await server.request('POST', `/api/assets/${assetId}/generations`, { token, body: { variant_name: name } }),
  );
}

describe('variants (generations)', () => {
  it('creates variants and lists them Default first then newest first, with their images', async () => {
    const { asset, defaultVariant } = await assetWithDefault(owner);
    const recorder = recordEvents(server);
    const older = await addVariant(asset.id, 'Night');
    const newer = dataOf<PresentedVariant>(
      await server.request('POST', `/api/assets/${asset.id}/generations`, {
        token: owner.accessToken,
        body: { variant_name: ' Winter ', description: 'Snow on the roof' },
      }),
    );
    recorder.stop();
    expect(recorder.types()).toEqual(['variant.created', 'variant.created']);
    expect(newer).toMatchObject({
      asset_id: asset.id,
      variant_name: 'Winter',
      description: 'Snow on the roof',
      status: 'pending',
      is_primary: false,
      variant_images: [],
      output: [],
      image_url: null,
      image_url_thumb: null,
      image_url_small: null,
      video_url: null,
    });

    const first = await fixtures.variantImage(older.id, { createdAt: new Date(Date.now() - 1000) });
    const latest = await fixtures.variantImage(older.id, { imageUrlThumb: 'https://images.example.com/t.png' });
    const listed = dataOf<PresentedVariant[]>(
      await server.request('GET', `/api/assets/${asset.id}/generations`, { token: owner.accessToken }),
    );
    expect(listed.map((variant) => variant.id)).toEqual([defaultVariant.id, newer.id, older.id]);
    const night = listed[2]!;
    expect(night.variant_images.map((image) => image.id)).toEqual([first.id, latest.id]);
    expect(night.output).toEqual([first.imageUrl, latest.imageUrl]);
    // Without a primary image the variant shows the latest one.
    expect(night).toMatchObject({ image_url: latest.imageUrl, image_url_thumb: 'https://images.example.com/t.png' });
    expect(night.variant_images[0]).toEqual({
      id: first.id,
      generation_id: older.id,
      image_url: first.imageUrl,
      image_url_thumb: null,
      image_url_small: null,
      status: 'completed',
      is_primary: false,
      created_at: first.createdAt.toISOString(),
    });
  });

  it('refuses a blank variant_name (422), a second Default (422), 401 and strangers (404)', async () => {
    const { asset } = await assetWithDefault(owner);
    const blank = errorOf(
      await server.request('POST', `/api/assets/${asset.id}/generations`, {
        token: owner.accessToken,
        body: { variant_name: '   ' },
      }),
      422,
    );
    expect(blank.details).toEqual([{ field: 'variant_name', message: 'Variant name is required' }]);
    const twice = errorOf(
      await server.request('POST', `/api/assets/${asset.id}/generations`, {
        token: owner.accessToken,
        body: { variant_name: 'default' },
      }),
      422,
    );
    expect(twice.details).toEqual([{ field: 'variant_name', message: 'The asset already has a Default variant' }]);
    errorOf(await server.request('POST', `/api/assets/${asset.id}/generations`, { body: { variant_name: 'X' } }), 401);
    errorOf(await server.request('GET', `/api/assets/${asset.id}/generations`), 401);
    errorOf(
      await server.request('POST', `/api/assets/${asset.id}/generations`, {
        token: stranger.accessToken,
        body: { variant_name: 'X' },
      }),
      404,
    );
    const hidden = errorOf(
      await server.request('GET', `/api/assets/${asset.id}/generations`, { token: stranger.accessToken }),
      404,
    );
    expect(hidden.message).toBe('Asset not found');
  });

  it('updates a variant; an invalid body answers "Invalid request"; primary variant is unique', async () => {
    const { asset, defaultVariant } = await assetWithDefault(owner);
    const night = await addVariant(asset.id, 'Night');
    const recorder = recordEvents(server);
    const path = `/api/assets/${asset.id}/generations/${night.id}`;
    const updated = dataOf<PresentedVariant>(
      await server.request('PUT', path, {
        token: owner.accessToken,
        body: { variant_name: 'Midnight', description: 'Later', status: 'completed', is_primary: true },
      }),
    );
    expect(updated).toMatchObject({
      variant_name: 'Midnight',
      description: 'Later',
      status: 'completed',
      is_primary: true,
    });
    dataOf(
      await server.request('PATCH', `/api/assets/${asset.id}/generations/${defaultVariant.id}`, {
        token: owner.accessToken,
        body: { is_primary: true },
      }),
    );
    recorder.stop();
    expect(recorder.types()).toEqual(['variant.updated', 'variant.updated']);
    const listed = dataOf<PresentedVariant[]>(
      await server.request('GET', `/api/assets/${asset.id}/generations`, { token: owner.accessToken }),
    );
    expect(listed.filter((variant) => variant.is_primary).map((variant) => variant.id)).toEqual([defaultVariant.id]);

    for (const body of [{ variant_name: '' }, { status: 'exploded' }, {}]) {
      const error = errorOf(await server.request('PUT', path, { token: owner.accessToken, body }), 422);
      expect(error.message).toBe('Invalid request');
      expect(error.details?.length).toBeGreaterThan(0);
    }
    const rename = errorOf(
      await server.request('PUT', `/api/assets/${asset.id}/generations/${defaultVariant.id}`, {
        token: owner.accessToken,
        body: { variant_name: 'Main' },
      }),
      422,
    );
    expect(rename).toMatchObject({ message: 'Invalid request', details: [{ field: 'variant_name' }] });
    errorOf(await server.request('PUT', path, { body: { description: 'x' } }), 401);
    errorOf(await server.request('PUT', path, { token: stranger.accessToken, body: { description: 'x' } }), 404);
    // A variant addressed through another asset is not found.
    const other = await assetWithDefault(owner);
    errorOf(
      await server.request('PUT', `/api/assets/${other.asset.id}/generations/${night.id}`, {
        token: owner.accessToken,
        body: { description: 'x' },
      }),
      404,
    );
  });

  it('deletes variants with their images; Default only once it is the last one', async () => {
    const { asset, defaultVariant } = await assetWithDefault(owner);
    const night = await addVariant(asset.id, 'Night');
    await fixtures.variantImage(night.id);
    const defaultPath = `/api/assets/${asset.id}/generations/${defaultVariant.id}`;
    const refused = errorOf(await server.request('DELETE', defaultPath, { token: owner.accessToken }), 422);
    expect(refused.details).toEqual([
      { field: 'generationId', message: 'The Default variant cannot be deleted while other variants exist' },
    ]);
    errorOf(
      await server.request('DELETE', `/api/assets/${asset.id}/generations/${night.id}`, {
        token: stranger.accessToken,
      }),
      404,
    );
    errorOf(await server.request('DELETE', `/api/assets/${asset.id}/generations/${night.id}`), 401);
    const recorder = recordEvents(server);
    expect(
      dataOf(
        await server.request('DELETE', `/api/assets/${asset.id}/generations/${night.id}`, { token: owner.accessToken }),
      ),
    ).toEqual({ id: night.id, deleted: true });
    expect(await fixtures.imagesOf(night.id)).toEqual([]);
    dataOf(await server.request('DELETE', defaultPath, { token: owner.accessToken }));
    recorder.stop();
    expect(recorder.types()).toEqual(['variant.deleted', 'variant.deleted']);
    expect(
      dataOf<PresentedVariant[]>(
        await server.request('GET', `/api/assets/${asset.id}/generations`, { token: owner.accessToken }),
      ),
    ).toEqual([]);
    errorOf(await server.request('DELETE', defaultPath, { token: owner.accessToken }), 404);
  });
});

describe('variant images', () => {
  it('lists one variant’s images and batches several in one answer', async () => {
    const { asset, defaultVariant } = await assetWithDefault(owner);
    const night = await addVariant(asset.id, 'Night');
    const empty = await addVariant(asset.id, 'Empty');
    const a = await fixtures.variantImage(defaultVariant.id);
    // Explicit instants: two inserts can share one clock tick, and the order is by creation time.
    const b = await fixtures.variantImage(night.id, { createdAt: new Date(Date.now() - 1000) });
    const c = await fixtures.variantImage(night.id, { createdAt: new Date() });
    const foreign = await assetWithDefault(stranger);
    await fixtures.variantImage(foreign.defaultVariant.id);

    const single = dataOf<PresentedVariantImage[]>(
      await server.request('GET', `/api/assets/variant-images/${night.id}`, { token: owner.accessToken }),
    );
    expect(single.map((image) => image.id)).toEqual([b.id, c.id]);

    const batch = dataOf<Record<string, PresentedVariantImage[]>>(
      await server.request('POST', '/api/assets/variant-images/batch', {
        token: owner.accessToken,
        body: { generationIds: [defaultVariant.id, night.id, empty.id, foreign.defaultVariant.id, MISSING_ID] },
      }),
    );
    expect(Object.fromEntries(Object.entries(batch).map(([id, images]) => [id, images.map((i) => i.id)]))).toEqual({
      [defaultVariant.id]: [a.id],
      [night.id]: [b.id, c.id],
      [empty.id]: [],
      // Another user's variant answers like an empty one: nothing of it leaks.
      [foreign.defaultVariant.id]: [],
      [MISSING_ID]: [],
    });

    const tooMany = errorOf(
      await server.request('POST', '/api/assets/variant-images/batch', {
        token: owner.accessToken,
        body: { generationIds: Array.from({ length: 51 }, () => crypto.randomUUID()) },
      }),
      422,
    );
    expect(tooMany.details?.[0]?.field).toBe('generationIds');
    errorOf(await server.request('POST', '/api/assets/variant-images/batch', { body: { generationIds: [] } }), 401);
    errorOf(await server.request('GET', `/api/assets/variant-images/${night.id}`), 401);
    errorOf(
      await server.request('GET', `/api/assets/variant-images/${night.id}`, { token: stranger.accessToken }),
      404,
    );
    errorOf(await server.request('GET', '/api/assets/variant-images/not-a-uuid', { token: owner.accessToken }), 422);
  });

  it('set-primary leaves exactly one primary image, on both routes, and publishes variantImage.updated', async () => {
    const { asset, defaultVariant } = await assetWithDefault(owner);
    const first = await fixtures.variantImage(defaultVariant.id, { isPrimary: true });
    const second = await fixtures.variantImage(defaultVariant.id);
    const third = await fixtures.variantImage(defaultVariant.id);
    const primaries = async () =>
      (await fixtures.imagesOf(defaultVariant.id)).filter((image) => image.isPrimary).map((image) => image.id);

    const recorder = recordEvents(server);
    const answered = dataOf<PresentedVariantImage>(
      await server.request('PUT', `/api/assets/variant-images/${second.id}/set-primary`, { token: owner.accessToken }),
    );
    expect(answered).toMatchObject({ id: second.id, is_primary: true, generation_id: defaultVariant.id });
    expect(await primaries()).toEqual([second.id]);
    dataOf(
      await server.request(
        'PUT',
        `/api/assets/${asset.id}/generations/${defaultVariant.id}/images/${third.id}/set-primary`,
        { token: owner.accessToken },
      ),
    );
    recorder.stop();
    expect(await primaries()).toEqual([third.id]);
    expect(recorder.types()).toEqual(['variantImage.updated', 'variantImage.updated']);

    const variant = dataOf<PresentedVariant[]>(
      await server.request('GET', `/api/assets/${asset.id}/generations`, { token: owner.accessToken }),
    )[0]!;
    expect(variant.image_url).toBe(third.imageUrl);
    errorOf(await server.request('PUT', `/api/assets/variant-images/${first.id}/set-primary`), 401);
    errorOf(
      await server.request('PUT', `/api/assets/variant-images/${first.id}/set-primary`, {
        token: stranger.accessToken,
      }),
      404,
    );
    const other = await assetWithDefault(owner);
    errorOf(
      await server.request(
        'PUT',
        `/api/assets/${other.asset.id}/generations/${defaultVariant.id}/images/${first.id}/set-primary`,
        { token: owner.accessToken },
      ),
      404,
    );
    expect(await primaries()).toEqual([third.id]);
  });

  it('deletes an image on both routes; deleting the primary promotes the newest remaining one', async () => {
    const { asset, defaultVariant } = await assetWithDefault(owner);
    const old = await fixtures.variantImage(defaultVariant.id, { createdAt: new Date(Date.now() - 5000) });
    const newest = await fixtures.variantImage(defaultVariant.id, { createdAt: new Date(Date.now() - 1000) });
    const primary = await fixtures.variantImage(defaultVariant.id, { isPrimary: true });
    errorOf(await server.request('DELETE', `/api/assets/variant-images/${primary.id}`), 401);
    errorOf(
      await server.request('DELETE', `/api/assets/variant-images/${primary.id}`, { token: stranger.accessToken }),
      404,
    );
    const recorder = recordEvents(server);
    expect(
      dataOf(await server.request('DELETE', `/api/assets/variant-images/${primary.id}`, { token: owner.accessToken })),
    ).toEqual({ id: primary.id, deleted: true });
    const left = await fixtures.imagesOf(defaultVariant.id);
    expect(left.filter((image) => image.isPrimary).map((image) => image.id)).toEqual([newest.id]);
    dataOf(
      await server.request('DELETE', `/api/assets/${asset.id}/generations/${defaultVariant.id}/images/${old.id}`, {
        token: owner.accessToken,
      }),
    );
    recorder.stop();
    expect(recorder.types()).toEqual(['variantImage.deleted', 'variantImage.deleted']);
    expect((await fixtures.imagesOf(defaultVariant.id)).map((image) => image.id)).toEqual([newest.id]);
    errorOf(await server.request('DELETE', `/api/assets/variant-images/${old.id}`, { token: owner.accessToken }), 404);
  });

  it('a collaborator may manage images; a public project’s viewer may only read them', async () => {
    const { project, defaultVariant } = await assetWithDefault(owner);
    const image = await fixtures.variantImage(defaultVariant.id);
    const helper = await server.register();
    await fixtures.collaborator(project.id, helper.user.id);
    dataOf(
      await server.request('PUT', `/api/assets/variant-images/${image.id}/set-primary`, { token: helper.accessToken }),
    );
    const publicOne = await assetWithDefault(owner, 'public');
    const shown = await fixtures.variantImage(publicOne.defaultVariant.id);
    dataOf(
      await server.request('GET', `/api/assets/variant-images/${publicOne.defaultVariant.id}`, {
        token: stranger.accessToken,
      }),
    );
    errorOf(
      await server.request('DELETE', `/api/assets/variant-images/${shown.id}`, { token: stranger.accessToken }),
      403,
    );
  });
});
