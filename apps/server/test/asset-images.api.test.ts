import { describe, expect, it } from 'vitest';
import type { JobTicket, ProjectCreateWithStoryResult, ShotGeneration } from '@sym/contracts';
import type { PresentedAsset } from '../src/modules/assets/asset.presenter.ts';
import type { PresentedVariant } from '../src/modules/asset-variants/variant.presenter.ts';
import { dataOf, openRpcSocket, PNG_BYTES, rowFixtures, uploadFile, useTestServer } from './helpers/fixtures.ts';
import { waitForJob } from './helpers/jobs.ts';

const server = useTestServer();
const fixtures = rowFixtures(server);

type Account = Awaited<ReturnType<typeof server.register>>;

async function completed(token: string, ticket: JobTicket) {
  const job = await waitForJob(server, token, ticket);
  expect(job.status, job.error ?? '').toBe('completed');
  return job;
}

/** The wizard's path: a preview bought for the fox, then a project whose shot 1 shows the fox and the crow. */
async function wizardProject(account: Account) {
  const token = account.accessToken;
  const preview = await completed(
    token,
    dataOf<JobTicket>(
      await server.request('POST', '/api/story/asset-preview', {
        token,
        body: { name: 'Fox', type: 'character', description: 'a sly red fox', style: { preset: 'anime' } },
      }),
    ),
  );
  const previewUrl = String(preview.result?.url);
  const result = dataOf<ProjectCreateWithStoryResult>(
    await server.request('POST', '/api/projects/create-with-story', {
      token,
      body: {
        name: 'The Fox and the Crow',
        aspectRatio: 'landscape',
        story: 'A fox flatters a crow until it drops its cheese.',
        assets: [
          { key: 'fox', name: 'Fox', type: 'character', description: 'a sly red fox', imageUrl: previewUrl },
          { key: 'crow', name: 'Crow', type: 'character', description: 'a proud black crow' },
        ],
        shots: [{ type: 'medium', description: 'The fox looks up at the crow', assetKeys: ['fox', 'crow'] }],
      },
    }),
  );
  return { token, previewUrl, result, foxId: result.assetIds[0]!, crowId: result.assetIds[1]! };
}

async function listed(token: string, projectId: string) {
  return dataOf<PresentedAsset[]>(await server.request('GET', `/api/assets/project/${projectId}`, { token }));
}

async function assetOf(token: string, assetId: string) {
  return dataOf<PresentedAsset>(await server.request('GET', `/api/assets/${assetId}`, { token }));
}

async function defaultVariantOf(token: string, assetId: string) {
  const variants = dataOf<PresentedVariant[]>(
    await server.request('GET', `/api/assets/${assetId}/generations`, { token }),
  );
  return variants.find((variant) => variant.variant_name === 'Default')!;
}

describe('an asset shows its variants’ picture', () => {
  it('a wizard image is the asset’s image in the list, get and socket list, and follows the primary image', async () => {
    const account = await server.register();
    const { token, previewUrl, result, foxId, crowId } = await wizardProject(account);

    // Made in one statement, the two share a creation time: find them by id.
    const first = await listed(token, result.projectId);
    const fox = first.find((asset) => asset.id === foxId);
    const crow = first.find((asset) => asset.id === crowId);
    expect(fox).toMatchObject({ id: foxId, imageUrl: previewUrl, image_url: previewUrl, image_source: 'variant' });
    expect(fox!.image_url_thumb).toMatch(/^\/media\//);
    expect(fox!.image_url_thumb).not.toBe(previewUrl);
    expect(fox!.referenceImages).toEqual([]);
    expect(fox!.reference_image).toBeNull();
    expect(crow).toMatchObject({ id: crowId, imageUrl: null, image_url_thumb: null, image_source: null });
    expect(await assetOf(token, foxId)).toEqual(fox);
    const socket = await openRpcSocket(server, token);
    try {
      const answer = await socket.rpc('asset.listByProject', { projectId: result.projectId });
      expect(answer.success).toBe(true);
      const assets = answer.success ? (answer.data as PresentedAsset[]) : [];
      expect(assets.find((asset) => asset.id === foxId)).toEqual(fox);
    } finally {
      socket.close();
    }

    // A new Default image becomes primary, and the asset's image with it.
    await completed(
      token,
      dataOf<JobTicket>(await server.request('POST', `/api/assets/${foxId}/generate`, { token, body: {} })),
    );
    const variant = await defaultVariantOf(token, foxId);
    const [wizardImage, generated] = variant.variant_images;
    expect(wizardImage!.image_url).toBe(previewUrl);
    expect(generated!.is_primary).toBe(true);
    expect((await assetOf(token, foxId)).imageUrl).toBe(generated!.image_url);

    // Setting the wizard image primary again moves the asset's image back.
    dataOf(await server.request('PUT', `/api/assets/variant-images/${wizardImage!.id}/set-primary`, { token }));
    const again = await listed(token, result.projectId);
    expect(again.find((asset) => asset.id === foxId)!.imageUrl).toBe(previewUrl);

    // Deleting the primary image promotes the remaining one, on the asset too.
    dataOf(await server.request('DELETE', `/api/assets/variant-images/${wizardImage!.id}`, { token }));
    const afterDelete = await assetOf(token, foxId);
    expect(afterDelete).toMatchObject({ imageUrl: generated!.image_url, image_source: 'variant' });
    expect(afterDelete.image_url_thumb).toBe(generated!.image_url_thumb);
  });

  it('shot image generation draws a tagged asset from that image and records it with the generation', async () => {
    const account = await server.register();
    const { token, previewUrl, result, foxId, crowId } = await wizardProject(account);
    const base = `/api/scenarios/${result.scenarioId}`;
    const shotId = result.shotIds[0]!;

    await completed(
      token,
      dataOf<JobTicket>(await server.request('POST', `${base}/shots/${shotId}/generate`, { token, body: {} })),
    );
    const [first] = dataOf<ShotGeneration[]>(
      await server.request('GET', `${base}/shots/${shotId}/generations`, { token }),
    );
    expect(first!.metadata.referenceImages).toEqual(
      expect.arrayContaining([
        { assetId: foxId, imageUrl: previewUrl },
        { assetId: crowId, imageUrl: null },
      ]),
    );

    // After another image is made primary, the next shot image is drawn from that one.
    await completed(
      token,
      dataOf<JobTicket>(await server.request('POST', `/api/assets/${foxId}/generate`, { token, body: {} })),
    );
    const primary = (await defaultVariantOf(token, foxId)).variant_images.find((image) => image.is_primary)!;
    expect(primary.image_url).not.toBe(previewUrl);
    await completed(
      token,
      dataOf<JobTicket>(await server.request('POST', `${base}/shots/${shotId}/generate`, { token, body: {} })),
    );
    const [latest] = dataOf<ShotGeneration[]>(
      await server.request('GET', `${base}/shots/${shotId}/generations`, { token }),
    );
    expect(latest!.id).not.toBe(first!.id);
    expect(latest!.metadata.referenceImages).toContainEqual({ assetId: foxId, imageUrl: primary.image_url });
  });

  it('without a Default image the newest variant image shows, also beside an uploaded reference, which shows alone', async () => {
    const account = await server.register();
    const token = account.accessToken;
    const project = await fixtures.project(account.user.id);
    const asset = dataOf<PresentedAsset>(
      await server.request('POST', '/api/assets', { token, body: { name: 'Harbor', projectId: project.id } }),
    );
    expect(asset).toMatchObject({ imageUrl: null, image_source: null });
    const night = await fixtures.variant(asset.id, account.user.id, { variantName: 'Night' });
    const dawn = await fixtures.variant(asset.id, account.user.id, { variantName: 'Dawn' });
    await fixtures.variantImage(night.id, { isPrimary: true, createdAt: new Date(Date.now() - 5000) });
    const newest = await fixtures.variantImage(dawn.id, {
      isPrimary: true,
      imageUrlThumb: '/media/dawn-thumb-image-0001.webp',
    });
    expect(await assetOf(token, asset.id)).toMatchObject({
      imageUrl: newest.imageUrl,
      image_url_thumb: expect.stringMatching(/^\/media\/dawn-thumb-image-0001\.webp\?exp=/),
      image_source: 'variant',
    });

    const uploaded = dataOf<PresentedAsset>(
      await uploadFile(
        server,
        `/api/upload/asset/${asset.id}/reference`,
        { bytes: PNG_BYTES, name: 'harbor.png', type: 'image/png' },
        token,
      ),
    );
    // The variants' picture stays the asset's image (shot images draw from it); the upload is its reference.
    expect(uploaded).toMatchObject({ imageUrl: newest.imageUrl, image_source: 'variant' });
    expect(uploaded.reference_image).toMatch(/^\/media\//);
    expect((await listed(token, project.id))[0]!.imageUrl).toBe(newest.imageUrl);
    const plain = dataOf<PresentedAsset>(
      await server.request('POST', '/api/assets', { token, body: { name: 'Quay', projectId: project.id } }),
    );
    const plainUploaded = dataOf<PresentedAsset>(
      await uploadFile(
        server,
        `/api/upload/asset/${plain.id}/reference`,
        { bytes: PNG_BYTES, name: 'quay.png', type: 'image/png' },
        token,
      ),
    );
    expect(plainUploaded).toMatchObject({ image_source: 'reference', image_url_thumb: null });
    expect(plainUploaded.imageUrl).toBe(plainUploaded.reference_image);

    const cleared = dataOf<PresentedAsset>(
      await server.request('DELETE', `/api/assets/${asset.id}/reference-image`, { token }),
    );
    expect(cleared).toMatchObject({ imageUrl: newest.imageUrl, image_source: 'variant', reference_image: null });
  });
});
