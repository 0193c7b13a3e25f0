import type { ActiveJob, Job } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { creditRoutes } from '../../../test/creditFixtures';
import { ok, stubApi } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { makeAsset, makeVariant } from './testData';

const hero = makeAsset('a1', 'Ada', { description: 'The heroine' });
const villain = makeAsset('a3', 'Brutus', { description: 'The villain' });

const running: ActiveJob = {
  jobId: 'j4',
  queue: 'image-generation',
  cost: 1,
  targetId: 'v-default',
  targetKey: 'variant:v-default:image',
  kind: 'image',
  status: 'active',
  progress: 10,
  scenarioId: null,
  shotId: null,
  assetId: 'a1',
};

const polled = (progress: number): Job => ({
  id: 'j4',
  queue: 'image-generation',
  kind: 'image',
  status: 'active',
  progress,
  cost: 1,
  attempts: 1,
  error: null,
  result: null,
  createdAt: null,
  updatedAt: null,
});

function setup() {
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  return stubApi(
    creditRoutes(42, {
      'GET /api/projects/p1': () => ok({ id: 'p1', name: 'Moon Saga' }),
      'GET /api/assets/project/p1': () => ok([hero, villain]),
      'GET /api/assets/a1/generations': () => ok([makeVariant('v-default', 'Default', '2024-01-01T00:00:00.000Z')]),
      // A fresh page: the server knows the job started before the reload.
      'GET /api/projects/p1/jobs/active': () => ok([running]),
      'GET /api/jobs/image-generation/j4': () => ok(polled(45)),
    }),
  );
}

describe('asset images in flight', () => {
  it('after a reload, the asset being drawn shows its progress in the list and its generate button is off', async () => {
    const fetchMock = setup();
    renderApp('/projects/p1/assets?asset=a1', { isSignedIn: true });
    const row = (await screen.findByRole('button', { name: /^Ada/ })).closest('li')!;
    const bar = await within(row).findByRole('progressbar', { name: 'Ada image progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('45'));
    expect(within(row).getByText('Generating image…')).toBeTruthy();
    const other = screen.getByRole('button', { name: /^Brutus/ }).closest('li')!;
    expect(within(other).queryByRole('progressbar')).toBeNull();

    // The asset's details: the variant is generating and its button is off while the job runs.
    await screen.findByRole('list', { name: 'Variants of Ada' });
    expect(await screen.findByText('Generating...')).toBeTruthy();
    const button = await screen.findByRole('button', { name: 'Generate image · 1 credit' });
    await waitFor(() => expect(button).toHaveProperty('disabled', true));
    expect(await screen.findByRole('progressbar', { name: 'Generate image progress' })).toBeTruthy();
    fireEvent.click(button);
    // No generation starts (the variant-images batch is a read that goes as a POST).
    const posts = fetchMock.mock.calls.filter(
      ([input, init]) => (init?.method ?? 'GET') === 'POST' && String(input) !== '/api/assets/variant-images/batch',
    );
    expect(posts).toHaveLength(0);
  });
});
