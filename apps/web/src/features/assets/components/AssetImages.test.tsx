import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { ok, stubApi } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import type { AssetView, VariantView } from '../api/assetTypes';
import { makeAsset, makeVariant } from './testData';

/** As the server lists an asset whose image lives in its Default variant (bought in the wizard). */
function withVariantPicture(asset: AssetView, imageId: string): AssetView {
  const url = `/media/${imageId}-image-key-0001.png`;
  return { ...asset, imageUrl: url, image_url_thumb: `/media/${imageId}-thumb-key-0001.webp`, image_source: 'variant' };
}

describe('asset images from variants', () => {
  it('shows the variant picture in the list and the panel header, not as an uploaded reference, and follows a new primary', async () => {
    window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
    const fox = makeAsset('a1', 'Fox');
    let listed = withVariantPicture(fox, 'img-1');
    const initial = makeVariant('v-default', 'Default', '2024-01-01T00:00:00.000Z', ['img-1', 'img-2']);
    let variants: VariantView[] = [initial];
    const fetchMock = stubApi({
      'GET /api/projects/p1': () => ok({ id: 'p1', name: 'Fables' }),
      'GET /api/assets/project/p1': () => ok([listed]),
      'GET /api/assets/a1/generations': () => ok(variants),
      'PUT /api/assets/variant-images/img-2/set-primary': () => {
        const images = initial.variant_images.map((image) => ({ ...image, is_primary: image.id === 'img-2' }));
        variants = [{ ...initial, variant_images: images }];
        listed = withVariantPicture(fox, 'img-2');
        return ok(images[1]);
      },
    });
    renderApp('/projects/p1/assets?asset=a1', { isSignedIn: true });

    const row = await screen.findByRole('button', { name: /^Fox/, pressed: true });
    expect(within(row).getByRole('presentation').getAttribute('src')).toBe('/media/img-1-thumb-key-0001.webp');
    const panel = screen.getByRole('article');
    const header = within(panel).getByRole('heading', { name: 'Fox' }).closest('header')!;
    expect(within(header).getByRole('presentation').getAttribute('src')).toBe('/media/img-1-thumb-key-0001.webp');
    // The reference image section holds uploads only: it offers one, it does not claim the variant's image.
    expect(screen.queryByRole('img', { name: 'Reference image of Fox' })).toBeNull();

    const images = await screen.findByRole('list', { name: 'Images of Default' });
    fireEvent.click(within(images).getByRole('button', { name: 'Set image 2 as primary' }));
    await waitFor(() =>
      expect(within(row).getByRole('presentation').getAttribute('src')).toBe('/media/img-2-thumb-key-0001.webp'),
    );
    const listCalls = fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/assets/project/p1'));
    expect(listCalls.length).toBeGreaterThan(1);
  });
});
