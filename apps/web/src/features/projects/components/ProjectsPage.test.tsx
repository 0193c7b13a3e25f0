import { STORAGE_KEYS } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { callsTo, listResult, makeProject, makeSeries, stubProjectsApi } from '../testing/projectFixtures';

const heist = makeProject('p1', 'Lisbon Heist', {
  description: 'A crew of thieves',
  createdAt: '2024-01-10T00:00:00.000Z',
  updatedAt: '2024-03-01T00:00:00.000Z',
  scenario_count: 3,
  asset_count: 7,
  total_duration: 125,
  previewImage: 'https://cdn.example.com/p1.png',
});
const moon = makeProject('p2', 'Moon Saga', {
  description: 'Space opera',
  createdAt: '2024-02-10T00:00:00.000Z',
  updatedAt: '2024-02-11T00:00:00.000Z',
});
const atlas = makeProject('p3', 'Atlas', {
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-02T00:00:00.000Z',
  role: 'collaborator',
});

function cardNames() {
  return within(screen.getByRole('list', { name: 'Projects' }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));
}

async function openList(routes: Parameters<typeof stubProjectsApi>[0] = {}) {
  const fetchMock = stubProjectsApi({
    'GET /api/projects/with-previews': () => ok(listResult([heist, moon, atlas])),
    ...routes,
  });
  const view = renderApp('/projects', { isSignedIn: true });
  await screen.findByRole('article', { name: 'Lisbon Heist' });
  return { fetchMock, ...view };
}

describe('projects list', () => {
  it('shows cards with preview, description, counts, duration and date, newest first', async () => {
    await openList();
    expect(cardNames()).toEqual(['Moon Saga', 'Lisbon Heist', 'Atlas']);
    const card = screen.getByRole('article', { name: 'Lisbon Heist' });
    expect(within(card).getByText('A crew of thieves')).toBeTruthy();
    expect(card.textContent).toContain('Episodes 3');
    expect(card.textContent).toContain('Assets 7');
    expect(card.textContent).toContain('Duration 2:05');
    expect(card.textContent).toContain('Updated Mar 1, 2024');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/p1.png');
    const placeholder = screen.getByRole('article', { name: 'Moon Saga' });
    expect(within(placeholder).getByTestId('project-preview-placeholder')).toBeTruthy();
  });

  it('opens a project on click', async () => {
    const { router } = await openList({
      'GET /api/projects/p2': () => ok(moon),
      'GET /api/scenarios/project/p2': () => ok([]),
    });
    fireEvent.click(screen.getByRole('article', { name: 'Moon Saga' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/p2/scenarios'));
  });

  it('filters by name or description ignoring case, and remembers the filter', async () => {
    await openList();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'OPERA' } });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search' }), { key: 'Enter' });
    await waitFor(() => expect(cardNames()).toEqual(['Moon Saga']));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.projectFilter) ?? '{}')).toMatchObject({
      search: 'OPERA',
    });
  });

  it('sorts by name and by last change, and keeps the choice', async () => {
    await openList();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    fireEvent.change(sort, { target: { value: 'name' } });
    await waitFor(() => expect(cardNames()).toEqual(['Atlas', 'Lisbon Heist', 'Moon Saga']));
    fireEvent.change(sort, { target: { value: 'modified' } });
    await waitFor(() => expect(cardNames()).toEqual(['Lisbon Heist', 'Moon Saga', 'Atlas']));
    expect(window.localStorage.getItem(STORAGE_KEYS.projectSort)).toBe('modified');
  });

  it('reorders by dragging a card, switching the sort to custom and saving the order', async () => {
    await openList();
    const wrapperOf = (name: string) => screen.getByRole('article', { name }).parentElement as HTMLElement;
    fireEvent.dragStart(wrapperOf('Atlas'));
    fireEvent.dragOver(wrapperOf('Moon Saga'));
    fireEvent.drop(wrapperOf('Moon Saga'));
    await waitFor(() => expect(cardNames()).toEqual(['Atlas', 'Moon Saga', 'Lisbon Heist']));
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('custom');
    expect(window.localStorage.getItem(STORAGE_KEYS.projectSort)).toBe('custom');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.projectOrder) ?? '[]')).toEqual(['p3', 'p2', 'p1']);

    // Dropping a card on itself changes nothing; Alt+arrow moves it one place.
    fireEvent.dragStart(wrapperOf('Atlas'));
    fireEvent.drop(wrapperOf('Atlas'));
    expect(cardNames()).toEqual(['Atlas', 'Moon Saga', 'Lisbon Heist']);
    fireEvent.keyDown(wrapperOf('Lisbon Heist'), { key: 'ArrowLeft', altKey: true });
    await waitFor(() => expect(cardNames()).toEqual(['Atlas', 'Lisbon Heist', 'Moon Saga']));
  });

  it('restores the saved sort and custom order', async () => {
    window.localStorage.setItem(STORAGE_KEYS.projectSort, 'custom');
    window.localStorage.setItem(STORAGE_KEYS.projectOrder, JSON.stringify(['p1', 'p3', 'p2']));
    await openList();
    expect(cardNames()).toEqual(['Lisbon Heist', 'Atlas', 'Moon Saga']);
  });

  it('asks before deleting the selected projects and deletes each one', async () => {
    const { fetchMock } = await openList({
      'DELETE /api/projects/p1': () => ok(heist),
      'DELETE /api/projects/p2': () => ok(moon),
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Lisbon Heist' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Moon Saga' }));
    const bar = screen.getByRole('region', { name: 'Selected projects' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();

    fireEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete projects' });
    expect(within(dialog).getByText('Delete 2 project(s)? You can restore them from the Recycle Bin.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE', '/api/projects/p1')).toHaveLength(0);

    fireEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete projects' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/api/projects/p2')).toHaveLength(1));
    expect(callsTo(fetchMock, 'DELETE', '/api/projects/p1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selected projects' })).toBeNull());
  });

  it('reports projects that could not be deleted', async () => {
    await openList({
      'DELETE /api/projects/p1': () => fail(403, 'FORBIDDEN', 'Forbidden'),
      'DELETE /api/projects/p3': () => fail(500, 'SERVER_ERROR', 'Server error'),
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Lisbon Heist' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Atlas' }));
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Selected projects' })).getByRole('button', { name: 'Delete' }),
    );
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to delete 2 project(s).');
  });

  it('clones a project from its menu', async () => {
    const { fetchMock } = await openList({
      'POST /api/projects/p2/clone': () => ok(makeProject('p9', 'Moon Saga (Copy)')),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Moon Saga' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Clone' }));
    expect((await screen.findByRole('status', { name: '' })).textContent).toContain('Cloned as "Moon Saga (Copy)".');
    expect(callsTo(fetchMock, 'POST', '/api/projects/p2/clone')).toHaveLength(1);
  });

  it('offers moving to a series and deleting only to the owner', async () => {
    await openList();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Atlas' }));
    expect(screen.getByRole('menuitem', { name: 'Clone' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Move to series' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
  });

  it('shows a call to action to a new user', async () => {
    stubProjectsApi({ 'GET /api/projects/with-previews': () => ok(listResult([])) });
    renderApp('/projects', { isSignedIn: true });
    expect(await screen.findByRole('heading', { name: 'Create your first project' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create your first project' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Project list options' })).toBeNull();
  });

  it('shows skeletons while loading', async () => {
    stubProjectsApi({ 'GET /api/projects/with-previews': () => ok(listResult([heist])) });
    renderApp('/projects', { isSignedIn: true });
    expect(await screen.findByRole('status', { busy: true })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Lisbon Heist' })).toBeTruthy();
  });
});

describe('series on the projects list', () => {
  const winter = makeSeries('s1', 'Winter tales');
  const inWinter = { ...moon, seriesId: 's1' };

  it('groups projects under their series and No Series, and filters by series', async () => {
    await openList({
      'GET /api/projects/with-previews': () => ok(listResult([heist, inWinter, atlas])),
      'GET /api/series': () => ok([winter]),
    });
    const winterGroup = await screen.findByRole('list', { name: 'Winter tales' });
    expect(
      within(winterGroup)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Moon Saga']);
    const noSeries = screen.getByRole('list', { name: 'No Series' });
    expect(within(noSeries).getAllByRole('article')).toHaveLength(2);

    fireEvent.change(screen.getByRole('combobox', { name: 'Series' }), { target: { value: 'none' } });
    await waitFor(() => expect(cardNames()).toEqual(['Lisbon Heist', 'Atlas']));
  });

  it('creates a series, moves a project into it, and deletes it after confirmation', async () => {
    const series = [winter];
    const { fetchMock } = await openList({
      'GET /api/series': () => ok(series),
      'POST /api/series': () => {
        const created = makeSeries('s2', 'Summer');
        series.push(created);
        return ok(created);
      },
      'PATCH /api/projects/p1': () => ok({ ...heist, seriesId: 's2' }),
      'DELETE /api/series/s1': () => ok({ id: 's1', movedProjects: 0 }),
    });
    await screen.findByRole('heading', { name: 'Winter tales' });

    fireEvent.click(screen.getByRole('button', { name: 'New series' }));
    const create = screen.getByRole('dialog', { name: 'New series' });
    fireEvent.click(within(create).getByRole('button', { name: 'Create series' }));
    expect(within(create).getByText('Name is required')).toBeTruthy();
    fireEvent.change(within(create).getByLabelText('Series name'), { target: { value: 'Summer' } });
    fireEvent.click(within(create).getByRole('button', { name: 'Create series' }));
    expect(await screen.findByRole('heading', { name: 'Summer' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/series')[0]?.body).toEqual({ name: 'Summer' });

    fireEvent.click(screen.getByRole('button', { name: 'Actions for Lisbon Heist' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Move to series' }));
    const move = screen.getByRole('dialog', { name: 'Move "Lisbon Heist" to a series' });
    fireEvent.change(within(move).getByRole('combobox', { name: 'Series' }), { target: { value: 's2' } });
    fireEvent.click(within(move).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'PATCH', '/api/projects/p1')[0]?.body).toEqual({ seriesId: 's2' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete series Winter tales' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete series' });
    expect(confirm.textContent).toContain('Its projects are kept and move to No Series.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete series' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/api/series/s1')).toHaveLength(1));
  });
});
