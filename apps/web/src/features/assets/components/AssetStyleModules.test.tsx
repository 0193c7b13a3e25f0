import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { ok, stubApi } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { makeStyleModule, serveStyleModules } from '../../../test/styleModuleFixtures';
import { makeAsset, makeVariant } from './testData';

const ink = makeStyleModule('00000000-0000-4000-8000-000000000021', 'Ink wash', { projectId: 'p1' });
const noir = makeStyleModule('00000000-0000-4000-8000-000000000022', 'Noir');
const gone = '00000000-0000-4000-8000-000000000029';

function setup(attached: string[]) {
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  const hero = makeAsset('a1', 'Ada', { attachedStyleModules: attached });
  const fetchMock = stubApi({
    'GET /api/projects/p1': () => ok({ id: 'p1', name: 'Moon Saga' }),
    'GET /api/assets/project/p1': () => ok([hero]),
    'GET /api/assets/a1/generations': () => ok([makeVariant('v1', 'Default', '2024-01-01T00:00:00.000Z')]),
    'PATCH /api/assets/a1': (body) => ok({ ...hero, ...(body as object) }),
  });
  serveStyleModules(fetchMock, { project: [ink], library: [noir] });
  return fetchMock;
}

const patchesOf = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'PATCH' && String(input) === '/api/assets/a1')
    .map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);

async function openEdit() {
  renderApp('/projects/p1/assets?asset=a1', { isSignedIn: true });
  const panel = await screen.findByRole('article', { name: 'Asset details' });
  fireEvent.click(within(panel).getByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit asset' });
  const group = within(dialog).getByRole('group', { name: 'Style modules' });
  await within(group).findByRole('checkbox', { name: 'Ink wash' });
  return { dialog, group };
}

describe('asset style modules', () => {
  it('attaches modules of the project and the library in the edit form', async () => {
    const fetchMock = setup([noir.id]);
    const { dialog, group } = await openEdit();
    expect(within(group).getByRole('checkbox', { name: 'Noir' })).toHaveProperty('checked', true);
    expect(within(group).getByRole('checkbox', { name: 'Ink wash' })).toHaveProperty('checked', false);

    fireEvent.click(within(group).getByRole('checkbox', { name: 'Ink wash' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patchesOf(fetchMock)).toHaveLength(1));
    expect(patchesOf(fetchMock)[0]).toMatchObject({ attachedStyleModules: [noir.id, ink.id] });
  });

  it('leaves the modules out when unchanged, and lets a module no longer available be detached', async () => {
    const fetchMock = setup([gone]);
    const { dialog } = await openEdit();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Ada Byron' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patchesOf(fetchMock)).toHaveLength(1));
    expect(patchesOf(fetchMock)[0]).not.toHaveProperty('attachedStyleModules');

    const again = await openEdit();
    const stale = within(again.group).getByRole('checkbox', { name: 'Style module no longer available' });
    fireEvent.click(stale);
    fireEvent.click(within(again.dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patchesOf(fetchMock)).toHaveLength(2));
    expect(patchesOf(fetchMock)[1]).toMatchObject({ attachedStyleModules: [] });
  });
});
