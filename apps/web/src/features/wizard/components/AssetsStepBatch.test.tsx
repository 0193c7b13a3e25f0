import type { Job } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { creditRoutes } from '../../../test/creditFixtures';
import { fail, ok, stubApi, TEST_USER } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { emptyDraft } from '../utils/wizardDraft';

const STORY = 'A fox saw a crow in an oak tree. The crow held a piece of cheese.';
const analysis = {
  assets: [
    { name: 'Fox', type: 'character', description: 'a sly fox', aliases: [] },
    { name: 'Crow', type: 'character', description: 'a proud crow', aliases: [] },
    { name: 'Oak Tree', type: 'location', description: 'a tall oak', aliases: [] },
  ],
};

const job = (id: string, isDone: boolean): Job => ({
  id,
  queue: 'image-generation',
  kind: 'image',
  status: isDone ? 'completed' : 'active',
  progress: isDone ? 100 : 30,
  cost: 1,
  attempts: 1,
  error: null,
  result: isDone ? { url: `/media/${id}-preview-0001.png` } : null,
  createdAt: null,
  updatedAt: null,
});

/**
 * The wizard at the asset step; the third image is still being made when the others are done. Images past
 * `creditsFor` are refused as the server does when the balance runs out.
 */
function openAssetStep({ creditsFor = Infinity }: { creditsFor?: number } = {}) {
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  window.localStorage.setItem(
    `sym.wizardDraft.${TEST_USER.id}`,
    JSON.stringify({ ...emptyDraft(), step: 4, name: 'Fox Tale', story: STORY }),
  );
  let started = 0;
  const slow = { isDone: false };
  const fetchMock = stubApi({
    ...creditRoutes(10),
    'POST /api/story/analyze': () => ok(analysis),
    'POST /api/story/asset-preview': () => {
      if (started >= creditsFor) return fail(403, 'FORBIDDEN', 'Not enough credits. You need 1 credits and have 0.');
      started += 1;
      return ok({ jobId: `j${started}`, queue: 'image-generation', cost: 1, targetId: null, targetKey: null });
    },
    'GET /api/jobs/image-generation/j1': () => ok(job('j1', true)),
    'GET /api/jobs/image-generation/j2': () => ok(job('j2', true)),
    'GET /api/jobs/image-generation/j3': () => ok(job('j3', slow.isDone)),
  });
  renderApp('/wizard', { isSignedIn: true });
  return { fetchMock, slow };
}

const previewBodies = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/api/story/asset-preview'))
    .map(([, init]) => (JSON.parse(String(init?.body)) as { name: string }).name);

afterEach(() => window.localStorage.clear());

describe('wizard asset step: generate all, approve all', () => {
  it('generates every image in one click with its total cost, shows the progress, and approves them all by key', async () => {
    const { fetchMock, slow } = openAssetStep();
    await screen.findByRole('heading', { name: 'Asset 1 of 3' });
    expect(screen.getByRole('button', { name: 'Approve all generated' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Generate all · 3 credits' }));
    await waitFor(() => expect(previewBodies(fetchMock)).toEqual(['Fox', 'Crow', 'Oak Tree']));
    expect(await screen.findByText('Generating images: 2 of 3 ready')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress of the images being generated' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate all' })).toHaveProperty('disabled', true);

    slow.isDone = true;
    // The next poll of the third job finds it done: the progress goes and every image is there.
    await waitFor(() => expect(screen.queryByText(/^Generating images/)).toBeNull(), { timeout: 15_000 });
    const list = screen.getByRole('list', { name: 'All assets' });
    expect(list.querySelectorAll('img')).toHaveLength(3);

    fireEvent.keyDown(document.body, { key: 'A', shiftKey: true });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((button) => button.getAttribute('aria-label')),
      ).toEqual(['Fox (Approved)', 'Crow (Approved)', 'Oak Tree (Approved)']),
    );
    expect(screen.getByRole('button', { name: 'Approve all generated' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Generate all' })).toHaveProperty('disabled', true);
  });

  it('stops at the first refusal and says why, leaving the rest unstarted', async () => {
    const { fetchMock } = openAssetStep({ creditsFor: 1 });
    await screen.findByRole('heading', { name: 'Asset 1 of 3' });
    fireEvent.click(screen.getByRole('button', { name: 'Generate all · 3 credits' }));
    expect((await screen.findByText(/^Not enough credits/)).closest('[role="alert"]')).toBeTruthy();
    expect(previewBodies(fetchMock)).toEqual(['Fox', 'Crow']);
  });

  it('reviews with the keyboard: G generates the current image, R rejects, S skips, arrows move', async () => {
    const { fetchMock } = openAssetStep();
    await screen.findByRole('heading', { name: 'Asset 1 of 3' });
    fireEvent.keyDown(document.body, { key: 'g' });
    await waitFor(() => expect(previewBodies(fetchMock)).toEqual(['Fox']));
    fireEvent.keyDown(document.body, { key: 'r' });
    expect(await screen.findByRole('heading', { name: 'Asset 2 of 3' })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 's' });
    expect(await screen.findByRole('heading', { name: 'Asset 3 of 3' })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(await screen.findByRole('heading', { name: 'Asset 2 of 3' })).toBeTruthy();
    // Typing in the asset's fields keeps its letters.
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'a' });
    expect(screen.getByRole('heading', { name: 'Asset 2 of 3' })).toBeTruthy();
    expect(screen.getByText('2 of 3 assets selected')).toBeTruthy();
  });
});
