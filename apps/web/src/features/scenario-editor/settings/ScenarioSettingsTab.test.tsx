import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { creditRoutes } from '../../../test/creditFixtures';
import { fail, ok, stubApi, type ApiRoutes } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { makeScenario } from '../components/testData';

function setup(routes: ApiRoutes = {}) {
  // The socket never connects in tests: go straight to HTTP instead of waiting for it.
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  let scenario = makeScenario({ supportedLanguages: ['en', 'de'], contentLanguage: 'en' });
  const fetchMock = stubApi(
    creditRoutes(42, {
      'GET /api/projects/p1': () => ok({ id: 'p1', name: 'Moon Saga', role: 'owner' }),
      'GET /api/scenarios/s1': () => ok(scenario),
      'GET /api/scenarios/s1/shots': () => ok([]),
      'GET /api/scenarios/project/p1': () => ok([]),
      'PATCH /api/scenarios/s1': (body) => {
        scenario = { ...scenario, ...(body as object) };
        return ok(scenario);
      },
      ...routes,
    }),
  );
  return fetchMock;
}

function bodiesOf(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).split('?')[0] === path)
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
}

async function openSettings() {
  const view = renderApp('/projects/p1/scenarios/s1?tab=settings', { isSignedIn: true });
  await screen.findByRole('textbox', { name: 'Name' });
  return view;
}

describe('episode settings', () => {
  it('saves the name, description, aspect ratio and languages', async () => {
    const fetchMock = setup();
    await openSettings();
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: '  Finale ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'The end' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Portrait 9:16' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '日本語' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Content language' }), { target: { value: 'de' } });
    fireEvent.click(save);
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(bodiesOf(fetchMock, 'PATCH', '/api/scenarios/s1')).toEqual([
      {
        name: 'Finale',
        description: 'The end',
        aspectRatio: 'portrait',
        contentLanguage: 'de',
        supportedLanguages: ['en', 'de', 'ja'],
        // Each changed field with the value it was changed from: a shot change is no conflict.
        base: {
          name: 'Pilot',
          description: 'Launch day',
          aspectRatio: 'landscape',
          contentLanguage: 'en',
          supportedLanguages: ['en', 'de'],
        },
        expectedUpdatedAt: '2024-03-01T00:00:00.000Z',
      },
    ]);
    // The editor's header shows the new name.
    expect(await screen.findByRole('heading', { level: 1, name: 'Finale' })).toBeTruthy();
  });

  it('keeps the content language among the supported languages', async () => {
    setup();
    await openSettings();
    const select = screen.getByRole('combobox', { name: 'Content language' });
    fireEvent.change(select, { target: { value: 'de' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Deutsch' }));
    expect((select as HTMLSelectElement).value).toBe('en');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English']);
  });

  it('refuses a blank name and a too long description with the texts of the rules', async () => {
    const fetchMock = setup();
    await openSettings();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: '   ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'x'.repeat(1001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Description must be at most 1000 characters')).toBeTruthy();
    expect(bodiesOf(fetchMock, 'PATCH', '/api/scenarios/s1')).toHaveLength(0);
  });

  it("says 'Failed to update scenario' when the save fails", async () => {
    setup({ 'PATCH /api/scenarios/s1': () => fail(500, 'SERVER_ERROR', 'Server error') });
    await openSettings();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Finale' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to update scenario');
  });

  it('deletes the episode after a confirmation and shows the project episodes', async () => {
    const fetchMock = setup({ 'DELETE /api/scenarios/s1': () => ok({ id: 's1' }) });
    const { router } = await openSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Delete episode' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete episode' });
    expect(dialog.textContent).toContain('You can restore it from the Recycle Bin.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bodiesOf(fetchMock, 'DELETE', '/api/scenarios/s1')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete episode' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete episode' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete episode' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/p1/scenarios'));
    expect(bodiesOf(fetchMock, 'DELETE', '/api/scenarios/s1')).toHaveLength(1);
  });

  it('says why the episode could not be deleted and stays', async () => {
    setup({ 'DELETE /api/scenarios/s1': () => fail(500, 'SERVER_ERROR', 'Server error') });
    const { router } = await openSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Delete episode' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete episode' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error deleting episode');
    expect(alert.textContent).toContain('Failed to delete episode');
    expect(router.state.location.pathname).toBe('/projects/p1/scenarios/s1');
  });
});
