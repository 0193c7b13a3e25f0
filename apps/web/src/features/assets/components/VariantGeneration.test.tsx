import type { Job } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { creditRoutes } from '../../../test/creditFixtures';
import { fail, ok, stubApi, type ApiRoutes } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import type { AssetView, VariantView } from '../api/assetTypes';
import { makeAsset, makeVariant } from './testData';

const hero = makeAsset('a1', 'Ada', { description: 'The heroine' });
const castle = makeAsset('a2', 'Castle', { type: 'location', description: 'A castle on a cliff' });

function job(id: string, status: Job['status']): Job {
  return {
    id,
    queue: 'image-generation',
    kind: 'image',
    status,
    progress: status === 'completed' ? 100 : 30,
    cost: 1,
    attempts: 1,
    error: null,
    result: null,
    createdAt: null,
    updatedAt: null,
  };
}

function setup(routes: ApiRoutes, assets: AssetView[] = [hero, castle]) {
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  return stubApi(
    creditRoutes(42, {
      'GET /api/projects/p1': () => ok({ id: 'p1', name: 'Moon Saga' }),
      'GET /api/assets/project/p1': () => ok(assets),
      ...routes,
    }),
  );
}

function bodiesOf(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).split('?')[0] === path)
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined));
}

describe('variant image generation', () => {
  it('generates the Default image with its cost, marks the variant generating and shows the new image', async () => {
    let variants: VariantView[] = [makeVariant('v-default', 'Default', '2024-01-01T00:00:00.000Z')];
    const fetchMock = setup({
      'GET /api/assets/a1/generations': () => ok(variants),
      'POST /api/assets/a1/generate': () =>
        ok({ jobId: 'j1', queue: 'image-generation', cost: 1, targetId: 'v-default' }),
      'GET /api/jobs/image-generation/j1': () => {
        variants = [makeVariant('v-default', 'Default', '2024-01-01T00:00:00.000Z', ['img-new'])];
        return ok(job('j1', 'completed'));
      },
    });
    renderApp('/projects/p1/assets?asset=a1', { isSignedIn: true });
    await screen.findByRole('list', { name: 'Variants of Ada' });
    expect(await screen.findByText('This variant has no images yet.')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Generate image · 1 credit' }));
    expect(await screen.findByText('Generating...')).toBeTruthy();
    // The asset id travels in the path; nothing else is needed.
    await waitFor(() => expect(bodiesOf(fetchMock, 'POST', '/api/assets/a1/generate')).toEqual([{}]));

    const images = await screen.findByRole('list', { name: 'Images of Default' });
    expect(within(images).getAllByRole('img')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Generating...')).toBeNull());
  });

  it('generates a named variant through its own operation and shows why it could not start', async () => {
    const fetchMock = setup({
      'GET /api/assets/a1/generations': () =>
        ok([
          makeVariant('v-default', 'Default', '2024-01-01T00:00:00.000Z'),
          makeVariant('v-night', 'Night', '2024-01-03T00:00:00.000Z'),
        ]),
      'POST /api/assets/a1/generations/v-night/generate-image': () =>
        fail(403, 'FORBIDDEN', 'Not enough credits. You need 1 credits and have 0.'),
    });
    renderApp('/projects/p1/assets?asset=a1', { isSignedIn: true });
    expect(await screen.findByRole('heading', { name: 'Images of Night' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Generate image · 1 credit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not enough credits. You need 1 credits and have 0.');
    expect(bodiesOf(fetchMock, 'POST', '/api/assets/a1/generations/v-night/generate-image')).toHaveLength(1);
    expect(screen.queryByText('Generating...')).toBeNull();
  });

  it('offers the variant suite on locations only, confirming its cost first', async () => {
    const fetchMock = setup({
      'GET /api/assets/a1/generations': () => ok([makeVariant('v-default', 'Default', '2024-01-01T00:00:00.000Z')]),
      'GET /api/assets/a2/generations': () => ok([makeVariant('v-c', 'Default', '2024-01-01T00:00:00.000Z')]),
      'POST /api/assets/a2/variant-suite': () =>
        ok({
          jobs: [
            { jobId: 'j7', queue: 'image-generation', cost: 1, targetId: 'v-rev' },
            { jobId: 'j8', queue: 'image-generation', cost: 1, targetId: 'v-45' },
          ],
          stoppedReason: 'Not enough credits. You need 1 credits and have 0.',
        }),
      'GET /api/jobs/image-generation/j7': () => ok(job('j7', 'active')),
      'GET /api/jobs/image-generation/j8': () => ok(job('j8', 'active')),
    });
    renderApp('/projects/p1/assets?asset=a1', { isSignedIn: true });
    await screen.findByRole('list', { name: 'Variants of Ada' });
    expect(screen.queryByRole('button', { name: /Generate variant suite/ })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Locations 1' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Castle/ }));
    const suite = await screen.findByRole('button', { name: 'Generate variant suite · 5 credits' });
    fireEvent.click(suite);
    const dialog = await screen.findByRole('alertdialog', { name: 'Generate variant suite' });
    expect(dialog.textContent).toContain(
      'Reverse Angle, 45° Right Angle, Low Angle, Exterior View, Super Wide Exterior',
    );
    expect(within(dialog).getByText('5 images · 5 credits')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bodiesOf(fetchMock, 'POST', '/api/assets/a2/variant-suite')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Generate variant suite · 5 credits' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Started 2 images.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Not enough credits. You need 1 credits and have 0.');
    expect(bodiesOf(fetchMock, 'POST', '/api/assets/a2/variant-suite')).toHaveLength(1);
  });
});
