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

  it("lists the shots that use an asset across the series' projects, each current, stale or missing", async () => {
    const counts = { current: 1, stale: 1, missing: 1 };
    const at = (shotId: string, position: number, projectName: string, state: string, reasons: unknown[] = []) => ({
      shotId,
      position,
      scenarioId: projectName === 'Episode one' ? 's1' : 's2',
      scenarioName: 'Pilot',
      projectId: projectName === 'Episode one' ? 'p0' : 'p1',
      projectName,
      image: { state, reasons },
      video: { state: 'missing', reasons: [] },
    });
    setup({
      'GET /api/assets/b1/freshness': () =>
        ok({
          shots: [
            at('x1', 1, 'Episode one', 'current'),
            at('x2', 2, 'Episode one', 'stale', [{ part: 'look', name: 'Mara' }]),
            at('x3', 4, 'Episode two', 'missing'),
          ],
          counts: { image: counts, video: { current: 0, stale: 0, missing: 3 } },
        }),
    });
    renderApp('/projects/p1/assets?type=character&asset=b1', { isSignedIn: true });
    const section = (await screen.findByRole('heading', { name: 'Shots using it' })).closest('section')!;
    expect(await within(section).findByText('Images: 1 stale, 1 missing, 1 current.')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Episode one — Pilot' }).getAttribute('href')).toBe(
      '/projects/p0/scenarios/s1',
    );
    expect(within(section).getByText('Stale — Mara’s look changed')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Episode two — Pilot' })).toBeTruthy();
    expect(within(section).getByText('No image yet')).toBeTruthy();
  });

  it("edits a look's words (Default keeps its name), and the shots using it are read again", async () => {
    const coat = { ...makeVariant('v2', 'Winter coat', '2024-01-02T00:00:00.000Z'), description: 'a long red coat' };
    let stale = 0;
    const fetchMock = setup({
      'GET /api/assets/b1/generations': () => ok([makeVariant('v1', 'Default', '2024-01-01T00:00:00.000Z'), coat]),
      'PUT /api/assets/b1/generations/v2': () => {
        stale = 1;
        return ok({ ...coat, description: 'a long green coat' });
      },
      'GET /api/assets/b1/freshness': () =>
        ok({
          shots: [],
          counts: { image: { current: 1 - stale, stale, missing: 0 }, video: { current: 0, stale: 0, missing: 1 } },
        }),
    });
    renderApp('/projects/p1/assets?type=character&asset=b1', { isSignedIn: true });
    expect(await screen.findByText('a long red coat')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit variant Winter coat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit variant Winter coat' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Variant description' }), {
      target: { value: 'a long green coat' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit variant Winter coat' })).toBeNull());
    expect(bodiesOf(fetchMock, 'PUT', '/api/assets/b1/generations/v2')).toEqual([
      { variant_name: 'Winter coat', description: 'a long green coat' },
    ]);
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('/freshness')).length).toBeGreaterThan(1),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Edit variant Default' }));
    const fixed = await screen.findByRole('dialog', { name: 'Edit variant Default' });
    expect(within(fixed).getByRole('textbox', { name: 'Variant name' })).toHaveProperty('readOnly', true);
  });
});
