import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { socketService } from '../../../lib/transport';
import { ok, stubApi } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import type { VariantImageView, VariantView } from '../api/assetTypes';
import { assetSocketServer, uuid } from './assetSocketTestServer';
import { makeAsset, makeVariant, makeVariantImage } from './testData';

vi.mock('socket.io-client', () => import('../../../test/fakeSocketServer').then((m) => m.fakeSocketIoModule()));

afterEach(() => socketService.disconnect());

const fox = makeAsset(uuid(1), 'Fox');
/** Default first, then newest first as listed: the newest named one (Look 7) is selected on opening. */
const looks = (count: number): VariantView[] =>
  Array.from({ length: count }, (_, index) =>
    makeVariant(uuid(10 + index), index === 0 ? 'Default' : `Look ${index}`, `2024-01-0${index + 1}T00:00:00.000Z`),
  );
const imageOf = (variantId: string, n: number): VariantImageView =>
  makeVariantImage(uuid(100 + n), variantId, `/media/fresh-image-key-000${n}.png`, true);

describe('variant images', () => {
  it('over the socket, streams the images of all the variants in chunks of 20 and shows them', async () => {
    const variants = looks(3);
    const { server } = assetSocketServer([fox], { [`GET /api/assets/${fox.id}/generations`]: () => ok(variants) });
    server.on('assets:variantImages:batch:request', (raw) => {
      const { requestId, generationIds } = raw as { requestId: string; generationIds: string[] };
      const items = generationIds.map((id, index) => ({ generationId: id, images: [imageOf(id, index)] }));
      server.send('assets:variantImages:batch:chunk', { requestId, items });
      server.send('assets:variantImages:batch:done', { requestId });
    });
    renderApp(`/projects/p1/assets?asset=${fox.id}`, { isSignedIn: true });

    const images = await screen.findByRole('list', { name: 'Images of Look 2' });
    await waitFor(() =>
      expect(within(images).getByRole('img').getAttribute('src')).toBe('/media/fresh-image-key-0001.png'),
    );
    const [request] = server.receivedOf('assets:variantImages:batch:request');
    expect(request).toEqual({
      requestId: expect.any(String),
      // As listed: Default, then newest first.
      generationIds: [uuid(10), uuid(12), uuid(11)],
      chunkSize: 20,
    });
  });

  it('over the socket, asks for chunks of 1 for an asset with one variant', async () => {
    const { server } = assetSocketServer([fox], { [`GET /api/assets/${fox.id}/generations`]: () => ok(looks(1)) });
    renderApp(`/projects/p1/assets?asset=${fox.id}`, { isSignedIn: true });

    await screen.findByRole('list', { name: 'Variants of Fox' });
    await waitFor(() =>
      expect(server.receivedOf('assets:variantImages:batch:request')).toEqual([
        { requestId: expect.any(String), generationIds: [uuid(10)], chunkSize: 1 },
      ]),
    );
  });

  it('without the socket, reads the selected variant and at most 4 further ones over HTTP', async () => {
    window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
    // Listed Default, Look 7, Look 6, ..., Look 1: selected is Look 7, the 4 after it Look 6 to Look 3.
    const variants = looks(8);
    const listed = [variants[0]!, ...variants.slice(1).reverse()];
    const bodies: unknown[] = [];
    stubApi({
      'GET /api/projects/p1': () => ok({ id: 'p1', name: 'Moon Saga', role: 'owner' }),
      'GET /api/assets/project/p1': () => ok([fox]),
      [`GET /api/assets/${fox.id}/generations`]: () => ok(variants),
      'POST /api/assets/variant-images/batch': (body) => {
        bodies.push(body);
        const ids = (body as { generationIds: string[] }).generationIds;
        return ok(Object.fromEntries(ids.map((id, index) => [id, [imageOf(id, index)]])));
      },
    });
    renderApp(`/projects/p1/assets?asset=${fox.id}`, { isSignedIn: true });

    const images = await screen.findByRole('list', { name: 'Images of Look 7' });
    await waitFor(() =>
      expect(within(images).getByRole('img').getAttribute('src')).toBe('/media/fresh-image-key-0000.png'),
    );
    expect(bodies).toEqual([{ generationIds: listed.slice(1, 6).map((variant) => variant.id) }]);
  });
});
