import type { ProjectDetails } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';
import { callsTo, listResult, makeDetails, stubProjectsApi } from '../../testing/projectFixtures';

const grace = { id: '7d2a6b1e-1111-4222-8333-444455556666', name: 'Grace Hopper', email: 'grace@example.com' };

async function openSettings(routes: Parameters<typeof stubProjectsApi>[0] = {}, details = makeDetails()) {
  const state = { details };
  const fetchMock = stubProjectsApi({
    'GET /api/projects/p1': () => ok(state.details),
    'GET /api/projects/p1/details': () => ok(state.details),
    'PATCH /api/projects/p1': (body) => {
      const patch = body as Partial<ProjectDetails>;
      state.details = { ...state.details, ...patch, style: { ...state.details.style, ...patch.style } };
      return ok(state.details);
    },
    ...routes,
  });
  const view = renderApp('/projects/p1/settings', { isSignedIn: true });
  await screen.findByRole('region', { name: 'Details' });
  return { fetchMock, state, ...view };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('project settings', () => {
  it('has details, visual style, sharing, collaborators and danger zone for the owner', async () => {
    await openSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Project settings' })).toBeTruthy();
    for (const name of ['Details', 'Visual style', 'Sharing', 'Collaborators', 'Danger zone']) {
      expect(section(name)).toBeTruthy();
    }
  });

  it('saves name, description and languages', async () => {
    const { fetchMock } = await openSettings();
    const details = section('Details');
    const save = within(details).getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(details).getByLabelText('Name'), { target: { value: '' } });
    fireEvent.click(save);
    expect(within(details).getByText('Name is required')).toBeTruthy();

    fireEvent.change(within(details).getByLabelText('Name'), { target: { value: 'Moon Saga II' } });
    fireEvent.click(within(details).getByRole('checkbox', { name: 'Français' }));
    fireEvent.click(save);
    expect(await within(details).findByText('Saved')).toBeTruthy();
    expect(callsTo(fetchMock, 'PATCH', '/api/projects/p1')[0]?.body).toEqual({
      name: 'Moon Saga II',
      description: 'A trip to the moon',
      supportedLanguages: ['en', 'fr'],
      expectedUpdatedAt: '2024-01-01T00:00:00.000Z',
    });
  });

  it('saves the visual style and refuses a reference that is not a URL', async () => {
    const { fetchMock } = await openSettings();
    const style = section('Visual style');
    const preset = within(style).getByRole('combobox', { name: 'Style preset' });
    expect(within(preset).getAllByRole('option')).toHaveLength(15);
    fireEvent.change(preset, { target: { value: 'watercolor' } });
    fireEvent.change(within(style).getByLabelText('Custom style description'), { target: { value: 'Soft light' } });
    fireEvent.change(within(style).getByLabelText('Style reference image URL'), { target: { value: 'not a url' } });
    fireEvent.click(within(style).getByRole('button', { name: 'Save changes' }));
    expect(within(style).getByText('Enter an http(s) URL or a /media/ path')).toBeTruthy();
    expect(callsTo(fetchMock, 'PATCH', '/api/projects/p1')).toHaveLength(0);

    fireEvent.change(within(style).getByLabelText('Style reference image URL'), {
      target: { value: 'https://cdn.example.com/ref.png' },
    });
    fireEvent.click(within(style).getByRole('button', { name: 'Save changes' }));
    expect(await within(style).findByText('Saved')).toBeTruthy();
    expect(callsTo(fetchMock, 'PATCH', '/api/projects/p1')[0]?.body).toEqual({
      style: {
        preset: 'watercolor',
        custom_description: 'Soft light',
        reference_image_url: 'https://cdn.example.com/ref.png',
      },
    });
  });

  it('lets the owner change the visibility', async () => {
    const { fetchMock } = await openSettings();
    const sharing = section('Sharing');
    expect((within(sharing).getByRole('radio', { name: /Private/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(sharing).getByRole('radio', { name: /Public/ }));
    fireEvent.click(within(sharing).getByRole('button', { name: 'Save changes' }));
    expect(await within(sharing).findByText('Saved')).toBeTruthy();
    expect(callsTo(fetchMock, 'PATCH', '/api/projects/p1')[0]?.body).toEqual({ visibility: 'public' });
  });

  it('shows sharing and collaborators read-only to a collaborator, without the danger zone', async () => {
    await openSettings(
      {},
      makeDetails({
        role: 'collaborator',
        owner: grace,
        collaborators: [
          {
            ...grace,
            id: 'self',
            name: 'Ada Lovelace',
            email: 'ada@example.com',
            role: 'editor',
            addedAt: '2024-02-01T00:00:00.000Z',
          },
        ],
      }),
    );
    const sharing = section('Sharing');
    expect(
      within(sharing)
        .getByRole('radio', { name: /Public/ })
        .matches(':disabled'),
    ).toBe(true);
    expect(within(sharing).getByText('Only the project owner can change the visibility.')).toBeTruthy();
    expect(within(sharing).queryByRole('button', { name: 'Save changes' })).toBeNull();
    const collaborators = section('Collaborators');
    expect(within(collaborators).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(collaborators).queryByLabelText('Collaborator e-mail')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Danger zone' })).toBeNull();
  });

  it('adds a collaborator by e-mail and explains refusals', async () => {
    const limit = 'Collaborator limit reached (1 on Sym). Upgrade to Motion Maker Pro for up to 10 collaborators.';
    const { state } = await openSettings({
      'POST /api/projects/p1/collaborators': (body) => {
        const { email } = body as { email: string };
        if (email === 'nobody@example.com') {
          return fail(422, 'VALIDATION_ERROR', 'Validation error', [
            { field: 'email', message: 'No registered user with this e-mail' },
          ]);
        }
        if (email === 'one.too.many@example.com') return fail(403, 'FORBIDDEN', limit);
        const added = { ...grace, role: 'editor', addedAt: '2024-02-01T00:00:00.000Z' };
        state.details = { ...state.details, collaborators: [added] };
        return ok(added);
      },
    });
    const collaborators = section('Collaborators');
    const email = within(collaborators).getByLabelText('Collaborator e-mail');
    const add = within(collaborators).getByRole('button', { name: 'Add' });

    fireEvent.change(email, { target: { value: 'nobody@example.com' } });
    fireEvent.click(add);
    expect(await within(collaborators).findByText('No registered user with this e-mail')).toBeTruthy();

    fireEvent.change(email, { target: { value: 'one.too.many@example.com' } });
    fireEvent.click(add);
    expect((await within(collaborators).findByRole('alert')).textContent).toBe(limit);

    fireEvent.change(email, { target: { value: 'grace@example.com' } });
    fireEvent.click(add);
    expect(await within(collaborators).findByText('Grace Hopper')).toBeTruthy();
    expect(within(collaborators).getByText('grace@example.com can now work on this project.')).toBeTruthy();
  });

  it('removes a collaborator after confirmation, and reports a failure', async () => {
    const collaborator = { ...grace, role: 'editor', addedAt: '2024-02-01T00:00:00.000Z' };
    let shouldFail = true;
    const { fetchMock, state } = await openSettings(
      {
        [`DELETE /api/projects/p1/collaborators/${grace.id}`]: () => {
          if (shouldFail) return fail(500, 'SERVER_ERROR', 'Server error');
          state.details = { ...state.details, collaborators: [] };
          return ok({ id: grace.id });
        },
      },
      makeDetails({ collaborators: [collaborator] }),
    );
    const collaborators = section('Collaborators');
    fireEvent.click(within(collaborators).getByRole('button', { name: 'Remove Grace Hopper' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove collaborator' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect((await within(collaborators).findByRole('alert')).textContent).toContain('Failed to remove collaborator');

    shouldFail = false;
    fireEvent.click(within(collaborators).getByRole('button', { name: 'Remove Grace Hopper' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove collaborator' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(collaborators).queryByText('Grace Hopper')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE', `/api/projects/p1/collaborators/${grace.id}`)).toHaveLength(2);
  });

  it('deletes the project after a warning about its content, then goes to /projects', async () => {
    const { fetchMock, router } = await openSettings({
      'DELETE /api/projects/p1': () => ok({ id: 'p1' }),
      'GET /api/projects/with-previews': () => ok(listResult([])),
    });
    fireEvent.click(within(section('Danger zone')).getByRole('button', { name: 'Delete project' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete project' });
    expect(dialog.textContent).toContain(
      'Delete "Moon Saga"? This removes all episodes, assets and generated content.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'));
    expect(callsTo(fetchMock, 'DELETE', '/api/projects/p1')).toHaveLength(1);
  });
});
