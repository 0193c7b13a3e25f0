import type { ResultFreshness, ScenarioFreshness, Shot } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/fakeApi';
import { makeComment } from '../../comments/utils/commentFixtures';
import { makeShot } from '../components/testData';
import { bodiesOf, openStoryboard, stubStoryboard } from '../storyboard/storyboardTestServer';

const shots: Shot[] = [
  makeShot('sh1', 1, { description: 'Mara waves', imageUrl: '/media/sh1-image-key-00000001.png' }),
  makeShot('sh2', 2, { description: 'The pier', imageUrl: '/media/sh2-image-key-00000001.png' }),
  makeShot('sh3', 3, { description: 'Gulls' }),
];

const current: ResultFreshness = { state: 'current', reasons: [] };
const missing: ResultFreshness = { state: 'missing', reasons: [] };
const states: ScenarioFreshness = {
  shots: [
    { shotId: 'sh1', image: { state: 'stale', reasons: [{ part: 'look', name: 'Mara' }] }, video: missing },
    { shotId: 'sh2', image: current, video: missing },
    { shotId: 'sh3', image: missing, video: missing },
  ],
  counts: { image: { current: 1, stale: 1, missing: 1 }, video: { current: 0, stale: 0, missing: 3 } },
};

describe('stale shots on the storyboard', () => {
  it('marks the stale shot with what changed, and brings the episode up to date after showing the cost', async () => {
    const quote = { kind: 'image', toStart: ['sh1', 'sh3'], inFlight: [], skipped: [], unitCost: 1, cost: 2 };
    const fetchMock = stubStoryboard(shots, {
      'GET /api/scenarios/s1/freshness': () => ok(states),
      'POST /api/scenarios/s1/up-to-date/quote': () => ok(quote),
      'POST /api/scenarios/s1/up-to-date': () => ok({ jobs: [], stoppedReason: null, skipped: 0 }),
    });
    await openStoryboard();
    const badge = await screen.findByTestId('shot-stale-1');
    expect(badge.textContent).toBe('Stale image');
    expect(badge.getAttribute('aria-label')).toBe('Shot 1: Stale image — Image: Mara’s look changed');
    expect(screen.queryByTestId('shot-stale-2')).toBeNull();
    expect(screen.getByTestId('freshness-summary').textContent).toBe('1 stale image · 1 image missing');
    expect(screen.queryByRole('button', { name: 'Bring videos up to date' })).toBeNull();
    const region = within(screen.getByRole('region', { name: 'Stale and missing shots' }));
    fireEvent.click(region.getByRole('button', { name: 'Bring images up to date' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bring images up to date' }));
    expect(await dialog.findByText('2 shots get a new image: 2 credits.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Start 2 for 2 credits' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/up-to-date')).toEqual([{ kind: 'image' }]),
    );
  });

  it('says nothing while every result is current', async () => {
    stubStoryboard(shots, {
      'GET /api/scenarios/s1/freshness': () =>
        ok({
          shots: shots.map((shot) => ({ shotId: shot.id, image: current, video: missing })),
          counts: { image: { current: 3, stale: 0, missing: 0 }, video: { current: 0, stale: 0, missing: 3 } },
        }),
    });
    await openStoryboard();
    await screen.findByRole('article', { name: 'Shot 1' });
    expect(screen.queryByRole('region', { name: 'Stale and missing shots' })).toBeNull();
    expect(screen.queryByTestId('shot-stale-1')).toBeNull();
  });
});

describe('the consistency check', () => {
  it('lists where a character is described differently, and posts a finding as a comment on its first shot', async () => {
    const report = {
      findings: [
        {
          kind: 'contradiction',
          assetId: 'as1',
          name: 'Ada',
          thing: 'scarf',
          values: [
            { value: 'red', shotIds: [], inLook: true },
            { value: 'blue', shotIds: ['sh2'], inLook: false },
          ],
        },
        { kind: 'unlinked', assetId: 'as1', name: 'Ada', shotIds: ['sh3', 'sh1'] },
      ],
    };
    const fetchMock = stubStoryboard(shots, {
      'GET /api/scenarios/s1/consistency': () => ok(report),
      'POST /api/scenarios/s1/comments': () => ok(makeComment('c1', { shotId: 'sh1' })),
    });
    await openStoryboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Check consistency' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Consistency of the characters' }));
    expect(await dialog.findByText('Ada’s scarf is red (in the look) or blue (shot 2)')).toBeTruthy();
    const unlinked = dialog.getByText('Shots 1, 3 name Ada without linking the character').closest('li')!;
    fireEvent.click(within(unlinked).getByRole('button', { name: 'Post as comment' }));
    expect(await within(unlinked).findByText('Posted')).toBeTruthy();
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/comments')).toEqual([
      { body: 'Shots 1, 3 name Ada without linking the character', shotId: 'sh1' },
    ]);
  });

  it('says so when there is nothing to check', async () => {
    stubStoryboard(shots, { 'GET /api/scenarios/s1/consistency': () => ok({ findings: [] }) });
    await openStoryboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Check consistency' }));
    expect(await screen.findByText('Every character is described the same way in every shot.')).toBeTruthy();
  });
});
