import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { socketService } from '../../../lib/transport';
import { creditRoutes } from '../../../test/creditFixtures';
import { ok } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { assetSocketServer as setup, fetchesOf, streamVariants, uuid } from './assetSocketTestServer';
import { makeAsset, makeVariant } from './testData';

vi.mock('socket.io-client', () => import('../../../test/fakeSocketServer').then((m) => m.fakeSocketIoModule()));

const assetId = (n: number) => uuid(100 + n);
const assets = Array.from({ length: 12 }, (_, index) => makeAsset(assetId(index + 1), `Asset ${index + 1}`));
const variantsOf = (id: string) => {
  const n = assets.findIndex((asset) => asset.id === id) + 1;
  return [makeVariant(uuid(200 + n), `Look ${n}`, '2024-01-02T00:00:00.000Z')];
};

type Payload = Record<string, unknown>;

afterEach(() => socketService.disconnect());

async function createAsset(name: string) {
  fireEvent.click((await screen.findAllByRole('button', { name: 'New asset' }))[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'New asset' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: name } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create asset' }));
  return dialog;
}

describe('assets over the socket', () => {
  it('creates an asset with assets:create and a requestId, and shows it', async () => {
    const listed = [assets[0]!];
    const created = makeAsset(assetId(50), 'Bob', { description: 'Sidekick' });
    const { server, fetchMock } = setup(listed);
    streamVariants(server, variantsOf, 1);
    server.answer('assets:create', () => {
      listed.push(created);
      return { success: true, data: created };
    });
    renderApp('/projects/p1/assets', { isSignedIn: true });
    await screen.findByRole('button', { name: /^Asset 1/ });

    await createAsset('Bob');

    const panel = await screen.findByRole('article', { name: 'Asset details' });
    expect(within(panel).getByRole('heading', { name: 'Bob' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Bob/ })).toBeTruthy();
    const [sent] = server.receivedOf('assets:create') as Payload[];
    expect(sent).toEqual({
      requestId: expect.any(String),
      data: {
        name: 'Bob',
        type: 'character',
        project_id: 'p1',
        description: null,
        folder: null,
        attachedStyleModules: [],
      },
    });
    expect(fetchesOf(fetchMock, 'POST', '/api/assets')).toHaveLength(0);
  });

  it('shows the refusal of assets:create as the server words it', async () => {
    const { server, fetchMock } = setup([assets[0]!]);
    streamVariants(server, variantsOf, 1);
    const message = 'Your plan allows 20 active assets per project. Upgrade to Motion Maker Pro for unlimited assets.';
    server.answer('assets:create', () => ({ success: false, error: { code: 'FORBIDDEN', message } }));
    renderApp('/projects/p1/assets', { isSignedIn: true });
    await screen.findByRole('button', { name: /^Asset 1/ });

    const dialog = await createAsset('Eve');

    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(server.receivedOf('assets:create')).toHaveLength(1);
    expect(fetchesOf(fetchMock, 'POST', '/api/assets')).toHaveLength(0);
  });

  it('moves, sets a primary image and deletes over the socket, with the same refusal texts', async () => {
    const listed = [assets[0]!, makeAsset(assetId(2), 'Castle', { folder: 'Places' })];
    const night = makeVariant(uuid(300), 'Night', '2024-01-03T00:00:00.000Z', ['img-1', 'img-2']);
    const { server, fetchMock } = setup(listed, {
      [`GET /api/assets/${assetId(1)}/generations`]: () => ok([night]),
    });
    streamVariants(server, variantsOf);
    server.answer('assets:update', ({ assetId: id, updates }) => ({
      success: true,
      data: { ...listed.find((asset) => asset.id === id), ...(updates as object) },
    }));
    server.answer('assets:variant:image:set-primary', () => ({
      success: false,
      error: { code: 'NOT_FOUND', message: 'Asset not found' },
    }));
    server.answer('assets:delete', ({ assetId: id }) => {
      listed.splice(
        listed.findIndex((asset) => asset.id === id),
        1,
      );
      return { success: true, data: { id, deleted: true } };
    });
    renderApp(`/projects/p1/assets?asset=${assetId(1)}`, { isSignedIn: true });

    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Asset 1' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Move to folder' }));
    const move = await screen.findByRole('dialog', { name: 'Move \u201CAsset 1\u201D to a folder' });
    fireEvent.change(within(move).getByRole('combobox', { name: 'Folder' }), { target: { value: 'Places' } });
    fireEvent.click(within(move).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(server.receivedOf('assets:update')).toEqual([
        { requestId: expect.any(String), assetId: assetId(1), updates: { folder: 'Places' } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const images = await screen.findByRole('list', { name: 'Images of Night' });
    fireEvent.click(within(images).getByRole('button', { name: 'Set image 2 as primary' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Asset not found');
    expect(server.receivedOf('assets:variant:image:set-primary')).toEqual([
      { requestId: expect.any(String), imageId: 'img-2' },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Actions for Asset 1' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Asset 1/ })).toBeNull());
    expect(server.receivedOf('assets:delete')).toEqual([{ requestId: expect.any(String), assetId: assetId(1) }]);
    const writes = fetchMock.mock.calls.filter(([, init]) => ['PATCH', 'PUT', 'DELETE'].includes(init?.method ?? ''));
    expect(writes).toHaveLength(0);
  });

  it('starts a named variant image with assets:variant:image:generate and shows why it could not start', async () => {
    const variants = [
      makeVariant(uuid(301), 'Default', '2024-01-01T00:00:00.000Z'),
      makeVariant(uuid(302), 'Night', '2024-01-03T00:00:00.000Z'),
    ];
    const { server, fetchMock } = setup(
      [assets[0]!],
      creditRoutes(42, { [`GET /api/assets/${assetId(1)}/generations`]: () => ok(variants) }),
    );
    const message = 'Not enough credits. You need 1 credits and have 0.';
    server.answer('assets:variant:image:generate', () => ({ success: false, error: { code: 'FORBIDDEN', message } }));
    renderApp(`/projects/p1/assets?asset=${assetId(1)}`, { isSignedIn: true });

    expect(await screen.findByRole('heading', { name: 'Images of Night' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Generate image · 1 credit' }));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(server.receivedOf('assets:variant:image:generate')).toEqual([
      { requestId: expect.any(String), assetId: assetId(1), generationId: uuid(302) },
    ]);
    expect(fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/generate-image'))).toHaveLength(0);
  });

  it('reads the variants of the list in chunks of 10, shows them without another read, and cancels on unmount', async () => {
    const { server, fetchMock } = setup(assets);
    streamVariants(server, variantsOf, 1);
    const view = renderApp('/projects/p1/assets', { isSignedIn: true });

    await waitFor(() => expect(server.receivedOf('assets:generations:batch:request')).toHaveLength(1));
    const [request] = server.receivedOf('assets:generations:batch:request') as Payload[];
    expect(request).toMatchObject({ projectId: 'p1', chunkSize: 10, requestId: expect.any(String) });
    expect([...(request!.assetIds as string[])].sort()).toEqual(assets.map((asset) => asset.id).sort());

    // Asset 7 came in the first chunk: its variants show at once, read neither over HTTP nor by RPC.
    fireEvent.click(await screen.findByRole('button', { name: /^Asset 7/ }));
    const list = await screen.findByRole('list', { name: 'Variants of Asset 7' });
    expect(within(list).getByRole('button', { name: /^Look 7/ })).toBeTruthy();
    expect(fetchesOf(fetchMock, 'GET', `/api/assets/${assetId(7)}/generations`)).toHaveLength(0);

    view.unmount();
    await waitFor(() =>
      expect(server.receivedOf('assets:generations:batch:cancel')).toEqual([{ requestId: request!.requestId }]),
    );
  });

  it('asks for chunks of 1 for a single asset and stops the stream when the project changes', async () => {
    const other = makeAsset(assetId(60), 'Elsewhere', { projectId: 'p2' });
    const { server } = setup([assets[0]!], {
      'GET /api/projects/p2': () => ok({ id: 'p2', name: 'Sun Saga', role: 'owner' }),
      'GET /api/assets/project/p2': () => ok([other]),
      'GET /api/projects/p2/jobs/active': () => ok([]),
    });
    // No chunk comes: the stream is still running when the project changes.
    server.on('assets:generations:batch:request', () => undefined);
    const { router } = renderApp('/projects/p1/assets', { isSignedIn: true });
    await waitFor(() => expect(server.receivedOf('assets:generations:batch:request')).toHaveLength(1));
    const [first] = server.receivedOf('assets:generations:batch:request') as Payload[];
    expect(first).toMatchObject({ projectId: 'p1', assetIds: [assetId(1)], chunkSize: 1 });

    await act(() => router.navigate('/projects/p2/assets'));

    await screen.findByRole('button', { name: /^Elsewhere/ });
    await waitFor(() =>
      expect(server.receivedOf('assets:generations:batch:cancel')).toEqual([{ requestId: first!.requestId }]),
    );
    await waitFor(() => expect(server.receivedOf('assets:generations:batch:request')).toHaveLength(2));
    expect(server.receivedOf('assets:generations:batch:request')[1]).toMatchObject({
      projectId: 'p2',
      assetIds: [assetId(60)],
    });
  });
});
