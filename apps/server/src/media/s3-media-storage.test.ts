import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RangeNotSatisfiableError } from './byte-range.ts';
import { newMediaKey } from './media-storage.ts';
import type { S3MediaStorageOptions } from './s3-client.ts';
import { crc32Of, S3MediaStorage } from './s3-media-storage.ts';

let directory: string;
let server: S3rver;
let endpoint: string;
const opened: S3MediaStorage[] = [];

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sym-s3-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  for (const storage of opened) storage.close();
  await server.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

let bucketCounter = 0;
/** A storage on a bucket of its own that does not exist yet (s3rver accepts any credentials). */
function storage(overrides: Partial<S3MediaStorageOptions> = {}): S3MediaStorage {
  bucketCounter += 1;
  const created = new S3MediaStorage({
    bucket: `sym-test-${bucketCounter}`,
    region: 'us-east-1',
    endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    ...overrides,
  });
  opened.push(created);
  return created;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Every object key s3rver holds for the bucket (its files are named `<key>._S3rver_object`). */
function storedKeys(bucket: string): string[] {
  const root = path.join(directory, bucket);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('._S3rver_object'))
    .map((name) => name.slice(0, -'._S3rver_object'.length));
}

describe('S3 media storage (against s3rver)', () => {
  it('creates the missing bucket on the first put, then stores, serves back and deletes', async () => {
    const media = storage({ bucket: 'sym-first-put' });
    const key = newMediaKey('png');
    expect(await media.get(key)).toBeUndefined();
    const bytes = Buffer.from('fake png bytes');
    await media.put(key, bytes, 'image/png');
    const stored = await media.get(key);
    expect(stored).toMatchObject({ size: bytes.length, contentType: 'image/png' });
    expect(stored?.range).toBeUndefined();
    expect(await readAll(stored!.stream)).toEqual(bytes);
    expect(storedKeys('sym-first-put')).toEqual([key]);

    await media.delete(key);
    expect(await media.get(key)).toBeUndefined();
    expect(storedKeys('sym-first-put')).toEqual([]);
    await expect(media.delete(key)).resolves.toBeUndefined();
  });

  it('init creates the bucket once and is harmless when it exists', async () => {
    const media = storage({ bucket: 'sym-init' });
    await media.init();
    await media.init();
    expect(fs.existsSync(path.join(directory, 'sym-init'))).toBe(true);
    // A second process on the same bucket finds it there.
    await storage({ bucket: 'sym-init' }).init();
  });

  it('keeps keys under the prefix', async () => {
    const media = storage({ bucket: 'sym-prefixed', prefix: '/tenant-a/' });
    const key = newMediaKey('gif');
    await media.put(key, Buffer.from('GIF89a'), 'image/gif');
    expect(storedKeys('sym-prefixed')).toEqual([path.join('tenant-a', key)]);
    expect((await media.get(key))?.contentType).toBe('image/gif');
    (await media.get(key))?.stream.destroy();
  });

  it('answers byte ranges with the total size, and refuses ranges past the end', async () => {
    const media = storage();
    const key = newMediaKey('mp4');
    const bytes = Buffer.from('0123456789');
    await media.put(key, bytes, 'video/mp4');

    const middle = await media.get(key, { start: 2, end: 4 });
    expect(middle).toMatchObject({ size: 10, contentType: 'video/mp4', range: { start: 2, end: 4 } });
    expect((await readAll(middle!.stream)).toString()).toBe('234');

    const open = await media.get(key, { start: 7 });
    expect(open?.range).toEqual({ start: 7, end: 9 });
    expect((await readAll(open!.stream)).toString()).toBe('789');

    const clamped = await media.get(key, { start: 8, end: 500 });
    expect(clamped?.range).toEqual({ start: 8, end: 9 });
    expect((await readAll(clamped!.stream)).toString()).toBe('89');

    const suffix = await media.get(key, { suffixLength: 3 });
    expect(suffix?.range).toEqual({ start: 7, end: 9 });
    expect((await readAll(suffix!.stream)).toString()).toBe('789');

    await expect(media.get(key, { start: 10 })).rejects.toEqual(new RangeNotSatisfiableError(10));
    await expect(media.get(key, { suffixLength: 0 })).rejects.toBeInstanceOf(RangeNotSatisfiableError);
    expect(await media.get(newMediaKey('mp4'), { start: 0 })).toBeUndefined();
  });

  it('refuses keys that are not media keys, and finds nothing for them', async () => {
    const media = storage();
    await media.init();
    for (const key of ['../evil', 'a/b', '', 'short.png', '%2e%2e%2fsecret']) {
      await expect(media.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow('Invalid media key');
      await expect(media.delete(key), key).rejects.toThrow('Invalid media key');
      expect(await media.get(key), key).toBeUndefined();
    }
  });

  it('serves only objects it wrote itself: one without the recorded size counts as missing', async () => {
    const media = storage({ bucket: 'sym-foreign' });
    await media.init();
    const key = newMediaKey('png');
    const other = new S3Client({
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    try {
      await other.send(new PutObjectCommand({ Bucket: 'sym-foreign', Key: key, Body: 'x', ContentType: 'image/png' }));
    } finally {
      other.destroy();
    }
    expect(await media.get(key)).toBeUndefined();
    expect(await media.get(key, { suffixLength: 1 })).toBeUndefined();
  });

  it('a read during a write sees nothing or the whole object, never a part of it', async () => {
    const media = storage();
    await media.init();
    const key = newMediaKey('bin');
    const bytes = Buffer.alloc(4 * 1024 * 1024, 7);
    const seen: Array<number | undefined> = [];
    let writing = true;
    const put = media.put(key, bytes, 'application/x-test').finally(() => {
      writing = false;
    });
    while (writing) {
      const stored = await media.get(key);
      seen.push(stored ? (await readAll(stored.stream)).length : undefined);
    }
    await put;
    const after = await media.get(key);
    expect((await readAll(after!.stream)).equals(bytes)).toBe(true);
    expect(seen.length).toBeGreaterThan(0);
    for (const length of seen) expect([undefined, bytes.length]).toContain(length);
  });
});

describe('S3 media storage putFile (against s3rver)', () => {
  let files: string;
  beforeAll(() => {
    files = fs.mkdtempSync(path.join(os.tmpdir(), 'sym-s3-files-'));
  });
  afterAll(() => {
    fs.rmSync(files, { recursive: true, force: true });
  });

  it('streams a file from disk into the bucket, overwrites on a second put and leaves the source alone', async () => {
    const media = storage({ bucket: 'sym-put-file' });
    const key = newMediaKey('mp4');
    const source = path.join(files, 'export.mp4');
    // Bigger than one read chunk (64 KiB) and not a multiple of it, with varying bytes to catch reordering.
    const bytes = Buffer.from(Array.from({ length: 3 * 1024 * 1024 + 17 }, (_, index) => (index * 31) % 251));
    fs.writeFileSync(source, bytes);
    await media.putFile(key, source, 'video/mp4');
    const stored = await media.get(key);
    expect(stored).toMatchObject({ size: bytes.length, contentType: 'video/mp4' });
    expect((await readAll(stored!.stream)).equals(bytes)).toBe(true);
    expect(storedKeys('sym-put-file')).toEqual([key]);
    expect(fs.existsSync(source)).toBe(true);

    // A retry of the same export stores under the same key: the newer file replaces the older.
    fs.writeFileSync(source, 'second render');
    await media.putFile(key, source, 'video/mp4');
    const replaced = await media.get(key);
    expect(replaced?.size).toBe('second render'.length);
    expect((await readAll(replaced!.stream)).toString()).toBe('second render');
    const tail = await media.get(key, { suffixLength: 6 });
    expect((await readAll(tail!.stream)).toString()).toBe('render');
  });

  it('sends the CRC32 S3 checks the upload against (the standard check value, and the empty file)', async () => {
    const check = path.join(files, 'check.txt');
    fs.writeFileSync(check, '123456789 and bytes past the size given');
    const handle = await fs.promises.open(check, 'r');
    try {
      // CRC-32 of "123456789" is 0xCBF43926; bytes past `size` must not count.
      expect(await crc32Of(handle, 9)).toBe(Buffer.from([0xcb, 0xf4, 0x39, 0x26]).toString('base64'));
      expect(await crc32Of(handle, 0)).toBe('AAAAAA==');
    } finally {
      await handle.close();
    }
  });

  it('stores an empty file, and refuses a missing source or an invalid key without storing anything', async () => {
    const media = storage({ bucket: 'sym-put-file-edges' });
    const empty = path.join(files, 'empty.jpg');
    fs.writeFileSync(empty, '');
    const key = newMediaKey('jpg');
    await media.putFile(key, empty, 'image/jpeg');
    expect(await media.get(key)).toMatchObject({ size: 0, contentType: 'image/jpeg' });

    const missing = newMediaKey('mp4');
    await expect(media.putFile(missing, path.join(files, 'nope.mp4'), 'video/mp4')).rejects.toMatchObject({
      code: 'ENOENT',
    });
    await expect(media.putFile('../evil', empty, 'image/jpeg')).rejects.toThrow('Invalid media key');
    expect(storedKeys('sym-put-file-edges')).toEqual([key]);
  });
});
