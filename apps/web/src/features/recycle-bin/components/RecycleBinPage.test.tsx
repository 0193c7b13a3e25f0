import type { RecycleBinItem } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { fail, ok, stubApi, type ApiRoutes } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

/** HTTP only: the test socket never connects. */
function stubBinApi(routes: ApiRoutes) {
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  return stubApi(routes);
}

function callsTo(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === method && String(input) === path);
}

const item = (type: RecycleBinItem['type'], id: string, name: string, extra: Partial<RecycleBinItem> = {}) =>
  ({
    type,
    id,
    name,
    deletedAt: '2024-05-02T10:30:00.000Z',
    projectId: 'p1',
    projectName: 'Moon Saga',
    isProjectDeleted: false,
    previewUrl: null,
    ...extra,
  }) satisfies RecycleBinItem;

const saga = item('project', 'p1', 'Moon Saga');
const pilot = item('scenario', 'e1', 'Pilot', { projectId: 'p2', projectName: 'Lisbon Heist' });
const ADA_PICTURE = '/media/0123456789abcdef0123456789abcdef.png?exp=1767225600&bin=1&sig=AbCdEf0123456789_-AbCdEf';
const hero = item('asset', 'a1', 'Ada', { isProjectDeleted: true, previewUrl: ADA_PICTURE });

async function openBin(routes: ApiRoutes = {}, items = [saga, pilot, hero]) {
  const fetchMock = stubBinApi({ 'GET /api/recycle-bin': () => ok(items), ...routes });
  renderApp('/recycling', { isSignedIn: true });
  await screen.findByRole('list', { name: 'Recycle Bin' });
  return { fetchMock, items };
}

const rowOf = (name: string) => screen.getByRole('listitem', { name });

describe('recycle bin', () => {
  it('lists deleted projects, episodes and assets with type, project and date', async () => {
    await openBin();
    const scenario = rowOf('Pilot');
    expect(within(scenario).getByText('Episode')).toBeTruthy();
    expect(within(scenario).getByText('Lisbon Heist')).toBeTruthy();
    expect(scenario.textContent).toContain('May 2, 2024');
    expect(within(rowOf('Moon Saga')).getByText('Project')).toBeTruthy();
    expect(within(rowOf('Ada')).getByText('Asset')).toBeTruthy();

    // An item with a picture shows it (with the bin's own signature); one without shows its type's icon.
    expect(within(rowOf('Ada')).getByTestId('recycle-bin-preview').getAttribute('src')).toBe(ADA_PICTURE);
    expect(within(scenario).queryByTestId('recycle-bin-preview')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Episodes 1' }));
    expect(within(screen.getByRole('list', { name: 'Recycle Bin' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('restores an item and refreshes the list', async () => {
    const { fetchMock, items } = await openBin({
      'POST /api/recycle-bin/scenario/e1/restore': () => {
        items.splice(items.indexOf(pilot), 1);
        return ok({ type: 'scenario', id: 'e1' });
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Restore Pilot' }));
    expect((await screen.findByRole('status', { name: '' })).textContent).toBe('"Pilot" was restored.');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Pilot' })).toBeNull());
    expect(callsTo(fetchMock, 'POST', '/api/recycle-bin/scenario/e1/restore')).toHaveLength(1);
  });

  it('cannot restore an item whose project is deleted too', async () => {
    await openBin();
    const row = rowOf('Ada');
    expect(within(row).getByText('Its project is deleted too. Restore the project first.')).toBeTruthy();
    expect((within(row).getByRole('button', { name: 'Restore Ada' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('deletes forever only after a confirmation that says it cannot be undone', async () => {
    const { fetchMock, items } = await openBin({
      'DELETE /api/recycle-bin/project/p1': () => {
        items.splice(items.indexOf(saga), 1);
        return ok({ type: 'project', id: 'p1' });
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Moon Saga forever' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete forever' });
    expect(dialog.textContent).toContain('Delete "Moon Saga" forever? This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE', '/api/recycle-bin/project/p1')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Moon Saga forever' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete forever' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete forever' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Moon Saga' })).toBeNull());
    expect(callsTo(fetchMock, 'DELETE', '/api/recycle-bin/project/p1')).toHaveLength(1);
  });

  it('shows the server reason when a restore is refused', async () => {
    const limit = 'Project limit reached (10 on Sym). Upgrade to Motion Maker Pro for unlimited projects.';
    await openBin({ 'POST /api/recycle-bin/project/p1/restore': () => fail(403, 'FORBIDDEN', limit) });
    fireEvent.click(screen.getByRole('button', { name: 'Restore Moon Saga' }));
    expect((await screen.findByRole('alert')).textContent).toBe(limit);
  });

  it('shows an empty state', async () => {
    stubBinApi({ 'GET /api/recycle-bin': () => ok([]) });
    renderApp('/recycling', { isSignedIn: true });
    expect(await screen.findByRole('heading', { name: 'The Recycle Bin is empty' })).toBeTruthy();
  });
});
