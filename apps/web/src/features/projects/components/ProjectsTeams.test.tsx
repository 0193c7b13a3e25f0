import { STORAGE_KEYS, type Team } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_USER, ok } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { callsTo, listResult, makeDetails, makeProject, stubProjectsApi } from '../testing/projectFixtures';

const TEAM_ID = '5b1d7c3e-2a4f-4b6d-8e9f-0a1b2c3d4e5f';
const northlight: Team = {
  id: TEAM_ID,
  name: 'Northlight Studio',
  ownerId: TEST_USER.id,
  role: 'admin',
  memberCount: 3,
  seats: 10,
  projectCount: 1,
  createdAt: '2026-03-02T10:00:00.000Z',
};

const own = makeProject('p1', 'Lisbon Heist', { updatedAt: '2024-03-01T00:00:00.000Z' });
const shared = makeProject('p2', 'Moon Saga', {
  updatedAt: '2024-02-01T00:00:00.000Z',
  teamId: TEAM_ID,
  role: 'member',
  teamRole: 'admin',
});

function cardNames() {
  return within(screen.getByRole('list', { name: 'Projects' }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));
}

async function openProjects(routes: Parameters<typeof stubProjectsApi>[0] = {}) {
  const fetchMock = stubProjectsApi({
    'GET /api/projects/with-previews': () => ok(listResult([own, shared])),
    'GET /api/teams': () => ok([northlight]),
    ...routes,
  });
  const view = renderApp('/projects', { isSignedIn: true, tier: 'motionmaker' });
  await screen.findByRole('article', { name: 'Moon Saga' });
  return { fetchMock, ...view };
}

describe('projects of teams', () => {
  it('filters by team (All, Personal, one team), remembers it, and badges team projects', async () => {
    await openProjects();
    const filter = await screen.findByRole('combobox', { name: 'Team' });
    expect(cardNames()).toEqual(['Lisbon Heist', 'Moon Saga']);
    const teamCard = screen.getByRole('article', { name: 'Moon Saga' });
    await waitFor(() => expect(within(teamCard).getByText('Team: Northlight Studio')).toBeTruthy());
    expect(within(screen.getByRole('article', { name: 'Lisbon Heist' })).queryByText(/^Team:/)).toBeNull();

    fireEvent.change(filter, { target: { value: TEAM_ID } });
    await waitFor(() => expect(cardNames()).toEqual(['Moon Saga']));
    fireEvent.change(filter, { target: { value: 'personal' } });
    await waitFor(() => expect(cardNames()).toEqual(['Lisbon Heist']));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.projectFilter) ?? '{}')).toMatchObject({
      team: 'personal',
    });
  });

  it('restores the saved team filter', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.projectFilter,
      JSON.stringify({ search: '', series: 'all', team: TEAM_ID }),
    );
    await openProjects();
    await waitFor(() => expect(cardNames()).toEqual(['Moon Saga']));
  });

  it('shows no team filter to someone in no team', async () => {
    await openProjects({ 'GET /api/teams': () => ok([]) });
    await screen.findByRole('combobox', { name: 'Sort by' });
    expect(screen.queryByRole('combobox', { name: 'Team' })).toBeNull();
  });

  it('creates a project in a team chosen in the form (personal by default)', async () => {
    const { fetchMock } = await openProjects({
      'POST /api/projects': (body) =>
        ok({ ...makeProject('p-new', 'Harbour'), teamId: (body as { teamId?: string }).teamId }),
      'GET /api/projects/p-new': () => ok(makeProject('p-new', 'Harbour')),
      'GET /api/scenarios/project/p-new': () => ok([]),
    });
    fireEvent.click(screen.getByRole('button', { name: 'New project' }));
    const dialog = await screen.findByRole('dialog', { name: 'New project' });
    const team = within(dialog).getByRole('combobox', { name: 'Team' }) as HTMLSelectElement;
    expect(team.value).toBe('');
    expect(within(team).getByRole('option', { name: 'Personal' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Harbour' } });
    fireEvent.change(team, { target: { value: TEAM_ID } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/projects')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/api/projects')[0]?.body).toMatchObject({ name: 'Harbour', teamId: TEAM_ID });
  });
});

describe('project settings: team', () => {
  it('moves a personal project into a team after confirming that its content stays', async () => {
    const details = makeDetails();
    const fetchMock = stubProjectsApi({
      'GET /api/projects/p1': () => ok(details),
      'GET /api/projects/p1/details': () => ok(details),
      'GET /api/teams': () => ok([northlight]),
      'PUT /api/projects/p1/team': () => ok({ ...details, teamId: TEAM_ID }),
    });
    renderApp('/projects/p1/settings', { isSignedIn: true, tier: 'motionmaker' });
    const section = await screen.findByRole('region', { name: 'Team' });
    expect(within(section).getByText('Belongs to: Personal')).toBeTruthy();
    fireEvent.change(await within(section).findByRole('combobox', { name: 'Move to' }), { target: { value: TEAM_ID } });
    fireEvent.click(within(section).getByRole('button', { name: 'Move project' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Move project' });
    expect(confirm.textContent).toContain('Moving keeps its collaborators, episodes and media.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Move project' }));
    expect(await within(section).findByText('Project moved to Northlight Studio.')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT', '/api/projects/p1/team')[0]?.body).toEqual({ teamId: TEAM_ID });
  });

  it('is not shown to a team member who may not manage the project', async () => {
    const details = makeDetails({ role: 'member', teamRole: 'editor', teamId: TEAM_ID });
    stubProjectsApi({
      'GET /api/projects/p1': () => ok(details),
      'GET /api/projects/p1/details': () => ok(details),
      'GET /api/teams': () => ok([{ ...northlight, role: 'editor' }]),
    });
    renderApp('/projects/p1/settings', { isSignedIn: true, tier: 'motionmaker' });
    await screen.findByRole('region', { name: 'Details' });
    expect(screen.queryByRole('region', { name: 'Team' })).toBeNull();
  });
});
