import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { callsTo, listResult, makeProject, stubProjectsApi } from '../testing/projectFixtures';

async function openForm(routes: Parameters<typeof stubProjectsApi>[0] = {}) {
  const fetchMock = stubProjectsApi({
    'GET /api/projects/with-previews': () => ok(listResult([])),
    'GET /api/projects/p-new': () => ok(makeProject('p-new', 'Moon Saga')),
    'GET /api/scenarios/project/p-new': () => ok([]),
    ...routes,
  });
  const view = renderApp('/projects', { isSignedIn: true });
  fireEvent.click(await screen.findByRole('button', { name: 'Create your first project' }));
  const dialog = screen.getByRole('dialog', { name: 'New project' });
  return { fetchMock, dialog, ...view };
}

describe('new-project form', () => {
  it('asks for a name, limits name and description, and sends nothing while invalid', async () => {
    const { fetchMock, dialog } = await openForm();
    const submit = within(dialog).getByRole('button', { name: 'Create project' });

    fireEvent.click(submit);
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'x'.repeat(101) } });
    expect(within(dialog).getByText('Name must be at most 100 characters')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Moon Saga' } });
    fireEvent.change(within(dialog).getByLabelText('Description (optional)'), { target: { value: 'd'.repeat(501) } });
    fireEvent.click(submit);
    expect(within(dialog).getByText('Description must be at most 500 characters')).toBeTruthy();
    expect(within(dialog).queryByText(/Name must be/)).toBeNull();
    expect(callsTo(fetchMock, 'POST', '/api/projects')).toHaveLength(0);
  });

  it('keeps English checked and fixed, and creates the project with the chosen languages', async () => {
    const { fetchMock, dialog, router } = await openForm({
      'POST /api/projects': () => ok(makeProject('p-new', 'Moon Saga')),
    });
    const english = within(dialog).getByRole('checkbox', { name: 'English' }) as HTMLInputElement;
    expect(english.checked).toBe(true);
    expect(english.disabled).toBe(true);
    expect(within(dialog).getByText('English is always included.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '日本語' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Deutsch' }));

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '  Moon Saga ' } });
    fireEvent.change(within(dialog).getByLabelText('Description (optional)'), { target: { value: 'To the moon' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/p-new/scenarios'));
    expect(callsTo(fetchMock, 'POST', '/api/projects')[0]?.body).toEqual({
      name: 'Moon Saga',
      description: 'To the moon',
      supportedLanguages: ['en', 'de', 'ja'],
    });
  });

  it('shows 422 field errors under their fields', async () => {
    const { dialog } = await openForm({
      'POST /api/projects': () =>
        fail(422, 'VALIDATION_ERROR', 'Validation error', [{ field: 'name', message: 'Name is taken here' }]),
    });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Moon Saga' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(await within(dialog).findByText('Name is taken here')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('shows a tier-limit refusal as the server words it', async () => {
    const limit = 'Project limit reached (10 on Sym). Upgrade to Motion Maker Pro for unlimited projects.';
    const { dialog } = await openForm({ 'POST /api/projects': () => fail(403, 'FORBIDDEN', limit) });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Eleventh' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(limit);
  });

  it("says 'Failed to create project' when the server fails", async () => {
    const { dialog } = await openForm({ 'POST /api/projects': () => fail(500, 'SERVER_ERROR', 'Server error') });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Moon Saga' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to create project');
  });
});
