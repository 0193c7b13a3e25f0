import { STORAGE_KEYS } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { fail, ok, stubApi, type ApiRoutes } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import type { AssetView } from '../api/assetTypes';
import { makeAsset, makeVariant } from './testData';

const hero = makeAsset('a1', 'Ada', { description: 'The heroine' });
const castle = makeAsset('a2', 'Castle', { type: 'location', folder: 'Places' });

function setup(routes: ApiRoutes = {}, assets: AssetView[] = [hero, castle]) {
  // The socket never connects in tests: go straight to HTTP instead of waiting for it.
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  const fetchMock = stubApi({
    'GET /api/projects/p1': () => ok({ id: 'p1', name: 'Moon Saga' }),
    'GET /api/assets/project/p1': () => ok(assets),
    'GET /api/assets/a1/generations': () => ok([makeVariant('v-default', 'Default', '2024-01-01T00:00:00.000Z')]),
    ...routes,
  });
  return fetchMock;
}

function callsTo(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) => (init?.method ?? 'GET') === method && String(input).split('?')[0] === path,
  );
}

async function openPage(path = '/projects/p1/assets') {
  renderApp(path, { isSignedIn: true });
  return screen.findByRole('tablist', { name: 'Asset types' });
}

describe('project assets screen', () => {
  it('shows the assets by type with counts and an empty state per type', async () => {
    setup();
    const tabs = await openPage();
    await screen.findByRole('button', { name: /^Ada/ });
    expect(within(tabs).getByRole('tab', { name: 'Characters 1' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('button', { name: /^Castle/ })).toBeNull();

    fireEvent.click(within(tabs).getByRole('tab', { name: 'Props 0' }));
    expect(await screen.findByRole('heading', { name: 'No props yet' })).toBeTruthy();

    fireEvent.click(within(tabs).getByRole('tab', { name: 'Locations 1' }));
    expect(await screen.findByRole('button', { name: /^Castle/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Places/ }).getAttribute('aria-expanded')).toBe('true');
  });

  it('creates nothing when the name is blank, and creates and selects a named asset', async () => {
    const created = makeAsset('a3', 'Bob', { description: 'Sidekick "Bob"' });
    const listed = [hero, castle];
    const fetchMock = setup({
      'GET /api/assets/project/p1': () => ok(listed),
      'POST /api/assets': () => {
        listed.push(created);
        return ok(created);
      },
      'GET /api/assets/a3/generations': () => ok([]),
    });
    await openPage();
    fireEvent.click(screen.getAllByRole('button', { name: 'New asset' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New asset' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.submit(name.closest('form')!);
    expect(within(dialog).getByRole('button', { name: 'Create asset' })).toHaveProperty('disabled', true);
    expect(callsTo(fetchMock, 'POST', '/api/assets')).toHaveLength(0);

    fireEvent.change(name, { target: { value: 'Bob' } });
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    fireEvent.change(description, { target: { value: 'Sidekick \u201CBob\u201D' } });
    fireEvent.blur(description);
    expect((description as HTMLTextAreaElement).value).toBe('Sidekick "Bob"');
    expect((within(dialog).getByRole('combobox', { name: 'Type' }) as HTMLSelectElement).value).toBe('character');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create asset' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/assets')).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, 'POST', '/api/assets')[0]![1]!.body));
    expect(body).toEqual({
      projectId: 'p1',
      name: 'Bob',
      type: 'character',
      description: 'Sidekick "Bob"',
      folder: null,
    });
    expect(await screen.findByRole('article', { name: 'Asset details' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'New asset' })).toBeNull();
  });

  it('shows a plan limit refusal as the server words it', async () => {
    setup({
      'POST /api/assets': () =>
        fail(
          403,
          'FORBIDDEN',
          'Your plan allows 20 active assets per project. Upgrade to Motion Maker Pro for unlimited assets.',
        ),
    });
    await openPage();
    fireEvent.click(screen.getAllByRole('button', { name: 'New asset' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New asset' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Eve' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create asset' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Your plan allows 20 active assets per project. Upgrade to Motion Maker Pro for unlimited assets.',
    );
  });

  it('refuses an empty folder name, accepts a duplicate silently and moves an asset into a folder', async () => {
    const fetchMock = setup({ 'PATCH /api/assets/a1': () => ok({ ...hero, folder: 'Heroes' }) });
    await openPage();
    await screen.findByRole('button', { name: /^Ada/ });

    fireEvent.click(screen.getByRole('button', { name: 'New folder' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create folder' }));
    expect(screen.getByText('Empty name')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Folder name' }), { target: { value: 'Heroes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create folder' }));
    expect(await screen.findByRole('button', { name: /Heroes/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New folder' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Folder name' }), { target: { value: 'HEROES' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create folder' }));
    expect(screen.queryByText('Empty name')).toBeNull();
    expect(screen.getAllByRole('button', { name: /heroes/i, expanded: true })).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.assetFolders)!)).toEqual({ p1: ['Heroes'] });

    fireEvent.click(screen.getByRole('button', { name: 'Actions for Ada' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Move to folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move \u201CAda\u201D to a folder' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Folder' }), { target: { value: 'Heroes' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', '/api/assets/a1')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'PATCH', '/api/assets/a1')[0]![1]!.body))).toEqual({
      folder: 'Heroes',
    });
  });

  it('deletes an asset only after confirmation', async () => {
    let listed = [hero, castle];
    const fetchMock = setup({
      'GET /api/assets/project/p1': () => ok(listed),
      'DELETE /api/assets/a1': () => {
        listed = [castle];
        return ok({ id: 'a1', deleted: true });
      },
    });
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Ada' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete asset' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'DELETE', '/api/assets/a1')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Actions for Ada' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/api/assets/a1')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Ada/ })).toBeNull());
  });
});

describe('asset variants', () => {
  const variants = [
    makeVariant('v-winter', 'Winter', '2024-01-02T00:00:00.000Z'),
    makeVariant('v-default', 'Default', '2024-01-01T00:00:00.000Z'),
    makeVariant('v-night', 'Night', '2024-01-03T00:00:00.000Z', ['img-1', 'img-2']),
  ];

  it('lists Default first then newest, selects the newest and sets a primary image', async () => {
    let listed = variants;
    const fetchMock = setup({
      'GET /api/assets/a1/generations': () => ok(listed),
      'PUT /api/assets/variant-images/img-2/set-primary': () => {
        const night = variants[2]!;
        const images = night.variant_images.map((image) => ({ ...image, is_primary: image.id === 'img-2' }));
        listed = [variants[0]!, variants[1]!, { ...night, variant_images: images }];
        return ok({ id: 'img-2', is_primary: true });
      },
    });
    await openPage('/projects/p1/assets?asset=a1');
    const list = await screen.findByRole('list', { name: 'Variants of Ada' });
    const items = within(list).getAllByRole('button', { pressed: undefined, name: /Created/ });
    expect(items.map((item) => item.textContent?.split('Created')[0])).toEqual(['Default', 'Night', 'Winter']);
    expect(
      within(list)
        .getByRole('button', { name: /^Night/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    const images = screen.getByRole('list', { name: 'Images of Night' });
    expect(within(images).getAllByRole('img')).toHaveLength(2);
    expect(within(images).getByText('Primary')).toBeTruthy();
    fireEvent.click(within(images).getByRole('button', { name: 'Set image 2 as primary' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT', '/api/assets/variant-images/img-2/set-primary')).toHaveLength(1),
    );
    expect(await within(images).findByRole('button', { name: 'Set image 1 as primary' })).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: /^Winter/ }));
    expect(await screen.findByText('This variant has no images yet.')).toBeTruthy();
  });

  it('needs a variant name, then adds the variant and selects it', async () => {
    let listed = [variants[1]!];
    const created = makeVariant('v-dawn', 'Dawn', '2024-02-01T00:00:00.000Z');
    const fetchMock = setup({
      'GET /api/assets/a1/generations': () => ok(listed),
      'POST /api/assets/a1/generations': () => {
        listed = [variants[1]!, created];
        return ok(created);
      },
    });
    await openPage('/projects/p1/assets?asset=a1');
    await screen.findByRole('list', { name: 'Variants of Ada' });
    fireEvent.click(screen.getByRole('button', { name: 'Add variant' }));
    expect(await screen.findByText('Variant name is required')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/assets/a1/generations')).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'Variant name' }), { target: { value: 'Dawn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add variant' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/assets/a1/generations')).toHaveLength(1));
    const list = screen.getByRole('list', { name: 'Variants of Ada' });
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: /^Dawn/ }).getAttribute('aria-pressed')).toBe('true'),
    );
  });

  it('deletes a variant after confirmation', async () => {
    const fetchMock = setup({
      'GET /api/assets/a1/generations': () => ok(variants),
      'DELETE /api/assets/a1/generations/v-winter': () => ok({ id: 'v-winter', deleted: true }),
    });
    await openPage('/projects/p1/assets?asset=a1');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete variant Winter' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete variant' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/api/assets/a1/generations/v-winter')).toHaveLength(1));
  });
});

describe('reference image', () => {
  function stubUpload(reply: () => Response) {
    const base = globalThis.fetch;
    const upload = vi.fn(reply);
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      init?.body instanceof FormData ? Promise.resolve(upload()) : base(input, init),
    );
    return upload;
  }

  const png = () => new File(['png'], 'ref.png', { type: 'image/png' });

  it('shows the server text of a refused upload', async () => {
    setup();
    const upload = stubUpload(
      () =>
        new Response(
          JSON.stringify({
            success: false,
            error: {
              code: 'VALIDATION_ERROR',
              message: 'Validation error',
              details: [{ field: 'image', message: 'Please select an image file (PNG, JPEG, WebP or GIF)' }],
            },
          }),
          { status: 422 },
        ),
    );
    await openPage('/projects/p1/assets?asset=a1');
    const input = await screen.findByLabelText('Upload image');
    expect(input.getAttribute('accept')).toBe('image/*');
    fireEvent.change(input, { target: { files: [png()] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Please select an image file (PNG, JPEG, WebP or GIF)');
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('shows Failed to upload image when the server fails, and refuses non-images before sending', async () => {
    setup();
    const upload = stubUpload(() => new Response('oops', { status: 500 }));
    await openPage('/projects/p1/assets?asset=a1');
    const input = await screen.findByLabelText('Upload image');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Please select an image file (PNG, JPEG, WebP or GIF)');
    expect(upload).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [png()] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to upload image'));
  });

  it('shows the uploaded image and removes it after confirmation', async () => {
    const withImage = {
      ...hero,
      imageUrl: '/media/abcdefghijklmnop1234.png',
      reference_image: '/media/abcdefghijklmnop1234.png',
    };
    const fetchMock = setup({ 'DELETE /api/assets/a1/reference-image': () => fail(500, 'SERVER_ERROR', 'boom') });
    stubUpload(() => new Response(JSON.stringify({ success: true, data: withImage }), { status: 200 }));
    await openPage('/projects/p1/assets?asset=a1');
    fireEvent.change(await screen.findByLabelText('Upload image'), { target: { files: [png()] } });
    const image = await screen.findByRole('img', { name: 'Reference image of Ada' });
    expect(image.getAttribute('src')).toBe('/media/abcdefghijklmnop1234.png');

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/api/assets/a1/reference-image')).toHaveLength(1));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to remove reference image');
  });
});
