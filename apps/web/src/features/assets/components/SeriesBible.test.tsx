import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { ok, stubApi, type ApiRoutes } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { makeAsset, makeVariant } from './testData';

const SERIES = '00000000-0000-4000-8000-0000000005e5';
const bibleMara = makeAsset('b1', 'Mara', { seriesId: SERIES, projectId: 'p0', project_id: 'p0' });
const ownMara = makeAsset('a1', 'mara');
const pier = makeAsset('a2', 'Old pier', { type: 'location' });

function setup(routes: ApiRoutes = {}) {
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  return stubApi({
    'GET /api/projects/p1': () => ok({ id: 'p1', name: 'Episode two', seriesId: SERIES }),
    'GET /api/series': () => ok([{ id: SERIES, name: 'Harbour', projectCount: 2 }]),
    'GET /api/assets/project/p1': () => ok([bibleMara, ownMara, pier]),
    'GET /api/assets/b1/generations': () => ok([makeVariant('v1', 'Default', '2024-01-01T00:00:00.000Z')]),
    'GET /api/assets/a1/generations': () => ok([]),
    ...routes,
  });
}

const bodiesOf = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).split('?')[0] === path)
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);

describe('the series bible on the assets page', () => {
  it('marks bible assets and offers to create a new one in the bible', async () => {
    const fetchMock = setup({ 'POST /api/assets': () => ok(makeAsset('a3', 'Tom', { seriesId: SERIES })) });
    renderApp('/projects/p1/assets', { isSignedIn: true });
    const row = await screen.findByRole('button', { name: /^Mara/ });
    expect(within(row).getByText('Series bible')).toBeTruthy();
    expect(within(screen.getByRole('button', { name: /^mara/ })).queryByText('Series bible')).toBeNull();

    fireEvent.click(screen.getAllByRole('button', { name: 'New asset' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New asset' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Tom' } });
    fireEvent.click(
      await within(dialog).findByRole('checkbox', {
        name: 'Keep in the Harbour bible, for every project of the series',
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create asset' }));
    await waitFor(() => expect(bodiesOf(fetchMock, 'POST', '/api/assets')).toHaveLength(1));
    expect(bodiesOf(fetchMock, 'POST', '/api/assets')[0]).toMatchObject({ name: 'Tom', inSeriesBible: true });
  });

  it('moves chosen assets, merging a duplicate into the bible by default or keeping both', async () => {
    const fetchMock = setup({
      'GET /api/projects/p1/bible/proposal': () =>
        ok({
          seriesId: SERIES,
          seriesName: 'Harbour',
          candidates: [
            { assetId: 'a1', name: 'mara', type: 'character', matches: [{ assetId: 'b1', name: 'Mara' }] },
            { assetId: 'a2', name: 'Old pier', type: 'location', matches: [] },
          ],
        }),
      'POST /api/projects/p1/bible/move': () =>
        ok({ moved: ['a2'], merged: [{ assetId: 'a1', into: 'b1' }], relinkedShots: 3 }),
    });
    renderApp('/projects/p1/assets', { isSignedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Move to series bible' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move assets to the Harbour bible' });
    const submit = within(dialog).getByRole('button', { name: 'Move 0 assets' });
    expect(submit).toHaveProperty('disabled', true);

    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Move mara' }));
    const merge = within(dialog).getByRole('combobox', { name: 'The bible already has Mara' }) as HTMLSelectElement;
    expect(merge.value).toBe('b1');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Move Old pier' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move 2 assets' }));

    expect(await screen.findByText('Moved 1 and merged 1 into the Harbour bible.')).toBeTruthy();
    expect(bodiesOf(fetchMock, 'POST', '/api/projects/p1/bible/move')).toEqual([
      {
        items: [
          { assetId: 'a1', mergeInto: 'b1' },
          { assetId: 'a2', mergeInto: null },
        ],
      },
    ]);
  });
});
