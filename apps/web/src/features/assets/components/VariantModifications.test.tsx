import type { Job } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { socketService } from '../../../lib/transport';
import { creditRoutes } from '../../../test/creditFixtures';
import { fail, ok, stubApi, type ApiRoutes } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import type { VariantView } from '../api/assetTypes';
import type { ModificationView } from '../api/modificationsApi';
import { assetSocketServer, fetchesOf, streamVariants, uuid } from './assetSocketTestServer';
import { makeAsset, makeVariant } from './testData';

vi.mock('socket.io-client', () => import('../../../test/fakeSocketServer').then((m) => m.fakeSocketIoModule()));

afterEach(() => socketService.disconnect());

const hero = makeAsset('a1', 'Ada', { description: 'A lighthouse keeper' });
const MODS = '/api/assets/a1/generations/v1/modifications';

function modification(id: string, instructions: string, changes: Partial<ModificationView> = {}): ModificationView {
  return {
    id,
    instructions,
    modificationImageUrl: null,
    generation_id: 'v1',
    created_at: '2024-01-02T10:00:00.000Z',
    applied_at: null,
    ...changes,
  };
}

function job(id: string, status: Job['status']): Job {
  return {
    id,
    queue: 'image-generation',
    kind: 'image',
    status,
    progress: status === 'completed' ? 100 : 40,
    cost: 1,
    attempts: 1,
    error: null,
    result: null,
    createdAt: null,
    updatedAt: null,
  };
}

/** Project p1's asset screen over HTTP (socket calls off) with Ada's Default variant v1. */
function setup(routes: ApiRoutes, images: string[] = ['img-1']) {
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  return stubApi(
    creditRoutes(42, {
      'GET /api/projects/p1': () => ok({ id: 'p1', name: 'Moon Saga' }),
      'GET /api/assets/project/p1': () => ok([hero]),
      'GET /api/assets/a1/generations': () => ok([makeVariant('v1', 'Default', '2024-01-01T00:00:00.000Z', images)]),
      ...routes,
    }),
  );
}

const bodiesOf = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).split('?')[0] === path)
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined));

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add modification' }));
  return screen.findByRole('dialog', { name: 'New modification' });
}

describe('variant modifications', () => {
  it('shows the empty state, refuses blank instructions, adds one with Enter and closes on Escape', async () => {
    const listed: ModificationView[] = [];
    const fetchMock = setup({
      [`GET ${MODS}`]: () => ok(listed),
      [`POST ${MODS}`]: (body) => {
        const added = modification('m1', (body as { instructions: string }).instructions.trim());
        listed.push(added);
        return ok(added);
      },
    });
    renderApp('/projects/p1/assets?asset=a1', { isSignedIn: true });
    expect(await screen.findByText(/No modifications yet/)).toBeTruthy();

    let dialog = await openForm();
    const instructions = within(dialog).getByRole('textbox', { name: 'Instructions' });
    expect(document.activeElement).toBe(instructions);
    fireEvent.keyDown(instructions, { key: 'Enter' });
    expect(await within(dialog).findByText('Instructions are required')).toBeTruthy();
    expect(bodiesOf(fetchMock, 'POST', MODS)).toHaveLength(0);
    fireEvent.keyDown(instructions, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New modification' })).toBeNull());

    dialog = await openForm();
    const field = within(dialog).getByRole('textbox', { name: 'Instructions' });
    fireEvent.change(field, { target: { value: 'Soaked in rain, yellow oilskin coat' } });
    // Shift+Enter is a new line, not a submit.
    fireEvent.keyDown(field, { key: 'Enter', shiftKey: true });
    expect(bodiesOf(fetchMock, 'POST', MODS)).toHaveLength(0);
    fireEvent.keyDown(field, { key: 'Enter' });

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New modification' })).toBeNull());
    expect(bodiesOf(fetchMock, 'POST', MODS)).toEqual([{ instructions: 'Soaked in rain, yellow oilskin coat' }]);
    const list = await screen.findByRole('list', { name: 'Modifications of Default' });
    const item = within(list).getByRole('listitem', { name: 'Modification 1' });
    expect(item.textContent).toContain('Soaked in rain, yellow oilskin coat');
    expect(item.textContent).toContain('Not applied yet');
    expect(within(item).getByText(/^Added /)).toBeTruthy();
    expect(screen.queryByText(/No modifications yet/)).toBeNull();
  });

  it('shows the server’s refusal in the form, as it words it', async () => {
    setup({
      [`GET ${MODS}`]: () => ok([]),
      [`POST ${MODS}`]: () =>
        fail(422, 'VALIDATION_ERROR', 'Validation error', [
          { field: 'modificationImageUrl', message: 'Must be an http(s) URL or a /media/ path' },
        ]),
    });
    renderApp('/projects/p1/assets?asset=a1', { isSignedIn: true });
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Instructions' }), { target: { value: 'Night' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add modification' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Must be an http(s) URL or a /media/ path');
    expect(screen.getByRole('dialog', { name: 'New modification' })).toBeTruthy();
  });

  it('uploads the optional image and sends its address with the instructions', async () => {
    const listed: ModificationView[] = [];
    const fetchMock = setup({
      [`GET ${MODS}`]: () => ok(listed),
      [`POST ${MODS}`]: (body) => {
        listed.push(modification('m1', 'Coat like this', body as Partial<ModificationView>));
        return ok(listed[0]);
      },
    });
    // The shared fake reads JSON bodies only: the multipart upload is answered here.
    const uploads: FormData[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/upload/style-reference') {
        uploads.push(init!.body as FormData);
        return Response.json({ success: true, data: { url: '/media/0123456789abcdef0123456789abcdef.png' } });
      }
      return fetchMock(input, init);
    });
    renderApp('/projects/p1/assets?asset=a1', { isSignedIn: true });
    const dialog = await openForm();
    const input = dialog.querySelector('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Please choose an image file (PNG, JPEG or WebP).',
    );
    expect(uploads).toHaveLength(0);

    const png = new File([new Uint8Array([137, 80, 78, 71])], 'coat.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    expect(await within(dialog).findByRole('img', { name: 'Chosen modification image' })).toBeTruthy();
    expect(uploads).toHaveLength(1);
    expect((uploads[0]!.get('image') as File).name).toBe('coat.png');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Instructions' }), {
      target: { value: 'Coat like this' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add modification' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', MODS)).toEqual([
        { instructions: 'Coat like this', modificationImageUrl: '/media/0123456789abcdef0123456789abcdef.png' },
      ]),
    );
    expect(await screen.findByRole('img', { name: 'Image of modification 1' })).toBeTruthy();
  });

  it('applies a modification: progress while its job runs, then the new image among the variant’s images', async () => {
    let images = ['img-1'];
    let polls = 0;
    let listed = [modification('m1', 'Holding a lantern')];
    const fetchMock = setup({
      'GET /api/assets/a1/generations': () =>
        ok([makeVariant('v1', 'Default', '2024-01-01T00:00:00.000Z', images) satisfies VariantView]),
      [`GET ${MODS}`]: () => ok(listed),
      [`POST ${MODS}/m1/apply`]: () => ok({ jobId: 'j1', queue: 'image-generation', cost: 1, targetId: 'v1' }),
      'GET /api/jobs/image-generation/j1': () => {
        polls += 1;
        if (polls === 1) return ok(job('j1', 'active'));
        images = ['img-1', 'img-2'];
        listed = [modification('m1', 'Holding a lantern', { applied_at: '2024-01-03T09:00:00.000Z' })];
        return ok(job('j1', 'completed'));
      },
    });
    renderApp('/projects/p1/assets?asset=a1', { isSignedIn: true });
    const item = await screen.findByRole('listitem', { name: 'Modification 1' });
    expect(within(await screen.findByRole('list', { name: 'Images of Default' })).getAllByRole('img')).toHaveLength(1);

    fireEvent.click(within(item).getByRole('button', { name: 'Apply · 1 credit' }));
    expect(await screen.findByText('Generating...')).toBeTruthy();
    await waitFor(() => expect(bodiesOf(fetchMock, 'POST', `${MODS}/m1/apply`)).toHaveLength(1));

    await waitFor(
      () => expect(within(screen.getByRole('list', { name: 'Images of Default' })).getAllByRole('img')).toHaveLength(2),
      { timeout: 5000 },
    );
    expect(await within(screen.getByRole('listitem', { name: 'Modification 1' })).findByText(/^Applied /)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Generating...')).toBeNull());
  });

  it('shows why an apply could not start, as the server words it', async () => {
    setup({
      [`GET ${MODS}`]: () => ok([modification('m1', 'Night')]),
      [`POST ${MODS}/m1/apply`]: () => fail(404, 'NOT_FOUND', 'Modification not found'),
    });
    renderApp('/projects/p1/assets?asset=a1', { isSignedIn: true });
    const item = await screen.findByRole('listitem', { name: 'Modification 1' });
    fireEvent.click(within(item).getByRole('button', { name: 'Apply · 1 credit' }));
    expect((await within(item).findByRole('alert')).textContent).toBe('Modification not found');
  });

  it('deletes a modification after confirmation, and puts it back when the server refuses', async () => {
    let listed = [modification('m1', 'Rain'), modification('m2', 'Snow')];
    let shouldRefuse = true;
    const fetchMock = setup({
      [`GET ${MODS}`]: () => ok(listed),
      [`DELETE ${MODS}/m2`]: () => {
        if (shouldRefuse) return fail(403, 'FORBIDDEN', 'You can only view this project');
        listed = listed.filter((entry) => entry.id !== 'm2');
        return ok({ id: 'm2', deleted: true });
      },
    });
    renderApp('/projects/p1/assets?asset=a1', { isSignedIn: true });
    await screen.findByRole('listitem', { name: 'Modification 2' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete modification 2' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete modification' });
    expect(dialog.textContent).toContain('“Snow”');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bodiesOf(fetchMock, 'DELETE', `${MODS}/m2`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete modification 2' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete modification' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You can only view this project');
    expect(await screen.findByText('Snow')).toBeTruthy();

    shouldRefuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Delete modification 2' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete modification' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByText('Snow')).toBeNull());
    expect(screen.getByText('Rain')).toBeTruthy();
  });

  it('lists, adds, applies and deletes over the asset socket events, with no HTTP call', async () => {
    const assetId = uuid(1);
    const variantId = uuid(2);
    const asset = makeAsset(assetId, 'Ada');
    const variants = [makeVariant(variantId, 'Default', '2024-01-01T00:00:00.000Z')];
    const { server, fetchMock } = assetSocketServer(
      [asset],
      // The opened asset's variants are read with the RPC, which the fake server answers from these routes.
      creditRoutes(42, { [`GET /api/assets/${assetId}/generations`]: () => ok(variants) }),
    );
    streamVariants(server, () => variants);
    const listed: ModificationView[] = [];
    server.answer('assets:variant:mods:list', () => ({ success: true, data: listed }));
    server.answer('assets:variant:mod:add', (payload) => {
      const added = { ...modification(uuid(3), String(payload.instructions)), generation_id: variantId };
      listed.push(added);
      return { success: true, data: added };
    });
    server.answer('assets:variant:mod:apply', () => ({
      success: false,
      error: { code: 'FORBIDDEN', message: 'Not enough credits. You need 1 credits and have 0.' },
    }));
    server.answer('assets:variant:mod:delete', () => {
      listed.length = 0;
      return { success: true, data: { id: uuid(3) } };
    });
    renderApp(`/projects/p1/assets?asset=${assetId}`, { isSignedIn: true });
    expect(await screen.findByText(/No modifications yet/)).toBeTruthy();

    const dialog = await openForm();
    const field = within(dialog).getByRole('textbox', { name: 'Instructions' });
    fireEvent.change(field, { target: { value: 'Red scarf' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    const item = await screen.findByRole('listitem', { name: 'Modification 1' });
    expect(server.receivedOf('assets:variant:mod:add')).toEqual([
      { requestId: expect.any(String), assetId, generationId: variantId, instructions: 'Red scarf' },
    ]);

    fireEvent.click(within(item).getByRole('button', { name: 'Apply · 1 credit' }));
    expect((await within(item).findByRole('alert')).textContent).toBe(
      'Not enough credits. You need 1 credits and have 0.',
    );
    expect(server.receivedOf('assets:variant:mod:apply')).toEqual([
      { requestId: expect.any(String), assetId, generationId: variantId, modificationId: uuid(3) },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete modification 1' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete modification' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText(/No modifications yet/)).toBeTruthy();
    expect(server.receivedOf('assets:variant:mod:delete')).toHaveLength(1);
    expect(server.receivedOf('assets:variant:mods:list').length).toBeGreaterThan(0);
    const modificationFetches = fetchMock.mock.calls.filter(([input]) => String(input).includes('/modifications'));
    expect(modificationFetches).toHaveLength(0);
    expect(fetchesOf(fetchMock, 'POST', `/api/assets/${assetId}/generations/${variantId}/modifications`)).toHaveLength(
      0,
    );
  });
});
