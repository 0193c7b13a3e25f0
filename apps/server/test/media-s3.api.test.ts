import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaPathOf, type AuthResult } from '@sym/contracts';
import { decodeUploadedImage } from '../src/media/upload-decode.ts';
import type { PresentedAsset } from '../src/modules/assets/asset.presenter.ts';
import { dataOf, PNG_BYTES, rowFixtures, uploadFile, useTestServer } from './helpers/fixtures.ts';

// The whole server with MEDIA_STORAGE=s3 against s3rver: uploads land in the bucket and are served from it.
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sym-s3-api-'));
const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
const settings: Record<string, string> = {
  MEDIA_STORAGE: 's3',
  S3_BUCKET: 'sym-api-media',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
  S3_PREFIX: 'studio',
};
// Registered before the server's hooks, so the endpoint is known when the server reads its settings.
beforeAll(async () => {
  const { port } = await s3.run();
  settings.S3_ENDPOINT = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

const server = useTestServer(settings);
const fixtures = rowFixtures(server);
let owner: AuthResult;

beforeAll(async () => {
  owner = await server.register();
});

describe('media on S3', () => {
  it('stores an uploaded reference image in the bucket and serves it whole and by range', async () => {
    const project = await fixtures.project(owner.user.id);
    const asset = dataOf<PresentedAsset>(
      await server.request('POST', '/api/assets', {
        token: owner.accessToken,
        body: { name: 'Portrait', projectId: project.id },
      }),
    );
    const uploaded = dataOf<PresentedAsset>(
      await uploadFile(
        server,
        `/api/upload/asset/${asset.id}/reference`,
        { bytes: PNG_BYTES, name: 'face.png', type: 'image/png' },
        owner.accessToken,
      ),
    );
    const key = mediaPathOf(uploaded.imageUrl ?? '').replace('/media/', '');
    expect(key).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(fs.existsSync(path.join(directory, 'sym-api-media', 'studio', `${key}._S3rver_object`))).toBe(true);
    expect(fs.existsSync(path.join(server.config.DATA_DIR, 'media'))).toBe(false);

    // Stored is the picture decoded and encoded again (upload-decode.ts), not the bytes sent.
    const stored = (await decodeUploadedImage(PNG_BYTES))!.bytes;
    const whole = await fetch(`${server.url}${uploaded.imageUrl}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(stored);

    const part = await fetch(`${server.url}${uploaded.imageUrl}`, { headers: { range: 'bytes=1-3' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1-3/${stored.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(stored.subarray(1, 4));

    const past = await fetch(`${server.url}${uploaded.imageUrl}`, { headers: { range: 'bytes=9999-' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${stored.length}`);
  });
});
