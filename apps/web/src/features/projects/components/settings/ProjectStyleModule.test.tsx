import type { ProjectDetails } from '@sym/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';
import { makeStyleModule, serveStyleModules } from '../../../../test/styleModuleFixtures';
import { callsTo, makeDetails, stubProjectsApi } from '../../testing/projectFixtures';

const ownModule = makeStyleModule('00000000-0000-4000-8000-000000000001', 'Moon ink', { projectId: 'p1' });
const libraryModule = makeStyleModule('00000000-0000-4000-8000-000000000002', 'Noir');

/** The settings page; `patch` answers PATCH, and a success is what the page reads back afterwards. */
async function openSettings(patch: (body: Partial<ProjectDetails>) => ReturnType<typeof ok>) {
  let details = makeDetails();
  const fetchMock = stubProjectsApi({
    'GET /api/projects/p1': () => ok(details),
    'GET /api/projects/p1/details': () => ok(details),
    'PATCH /api/projects/p1': (body) => {
      const reply = patch(body as Partial<ProjectDetails>);
      if (reply.status === 200) details = (reply.body as { data: ProjectDetails }).data;
      return reply;
    },
  });
  serveStyleModules(fetchMock, { project: [ownModule], library: [libraryModule] });
  renderApp('/projects/p1/settings', { isSignedIn: true });
  const style = await screen.findByRole('region', { name: 'Visual style' });
  return { fetchMock, style };
}

describe('project style module', () => {
  it('picks a module of the project or of the library and saves it as style.moduleId', async () => {
    const { fetchMock, style } = await openSettings((body) => ok(makeDetails({ style: body.style })));
    const picker = within(style).getByRole('combobox', { name: 'Style module' });
    expect(await within(picker).findByRole('option', { name: 'Moon ink' })).toBeTruthy();
    expect(within(picker).getByRole('group', { name: 'This project' }).textContent).toBe('Moon ink');
    expect(within(picker).getByRole('group', { name: 'My library' }).textContent).toBe('Noir');
    expect((picker as HTMLSelectElement).value).toBe('');

    fireEvent.change(picker, { target: { value: libraryModule.id } });
    fireEvent.click(within(style).getByRole('button', { name: 'Save changes' }));
    expect(await within(style).findByText('Saved')).toBeTruthy();
    expect(callsTo(fetchMock, 'PATCH', '/api/projects/p1')[0]?.body).toEqual({
      style: { preset: null, custom_description: null, reference_image_url: null, moduleId: libraryModule.id },
    });
  });

  it('shows the server’s refusal of a module under the picker', async () => {
    const { style } = await openSettings(() =>
      fail(422, 'VALIDATION_ERROR', 'Validation error', [
        { field: 'style.moduleId', message: 'Style module not found' },
      ]),
    );
    const picker = within(style).getByRole('combobox', { name: 'Style module' });
    await within(picker).findByRole('option', { name: 'Noir' });
    fireEvent.change(picker, { target: { value: libraryModule.id } });
    fireEvent.click(within(style).getByRole('button', { name: 'Save changes' }));
    expect(await within(style).findByText('Style module not found')).toBeTruthy();
  });
});
