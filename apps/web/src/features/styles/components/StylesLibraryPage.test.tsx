import { STYLE_PRESET_CATALOGUE, type StyleModuleView } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { fail, ok, stubApi, type ApiRoutes } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';

const noir: StyleModuleView = {
  id: 's1',
  name: 'Noir',
  description: 'Hard shadows',
  preset: 'gritty-realism',
  referenceImageUrl: null,
  projectId: null,
  userId: 'u1',
  settings: {},
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-02T00:00:00.000Z',
};

function setup(routes: ApiRoutes) {
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  return stubApi({
    'GET /api/projects/p1': () => ok({ id: 'p1', name: 'Moon Saga' }),
    'GET /api/style-presets': () => ok(STYLE_PRESET_CATALOGUE),
    ...routes,
  });
}

function bodiesOf(fetchMock: ReturnType<typeof stubApi>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => init?.method === method && String(input).split('?')[0] === path)
    .map(([, init]) => JSON.parse(String(init!.body ?? '{}')));
}

describe('styles library', () => {
  it('offers a call to action when empty and creates a module from a chosen preset', async () => {
    let modules: StyleModuleView[] = [];
    const fetchMock = setup({
      'GET /api/style-modules': () => ok(modules),
      'POST /api/style-modules': () => {
        modules = [{ ...noir, id: 's2', name: 'Dream', preset: 'anime', description: null }];
        return ok(modules[0]);
      },
    });
    renderApp('/styles', { isSignedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Styles library' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No style modules yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create your first style' }));

    const dialog = await screen.findByRole('dialog', { name: 'New style module' });
    const radios = await within(dialog).findAllByRole('radio');
    expect(radios).toHaveLength(14);
    expect(within(dialog).getByRole('radio', { name: 'Photorealistic' })).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Anime' }));
    expect(within(dialog).getByRole('radio', { name: 'Anime' })).toHaveProperty('checked', true);

    const create = within(dialog).getByRole('button', { name: 'Create style' });
    expect(create).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Dream' } });
    const url = within(dialog).getByRole('textbox', { name: 'Reference image URL' });
    fireEvent.change(url, { target: { value: 'not a link' } });
    fireEvent.click(create);
    expect(await within(dialog).findByText('Enter a full URL, for example https://example.com/look.png')).toBeTruthy();
    expect(bodiesOf(fetchMock, 'POST', '/api/style-modules')).toHaveLength(0);

    fireEvent.change(url, { target: { value: '' } });
    fireEvent.click(create);
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/api/style-modules')).toEqual([
        { name: 'Dream', description: null, referenceImageUrl: null, preset: 'anime', projectId: null },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Edit Dream' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('edits a module, shows a field error from the server, and deletes after confirmation', async () => {
    let modules = [noir];
    let isFirstSave = true;
    const fetchMock = setup({
      'GET /api/style-modules': () => ok(modules),
      'PATCH /api/style-modules/s1': (body) => {
        if (isFirstSave) {
          isFirstSave = false;
          return fail(422, 'VALIDATION_ERROR', 'Validation error', [
            { field: 'description', message: 'Description must be at most 1000 characters' },
          ]);
        }
        modules = [{ ...noir, ...(body as Partial<StyleModuleView>) }];
        return ok(modules[0]);
      },
      'DELETE /api/style-modules/s1': () => {
        modules = [];
        return ok({ id: 's1' });
      },
    });
    renderApp('/styles', { isSignedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Noir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit style module' });
    expect(await within(dialog).findByRole('radio', { name: 'Gritty Realism' })).toHaveProperty('checked', true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Neo Noir' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Description must be at most 1000 characters')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(bodiesOf(fetchMock, 'PATCH', '/api/style-modules/s1')).toHaveLength(2));
    expect(bodiesOf(fetchMock, 'PATCH', '/api/style-modules/s1')[1]).toEqual({
      name: 'Neo Noir',
      description: 'Hard shadows',
      referenceImageUrl: null,
      preset: 'gritty-realism',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Neo Noir' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit style module' });
    fireEvent.click(within(editor).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete style module' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'No style modules yet' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('lists the project library with its projectId and links to the global library', async () => {
    const fetchMock = setup({ 'GET /api/style-modules': () => ok([{ ...noir, projectId: 'p1' }]) });
    renderApp('/projects/p1/styles', { isSignedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Project styles' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Style modules' });
    expect(within(list).getByText('Gritty Realism')).toBeTruthy();
    const listCall = fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/style-modules'));
    expect(String(listCall![0])).toBe('/api/style-modules?projectId=p1');
    expect(screen.getByRole('link', { name: 'Open your styles library' }).getAttribute('href')).toBe('/styles');
  });

  it('shows the loading error with a reload when the list fails', async () => {
    setup({ 'GET /api/style-modules': () => fail(403, 'FORBIDDEN', 'Forbidden') });
    renderApp('/styles', { isSignedIn: true });
    expect(await screen.findByText('Failed to load style modules.')).toBeTruthy();
    expect(screen.getByText('Forbidden')).toBeTruthy();
  });
});
