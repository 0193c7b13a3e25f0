import type { Scenario } from '@sym/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { creditRoutes } from '../../../test/creditFixtures';
import { fail, ok, stubApi } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { makeStyleModule, serveStyleModules } from '../../../test/styleModuleFixtures';
import { makeScenario } from '../components/testData';

const ink = makeStyleModule('00000000-0000-4000-8000-000000000011', 'Ink wash', { projectId: 'p1' });
const noir = makeStyleModule('00000000-0000-4000-8000-000000000012', 'Noir');

function setup(scenario: Scenario, refusal?: string) {
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  let current = scenario;
  const fetchMock = stubApi(
    creditRoutes(42, {
      'GET /api/projects/p1': () => ok({ id: 'p1', name: 'Moon Saga', role: 'owner' }),
      'GET /api/scenarios/s1': () => ok(current),
      'GET /api/scenarios/s1/shots': () => ok([]),
      'GET /api/scenarios/project/p1': () => ok([]),
      'PATCH /api/scenarios/s1': (body) => {
        if (refusal) {
          return fail(422, 'VALIDATION_ERROR', 'Validation error', [{ field: 'styleModuleId', message: refusal }]);
        }
        current = { ...current, ...(body as object), updatedAt: '2024-05-01T00:00:00.000Z' };
        return ok(current);
      },
    }),
  );
  serveStyleModules(fetchMock, { project: [ink], library: [noir] });
  return fetchMock;
}

const patchesOf = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'PATCH' && String(input) === '/api/scenarios/s1')
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);

async function openPicker() {
  renderApp('/projects/p1/scenarios/s1?tab=settings', { isSignedIn: true });
  const picker = await screen.findByRole('combobox', { name: 'Style module' });
  await within(picker).findByRole('option', { name: 'Ink wash' });
  return picker as HTMLSelectElement;
}

describe('episode style module', () => {
  it('attaches a module of the project or library to the episode, and goes back to the project’s style', async () => {
    const fetchMock = setup(makeScenario());
    const picker = await openPicker();
    expect(picker.value).toBe('');
    expect(within(picker).getByRole('option', { name: 'Same as the project' })).toBeTruthy();
    expect(within(picker).getByRole('group', { name: 'My library' }).textContent).toBe('Noir');

    fireEvent.change(picker, { target: { value: ink.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(patchesOf(fetchMock)[0]).toMatchObject({ styleModuleId: ink.id });

    fireEvent.change(screen.getByRole('combobox', { name: 'Style module' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved');
    expect(patchesOf(fetchMock)).toHaveLength(2);
    expect(patchesOf(fetchMock)[1]).toMatchObject({ styleModuleId: null });
  });

  it('sends no module when it is unchanged, and shows a module gone from the library as such', async () => {
    const fetchMock = setup(makeScenario({ styleModuleId: '00000000-0000-4000-8000-000000000099' }));
    const picker = await openPicker();
    expect(picker.selectedOptions[0]?.textContent).toBe('Style module no longer available');
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Finale' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved');
    expect(patchesOf(fetchMock)[0]).not.toHaveProperty('styleModuleId');
  });

  it('shows the server’s refusal under the picker', async () => {
    setup(makeScenario(), 'Style module not found');
    const picker = await openPicker();
    fireEvent.change(picker, { target: { value: noir.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Style module not found')).toBeTruthy();
    expect(picker.getAttribute('aria-invalid')).toBe('true');
  });
});
