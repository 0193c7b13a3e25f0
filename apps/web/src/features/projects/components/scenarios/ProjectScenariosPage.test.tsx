import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';
import { callsTo, makeScenarioListItem, makeProject, stubProjectsApi } from '../../testing/projectFixtures';

const project = makeProject('p1', 'Moon Saga', { description: 'A trip to the moon' });
const pilot = makeScenarioListItem('e1', 'Pilot', {
  description: 'Launch day',
  shot_count: 12,
  total_duration: 95,
  status: 'completed',
});
const finale = makeScenarioListItem('e2', 'Finale', { createdAt: '2024-04-01T00:00:00.000Z' });

async function openProject(routes: Parameters<typeof stubProjectsApi>[0] = {}) {
  const scenarios = [pilot, finale];
  const fetchMock = stubProjectsApi({
    'GET /api/projects/p1': () => ok(project),
    'GET /api/scenarios/project/p1': () => ok(scenarios),
    ...routes,
  });
  const view = renderApp('/projects/p1/scenarios', { isSignedIn: true });
  await screen.findByRole('link', { name: 'Pilot' });
  return { fetchMock, scenarios, ...view };
}

afterEach(() => vi.restoreAllMocks());

describe('project detail (episodes)', () => {
  it('shows the project name and description, and each episode with its details', async () => {
    await openProject();
    expect(screen.getByRole('heading', { level: 1, name: 'Moon Saga' })).toBeTruthy();
    expect(screen.getByText('A trip to the moon')).toBeTruthy();
    expect(screen.getByTestId('header-project-name').textContent).toBe('Moon Saga');
    const row = screen.getByRole('link', { name: 'Pilot' }).closest('li') as HTMLElement;
    expect(within(row).getByText('Launch day')).toBeTruthy();
    expect(row.textContent).toContain('Shots12');
    expect(row.textContent).toContain('Duration1:35');
    expect(within(row).getByText('Completed')).toBeTruthy();
    expect(row.textContent).toContain('Mar 1, 2024');
    expect(screen.getByRole('link', { name: 'Pilot' }).getAttribute('href')).toBe('/projects/p1/scenarios/e1');
  });

  it('creates an episode with a name, description and aspect ratio', async () => {
    const created = makeScenarioListItem('e3', 'Epilogue');
    const { fetchMock, scenarios } = await openProject({
      'POST /api/scenarios': () => {
        scenarios.push(created);
        return ok(created);
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'New episode' }));
    const dialog = screen.getByRole('dialog', { name: 'New episode' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create episode' }));
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Description (optional)'), { target: { value: 'x'.repeat(1001) } });
    expect(within(dialog).getByText('Description must be at most 1000 characters')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Epilogue' } });
    fireEvent.change(within(dialog).getByLabelText('Description (optional)'), { target: { value: 'After it all' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Portrait 9:16' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create episode' }));

    expect(await screen.findByRole('link', { name: 'Epilogue' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, 'POST', '/api/scenarios')[0]?.body).toEqual({
      projectId: 'p1',
      name: 'Epilogue',
      description: 'After it all',
      aspectRatio: 'portrait',
    });
  });

  it("says 'Failed to create episode' when creation fails", async () => {
    await openProject({ 'POST /api/scenarios': () => fail(500, 'SERVER_ERROR', 'Server error') });
    fireEvent.click(screen.getByRole('button', { name: 'New episode' }));
    const dialog = screen.getByRole('dialog', { name: 'New episode' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Epilogue' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create episode' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to create episode');
  });

  it("renames an episode, and says 'Failed to update scenario' when that fails", async () => {
    let shouldFail = true;
    const { fetchMock } = await openProject({
      'PATCH /api/scenarios/e1': () =>
        shouldFail ? fail(500, 'SERVER_ERROR', 'Server error') : ok({ ...pilot, name: 'Pilot (cut)' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Rename Pilot' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename episode' });
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Pilot');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Pilot (cut)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to update scenario');

    shouldFail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'PATCH', '/api/scenarios/e1').at(-1)?.body).toEqual({
      name: 'Pilot (cut)',
      description: 'Launch day',
    });
  });

  it('deletes an episode only after a confirmation saying the Recycle Bin can restore it', async () => {
    const { fetchMock, scenarios } = await openProject({
      'DELETE /api/scenarios/e2': () => {
        scenarios.splice(1, 1);
        return ok({ id: 'e2' });
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Finale' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete episode' });
    expect(dialog.textContent).toContain('Delete the episode "Finale"? You can restore it from the Recycle Bin.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE', '/api/scenarios/e2')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Finale' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Finale' })).toBeNull());
    expect(callsTo(fetchMock, 'DELETE', '/api/scenarios/e2')).toHaveLength(1);
  });

  it("logs 'Error deleting episode' and shows 'Failed to delete episode' when deletion fails", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openProject({ 'DELETE /api/scenarios/e2': () => fail(500, 'SERVER_ERROR', 'Server error') });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Finale' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to delete episode');
    expect(consoleError).toHaveBeenCalledWith('Error deleting episode', expect.anything());
    expect(screen.getByRole('link', { name: 'Finale' })).toBeTruthy();
  });

  it('shows an empty state with a call to create the first episode', async () => {
    stubProjectsApi({
      'GET /api/projects/p1': () => ok(project),
      'GET /api/scenarios/project/p1': () => ok([]),
    });
    renderApp('/projects/p1/scenarios', { isSignedIn: true });
    expect(await screen.findByRole('heading', { name: 'No episodes yet' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('status', { name: '' })).getByRole('button', { name: 'New episode' }));
    expect(screen.getByRole('dialog', { name: 'New episode' })).toBeTruthy();
  });

  it("says 'Project not found' for a project that does not exist", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubProjectsApi({ 'GET /api/projects/p404': () => fail(404, 'NOT_FOUND', 'Project not found') });
    renderApp('/projects/p404/scenarios', { isSignedIn: true });
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to projects' }).getAttribute('href')).toBe('/projects');
  });
});
