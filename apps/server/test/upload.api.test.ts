import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthResult } from '@sym/contracts';
import type { PresentedAsset } from '../src/modules/assets/asset.presenter.ts';
import {
  dataOf,
  errorOf,
  PNG_BYTES,
  recordEvents,
  rowFixtures,
  uploadFile,
  useTestServer,
} from './helpers/fixtures.ts';

const server = useTestServer();
const fixtures = rowFixtures(server);
let owner: AuthResult;
let stranger: AuthResult;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([server.register(), server.register()]);
});

const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF fake jpeg')]);
const NOT_AN_IMAGE = 'Please select an image file (PNG, JPEG, WebP or GIF)';

function storedFiles(): string[] {
  const root = path.join(server.config.DATA_DIR, 'media');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.meta.json'))
    .map((entry) => entry.name);
}

async function newAsset(visibility = 'private') {
  const project = await fixtures.project(owner.user.id, { visibility });
  const asset = dataOf<PresentedAsset>(
    await server.request('POST', '/api/assets', {
      token: owner.accessToken,
      body: { name: 'Portrait', projectId: project.id },
    }),
  );
  return { project, asset, uploadPath: `/api/upload/asset/${asset.id}/reference` };
}

describe('reference image upload', () => {
  it('stores the image under a random key, sets imageUrl, appends referenceImages and serves the file back', async () => {
    const { asset, uploadPath } = await newAsset();
    const recorder = recordEvents(server);
    const first = dataOf<PresentedAsset>(
      await uploadFile(
        server,
        uploadPath,
        { bytes: PNG_BYTES, name: 'face.txt', type: 'text/plain' },
        owner.accessToken,
      ),
    );
    recorder.stop();
    expect(first.imageUrl).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
    expect(first).toMatchObject({ id: asset.id, image_url: first.imageUrl, reference_image: first.imageUrl });
    expect(first.referenceImages).toEqual([first.imageUrl]);
    expect(recorder.types()).toEqual(['asset.updated']);

    const served = await fetch(`${server.url}${first.imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG_BYTES);

    const second = dataOf<PresentedAsset>(
      await uploadFile(
        server,
        uploadPath,
        { bytes: JPEG_BYTES, name: 'face.png', type: 'image/png' },
        owner.accessToken,
      ),
    );
    expect(second.imageUrl).toMatch(/\.jpg$/);
    expect(second.referenceImages).toEqual([first.imageUrl, second.imageUrl]);
    const jpeg = await fetch(`${server.url}${second.imageUrl}`);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await jpeg.arrayBuffer())).toEqual(JPEG_BYTES);
  });

  it('refuses a renamed text file and an 11 MB file with 422, storing nothing', async () => {
    const { uploadPath } = await newAsset();
    const before = storedFiles();
    const renamed = errorOf(
      await uploadFile(
        server,
        uploadPath,
        { bytes: Buffer.from('just some notes, honestly'), name: 'photo.png', type: 'image/png' },
        owner.accessToken,
      ),
      422,
    );
    expect(renamed.details).toEqual([{ field: 'image', message: NOT_AN_IMAGE }]);

    const huge = Buffer.concat([PNG_BYTES, Buffer.alloc(11 * 1024 * 1024)]);
    const tooLarge = errorOf(
      await uploadFile(server, uploadPath, { bytes: huge, name: 'big.png', type: 'image/png' }, owner.accessToken),
      422,
    );
    expect(tooLarge.details).toEqual([{ field: 'image', message: 'File size must be less than 10MB' }]);
    expect(storedFiles()).toEqual(before);
  });

  it('needs a multipart body with the file under "image"', async () => {
    const { uploadPath } = await newAsset();
    const wrongField = errorOf(
      await uploadFile(
        server,
        uploadPath,
        { bytes: PNG_BYTES, name: 'a.png', type: 'image/png', field: 'file' },
        owner.accessToken,
      ),
      422,
    );
    expect(wrongField.details).toEqual([{ field: 'image', message: NOT_AN_IMAGE }]);
    const json = errorOf(
      await server.request('POST', uploadPath, { token: owner.accessToken, body: { image: 'data' } }),
      422,
    );
    expect(json.details?.[0]?.field).toBe('image');
    const badId = errorOf(
      await uploadFile(
        server,
        '/api/upload/asset/not-a-uuid/reference',
        { bytes: PNG_BYTES, name: 'a.png', type: 'image/png' },
        owner.accessToken,
      ),
      422,
    );
    expect(badId.details?.[0]?.field).toBe('id');
  });

  it('answers 401 without a token, 404 to a stranger and for unknown assets, 403 on a public project', async () => {
    const { uploadPath } = await newAsset();
    const file = { bytes: PNG_BYTES, name: 'a.png', type: 'image/png' };
    errorOf(await uploadFile(server, uploadPath, file), 401);
    const hidden = errorOf(await uploadFile(server, uploadPath, file, stranger.accessToken), 404);
    expect(hidden.message).toBe('Asset not found');
    // Even a huge upload from a stranger is answered 404 before anything is read or stored.
    const before = storedFiles();
    errorOf(
      await uploadFile(server, uploadPath, { ...file, bytes: Buffer.alloc(11 * 1024 * 1024) }, stranger.accessToken),
      404,
    );
    expect(storedFiles()).toEqual(before);
    errorOf(
      await uploadFile(
        server,
        '/api/upload/asset/00000000-0000-4000-8000-000000000000/reference',
        file,
        owner.accessToken,
      ),
      404,
    );
    const shown = await newAsset('public');
    errorOf(await uploadFile(server, shown.uploadPath, file, stranger.accessToken), 403);
  });

  it('a collaborator may upload', async () => {
    const { project, uploadPath } = await newAsset();
    const helper = await server.register();
    await fixtures.collaborator(project.id, helper.user.id);
    const uploaded = dataOf<PresentedAsset>(
      await uploadFile(server, uploadPath, { bytes: PNG_BYTES, name: 'a.png', type: 'image/png' }, helper.accessToken),
    );
    expect(uploaded.referenceImages).toHaveLength(1);
  });
});

describe('asset.referenceImage.remove', () => {
  it('clears imageUrl and referenceImages and deletes the stored files', async () => {
    const { asset, uploadPath } = await newAsset();
    const uploaded = dataOf<PresentedAsset>(
      await uploadFile(server, uploadPath, { bytes: PNG_BYTES, name: 'a.png', type: 'image/png' }, owner.accessToken),
    );
    const removePath = `/api/assets/${asset.id}/reference-image`;
    errorOf(await server.request('DELETE', removePath), 401);
    errorOf(await server.request('DELETE', removePath, { token: stranger.accessToken }), 404);
    expect((await fetch(`${server.url}${uploaded.imageUrl}`)).status).toBe(200);

    const recorder = recordEvents(server);
    const cleared = dataOf<PresentedAsset>(await server.request('DELETE', removePath, { token: owner.accessToken }));
    recorder.stop();
    expect(cleared).toMatchObject({ imageUrl: null, image_url: null, referenceImages: [], reference_image: null });
    expect(recorder.types()).toEqual(['asset.updated']);
    const gone = await server.request('GET', uploaded.imageUrl!);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
});

describe('GET /media/:key', () => {
  it('answers the 404 envelope for unknown keys and never leaves the media folder', async () => {
    fs.writeFileSync(path.join(server.config.DATA_DIR, 'secret.txt'), 'top secret');
    for (const attempt of [
      '/media/0123456789abcdef0123456789abcdef.png',
      '/media/..%2f..%2fsecret.txt',
      '/media/%2e%2e%2fsecret.txt',
      '/media/..%5csecret.txt',
      '/media/.meta.json',
    ]) {
      const response = await server.request('GET', attempt);
      expect(response.status, attempt).toBe(404);
      expect(response.text).not.toContain('top secret');
    }
    const plain = await server.request('GET', '/media/0123456789abcdef0123456789abcdef.png');
    expect(plain.body).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
});
