import type { ActiveJob, Shot } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, type ApiRoutes } from '../../../test/fakeApi';
import { makeJob, makeShot } from '../components/testData';
import { bodiesOf, openStoryboard, stubStoryboard } from './storyboardTestServer';

const first = makeShot('sh1', 1, { description: 'The rocket on the pad at dawn' });
const second = makeShot('sh2', 2, { description: 'Ada checks the gauges' });
const shots: Shot[] = [first, second];
const setup = (routes: ApiRoutes) => stubStoryboard(shots, routes);

/** A job the server lists as queued or running for the project. */
function activeImageJob(jobId: string, shotId: string, progress: number): ActiveJob {
  return {
    jobId,
    queue: 'image-generation',
    cost: 1,
    targetId: `gen-${shotId}`,
    targetKey: `shot:${shotId}:image`,
    kind: 'image',
    status: 'active',
    progress,
    scenarioId: 's1',
    shotId,
    assetId: null,
  };
}

describe('storyboard work in flight', () => {
  it('after a reload, a shot whose image the server is still making shows its progress and no live button', async () => {
    const fetchMock = setup({
      // A fresh page: nothing was started here, the server knows the job.
      'GET /api/projects/p1/jobs/active': () => ok([activeImageJob('j7', 'sh2', 30)]),
      'GET /api/jobs/image-generation/j7': () => ok(makeJob('j7', 'active', 60)),
    });
    await openStoryboard();
    const card = screen.getByRole('article', { name: 'Shot 2' });
    const bar = await within(card).findByRole('progressbar', { name: 'Generate image progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('60'));
    expect(within(card).getByText('Generating image…')).toBeTruthy();
    expect(within(card).queryByText('No image yet')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Generate image · 1 credit' })).toHaveProperty('disabled', true);
    expect(within(card).getByRole('button', { name: 'Generate video · 3 credits' })).toHaveProperty('disabled', true);
    // The other shot is idle.
    const other = screen.getByRole('article', { name: 'Shot 1' });
    expect(within(other).getByText('No image yet')).toBeTruthy();
    expect(within(other).getByRole('button', { name: 'Generate image · 1 credit' })).toHaveProperty('disabled', false);
    fireEvent.click(within(card).getByRole('button', { name: 'Generate image · 1 credit' }));
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/shots/sh2/generate')).toHaveLength(0);
    // "Generate all images" asks (and charges) only for the shot not already in flight.
    const toolbar = screen.getByRole('group', { name: 'Generate for all shots' });
    expect(within(toolbar).getByRole('button', { name: 'Generate all images · 1 credit' })).toBeTruthy();
  });

  it('when every shot is already being drawn, "Generate all images" shows their progress instead of selling them again', async () => {
    setup({
      'GET /api/projects/p1/jobs/active': () => ok([activeImageJob('j7', 'sh1', 30), activeImageJob('j8', 'sh2', 50)]),
      'GET /api/jobs/image-generation/j7': () => ok(makeJob('j7', 'active', 30)),
      'GET /api/jobs/image-generation/j8': () => ok(makeJob('j8', 'active', 50)),
    });
    await openStoryboard();
    const toolbar = screen.getByRole('group', { name: 'Generate for all shots' });
    const bar = await within(toolbar).findByRole('progressbar', { name: 'Generate all images progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    expect(within(toolbar).getByRole('button', { name: 'Generate all images · 0 credits' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(toolbar).queryByText('Add a description to a shot first')).toBeNull();
  });

  it('"Generate all images" shows each shot\'s progress on its card and turns its buttons off', async () => {
    setup({
      'POST /api/scenarios/s1/generate/images': () =>
        ok({
          jobs: [
            { jobId: 'j1', queue: 'image-generation', cost: 1, targetId: 'g1', targetKey: 'shot:sh1:image' },
            { jobId: 'j2', queue: 'image-generation', cost: 1, targetId: 'g2', targetKey: 'shot:sh2:image' },
          ],
          stoppedReason: null,
          skipped: 0,
        }),
      'GET /api/jobs/image-generation/j1': () => ok(makeJob('j1', 'active', 20)),
      'GET /api/jobs/image-generation/j2': () => ok(makeJob('j2', 'queued', 0)),
    });
    await openStoryboard();
    const toolbar = screen.getByRole('group', { name: 'Generate for all shots' });
    fireEvent.click(await within(toolbar).findByRole('button', { name: 'Generate all images · 2 credits' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Generate' }));
    for (const [name, progress] of [
      ['Shot 1', '20'],
      ['Shot 2', '0'],
    ] as const) {
      const card = screen.getByRole('article', { name });
      const bar = await within(card).findByRole('progressbar', { name: 'Generate image progress' });
      await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe(progress));
      expect(within(card).getByText('Generating image…')).toBeTruthy();
      expect(within(card).getByRole('button', { name: 'Generate image · 1 credit' })).toHaveProperty('disabled', true);
    }
  });
});
