import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaPathOf, type AuthResult } from '@sym/contracts';
import { decodeUploadedImage } from '../src/media/upload-decode.ts';
import type { PresentedAsset } from '../src/modules/assets/asset.presenter.ts';
import { dataOf, PNG_BYTES, rowFixtures, uploadFile, useTestServer } from './helpers/fixtures.ts';
import { useS3rver } from './helpers/s3rver.ts';

// The whole server with MEDIA_STORAGE=s3 against s3rver: uploads land in the bucket and are served from it.
const { settings, directory } = useS3rver('sym-api-media', 'studio');
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
