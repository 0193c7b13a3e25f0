import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalMediaStorage, mediaFilePath } from './local-media-storage.ts';
import { isValidMediaKey, mediaKeyOfUrl, mediaUrlOf, newMediaKey, RangeNotSatisfiableError } from './media-storage.ts';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sym-media-'));
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const listFiles = (folder: string): string[] =>
  fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((e) => e.name);

describe('media keys', () => {
  it('new keys are random, valid and keep a clean extension', () => {
    const first = newMediaKey('PNG');
    expect(first).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(newMediaKey('png')).not.toBe(first);
    expect(newMediaKey('../x')).toMatch(/^[0-9a-f]{32}\.x$/);
    expect(isValidMediaKey(first)).toBe(true);
  });

  it('the path guard refuses traversal, separators, dot files and short keys', () => {
    for (const key of [
      '../etc/passwd',
      '..',
      '.',
      '',
      'a/b',
      'a\\b',
      '%2e%2e%2fsecret',
      '.tmp-0123456789abcdef',
      '0123456789abcdef/../../x',
      '0123456789abcdef.png.meta.json',
      'short.png',
      `${'a'.repeat(32)}\u0000.png`,
    ]) {
      expect(isValidMediaKey(key), key).toBe(false);
      expect(mediaFilePath(root, key), key).toBeUndefined();
    }
    const key = newMediaKey('png');
    expect(mediaFilePath(root, key)).toBe(path.join(root, key.slice(0, 2), key));
  });

  it('urls are relative /media/<key>; keys are read back from relative and absolute urls only', () => {
    const key = newMediaKey('gif');
    expect(mediaUrlOf(key)).toBe(`/media/${key}`);
    expect(mediaKeyOfUrl(`/media/${key}`)).toBe(key);
    expect(mediaKeyOfUrl(`https://cdn.example.com/media/${key}`)).toBe(key);
    expect(mediaKeyOfUrl('https://example.com/picture.png')).toBeUndefined();
    expect(mediaKeyOfUrl('/media/../../etc/passwd')).toBeUndefined();
    expect(mediaKeyOfUrl(null)).toBeUndefined();
  });
});

describe('local media storage', () => {
  it('stores, serves back with the content type, and deletes', async () => {
    const storage = new LocalMediaStorage(root);
    const key = newMediaKey('png');
    const bytes = Buffer.from('fake png bytes');
    await storage.put(key, bytes, 'image/png');
    const stored = await storage.get(key);
    expect(stored).toMatchObject({ size: bytes.length, contentType: 'image/png' });
    expect(await readAll(stored!.stream)).toEqual(bytes);
    // Only the file and its sidecar remain: no temporary file is left behind.
    expect(listFiles(root).sort()).toEqual([key, `${key}.meta.json`].sort());
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    expect(listFiles(root)).toEqual([]);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('answers undefined for keys that are invalid or would leave the folder, and refuses to write them', async () => {
    const storage = new LocalMediaStorage(path.join(root, 'media'));
    fs.writeFileSync(path.join(root, 'secret.txt'), 'secret');
    expect(await storage.get('../secret.txt')).toBeUndefined();
    expect(await storage.get('..%2fsecret.txt')).toBeUndefined();
    await expect(storage.put('../evil', Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid media key');
    await expect(storage.delete('../secret.txt')).rejects.toThrow('Invalid media key');
    expect(fs.readFileSync(path.join(root, 'secret.txt'), 'utf8')).toBe('secret');
  });

  it('a file stored without its sidecar is served as application/octet-stream', async () => {
    const storage = new LocalMediaStorage(root);
    const key = newMediaKey('bin');
    await storage.put(key, Buffer.from([1, 2, 3]), 'application/x-test');
    fs.rmSync(`${mediaFilePath(root, key)}.meta.json`);
    const stored = await storage.get(key);
    expect(stored?.contentType).toBe('application/octet-stream');
    stored?.stream.destroy();
  });

  it('serves byte ranges with the whole size, and refuses ranges past the end', async () => {
    const storage = new LocalMediaStorage(root);
    const key = newMediaKey('mp4');
    await storage.put(key, Buffer.from('0123456789'), 'video/mp4');

    const middle = await storage.get(key, { start: 2, end: 4 });
    expect(middle).toMatchObject({ size: 10, contentType: 'video/mp4', range: { start: 2, end: 4 } });
    expect((await readAll(middle!.stream)).toString()).toBe('234');
    const open = await storage.get(key, { start: 6, end: 500 });
    expect(open?.range).toEqual({ start: 6, end: 9 });
    expect((await readAll(open!.stream)).toString()).toBe('6789');
    const suffix = await storage.get(key, { suffixLength: 2 });
    expect((await readAll(suffix!.stream)).toString()).toBe('89');

    await expect(storage.get(key, { start: 10 })).rejects.toEqual(new RangeNotSatisfiableError(10));
    expect(await storage.get(newMediaKey('mp4'), { start: 0 })).toBeUndefined();
  });
});
