import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthResult } from '@sym/contracts';
import { loadSharp } from '../src/media/load-sharp.ts';
import { decodeUploadedImage } from '../src/media/upload-decode.ts';
import type { PresentedAsset } from '../src/modules/assets/asset.presenter.ts';
import { dataOf, errorOf, PNG_BYTES, recordEvents, uploadFile } from './helpers/fixtures.ts';
import { uploadPng, useServerWithRows } from './helpers/media-fixtures.ts';

const { server, fixtures } = useServerWithRows();
let owner: AuthResult;
let stranger: AuthResult;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([server.register(), server.register()]);
});

/** A small real picture (40 × 30, half transparent where the format allows) encoded by sharp. */
async function picture(format: 'png' | 'jpeg' | 'gif'): Promise<Buffer> {
  const sharp = await loadSharp();
  const background = { r: 30, g: 120, b: 200, alpha: 0.5 };
  return sharp({ create: { width: 40, height: 30, channels: 4, background } })
    .toFormat(format)
    .toBuffer();
}

/** What the server stores for an uploaded image: the picture decoded and encoded again (upload-decode.ts). */
async function reencoded(bytes: Uint8Array): Promise<Buffer> {
  const decoded = await decodeUploadedImage(bytes);
  if (!decoded) throw new Error('the fixture does not decode');
  return decoded.bytes;
}

const PAGE = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
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
    expect(first.imageUrl).toMatch(/^\/media\/[0-9a-f]{32}\.png\?exp=\d+&sig=[\w-]+$/);
    expect(first).toMatchObject({ id: asset.id, image_url: first.imageUrl, reference_image: first.imageUrl });
    expect(first.referenceImages).toEqual([first.imageUrl]);
    expect(recorder.types()).toEqual(['asset.updated']);

    const served = await fetch(`${server.url}${first.imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('private, no-cache');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(await reencoded(PNG_BYTES));

    const jpegBytes = await picture('jpeg');
    const second = dataOf<PresentedAsset>(
      await uploadFile(
        server,
        uploadPath,
        { bytes: jpegBytes, name: 'face.png', type: 'image/png' },
        owner.accessToken,
      ),
    );
    expect(second.imageUrl).toMatch(/\.jpg\?exp=/);
    expect(second.referenceImages).toEqual([first.imageUrl, second.imageUrl]);
    const jpeg = await fetch(`${server.url}${second.imageUrl}`);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await jpeg.arrayBuffer())).toEqual(await reencoded(jpegBytes));
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
    const badId = errorOf(await uploadPng(server, '/api/upload/asset/not-a-uuid/reference', owner.accessToken), 422);
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
    const uploaded = dataOf<PresentedAsset>(await uploadPng(server, uploadPath, helper.accessToken));
    expect(uploaded.referenceImages).toHaveLength(1);
  });
});

describe('uploaded images are decoded before they are stored', () => {
  const upload = async (uploadPath: string, bytes: Buffer) =>
    uploadFile(server, uploadPath, { bytes, name: 'a.png', type: 'image/png' }, owner.accessToken);
  const served = async (address: string) => Buffer.from(await (await fetch(`${server.url}${address}`)).arrayBuffer());

  it('stores a PNG with a web page appended as the picture alone, re-encoded with its size and alpha', async () => {
    const { uploadPath } = await newAsset();
    const png = await picture('png');
    const uploaded = dataOf<PresentedAsset>(await upload(uploadPath, Buffer.concat([png, PAGE])));
    const stored = await served(uploaded.imageUrl!);
    expect(stored.includes('<script>')).toBe(false);
    const sharp = await loadSharp();
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 40, height: 30, hasAlpha: true });
  });

  it('stores a GIF that is also a script without the script, and refuses noise behind image magic numbers', async () => {
    const { uploadPath } = await newAsset();
    const gif = await picture('gif');
    gif.write('/*', 6, 'latin1');
    const polyglot = await upload(uploadPath, Buffer.concat([gif, Buffer.from('*/=alert("polyglot");')]));
    if (polyglot.status === 200) {
      const stored = await served(dataOf<PresentedAsset>(polyglot).imageUrl!);
      expect(stored.subarray(0, 6).toString('latin1')).toBe('GIF89a');
      expect(stored.includes('alert')).toBe(false);
    } else {
      expect(errorOf(polyglot, 422).details).toEqual([{ field: 'image', message: NOT_AN_IMAGE }]);
    }

    const before = storedFiles();
    const magic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const noise = Buffer.from(Array.from({ length: 3000 }, (_, index) => (index * 7919 + 13) % 251));
    for (const bytes of [Buffer.concat([magic, noise]), Buffer.concat([Buffer.from('GIF89a'), noise])]) {
      expect(errorOf(await upload(uploadPath, bytes), 422).details).toEqual([
        { field: 'image', message: NOT_AN_IMAGE },
      ]);
    }
    expect(storedFiles()).toEqual(before);
  });

  it('decodes the wizard’s style reference the same way', async () => {
    const path = '/api/upload/style-reference';
    const png = await picture('png');
    const { url } = dataOf<{ url: string }>(await upload(path, Buffer.concat([png, PAGE])));
    const stored = await served(url);
    expect(stored.includes('<script>')).toBe(false);
    expect(stored).toEqual(await reencoded(png));
    const noise = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), PAGE]);
    expect(errorOf(await upload(path, noise), 422).details).toEqual([{ field: 'image', message: NOT_AN_IMAGE }]);
  });
});

describe('asset.referenceImage.remove', () => {
  it('clears imageUrl and referenceImages and deletes the stored files', async () => {
    const { asset, uploadPath } = await newAsset();
    const uploaded = dataOf<PresentedAsset>(await uploadPng(server, uploadPath, owner.accessToken));
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
