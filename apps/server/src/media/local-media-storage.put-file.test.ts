import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalMediaStorage, mediaFilePath } from './local-media-storage.ts';
import { newMediaKey } from './media-storage.ts';

let root: string;
let sources: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sym-media-'));
  sources = fs.mkdtempSync(path.join(os.tmpdir(), 'sym-render-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(sources, { recursive: true, force: true });
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
    .map((entry) => entry.name)
    .sort();

function sourceFile(name: string, bytes: Buffer | string): string {
  const file = path.join(sources, name);
  fs.writeFileSync(file, bytes);
  return file;
}

const failure = (code: string) => Object.assign(new Error(`${code}: simulated`), { code });

/**
 * Makes renames out of the render folder fail as if it were on another filesystem than the storage; `then` fails
 * the renames inside the storage (the sidecar's and the copy's) with its code once renames have been refused.
 */
function crossDevice(then?: string) {
  const rename = fsp.rename.bind(fsp);
  let refused = false;
  return vi.spyOn(fsp, 'rename').mockImplementation(async (from, to) => {
    if (String(from).startsWith(sources)) {
      refused = true;
      throw failure('EXDEV');
    }
    if (refused && then) throw failure(then);
    await rename(from, to);
  });
}

describe('local media storage putFile', () => {
  it('moves a file on the same filesystem into place; a second put under the key replaces it', async () => {
    const storage = new LocalMediaStorage(root);
    const key = newMediaKey('mp4');
    await storage.putFile(key, sourceFile('export.mp4', 'first render'), 'video/mp4');
    const stored = await storage.get(key);
    expect(stored).toMatchObject({ size: 'first render'.length, contentType: 'video/mp4' });
    expect((await readAll(stored!.stream)).toString()).toBe('first render');
    expect(listFiles(root)).toEqual([key, `${key}.meta.json`].sort());
    expect(listFiles(sources)).toEqual([]);

    await storage.putFile(key, sourceFile('retry.mp4', 'second'), 'video/mp4');
    expect((await readAll((await storage.get(key))!.stream)).toString()).toBe('second');
    expect(listFiles(root)).toEqual([key, `${key}.meta.json`].sort());
  });

  it('copies across filesystems through a temporary name, then removes the source', async () => {
    const storage = new LocalMediaStorage(root);
    const key = newMediaKey('jpg');
    const bytes = Buffer.from(Array.from({ length: 200_000 }, (_, index) => index % 256));
    const rename = crossDevice();
    await storage.putFile(key, sourceFile('poster.jpg', bytes), 'image/jpeg');
    // Renames: the sidecar into place, the source (refused), then the finished copy from its temporary name.
    expect(rename).toHaveBeenCalledTimes(3);
    expect(String(rename.mock.calls[1]![0])).toBe(path.join(sources, 'poster.jpg'));
    expect(path.basename(String(rename.mock.calls[2]![0]))).toMatch(/^\.tmp-[0-9a-f]{16}$/);
    expect(rename.mock.calls[2]![1]).toBe(mediaFilePath(root, key));
    const stored = await storage.get(key);
    expect(stored).toMatchObject({ size: bytes.length, contentType: 'image/jpeg' });
    expect((await readAll(stored!.stream)).equals(bytes)).toBe(true);
    expect(listFiles(root)).toEqual([key, `${key}.meta.json`].sort());
    expect(listFiles(sources)).toEqual([]);
  });

  const shm = '/dev/shm';
  const otherDevice = fs.existsSync(shm) && fs.statSync(shm).dev !== fs.statSync(os.tmpdir()).dev;
  it.skipIf(!otherDevice)('stores a file that really lies on another filesystem (/dev/shm)', async () => {
    const storage = new LocalMediaStorage(root);
    const key = newMediaKey('mp4');
    const folder = fs.mkdtempSync(path.join(shm, 'sym-render-'));
    try {
      const source = path.join(folder, 'export.mp4');
      fs.writeFileSync(source, 'rendered in memory');
      await storage.putFile(key, source, 'video/mp4');
      expect((await readAll((await storage.get(key))!.stream)).toString()).toBe('rendered in memory');
      expect(fs.existsSync(source)).toBe(false);
      expect(listFiles(root)).toEqual([key, `${key}.meta.json`].sort());
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('a reader during a cross-filesystem copy sees the old file or the whole new one, never a part', async () => {
    const storage = new LocalMediaStorage(root);
    const key = newMediaKey('mp4');
    await storage.put(key, Buffer.from('old'), 'video/mp4');
    const big = Buffer.alloc(1024 * 1024, 7);
    const source = sourceFile('export.mp4', big);
    crossDevice();
    // A slow copy (a network disk, say), in pieces with pauses between, so readers can look in mid-copy.
    const copyFile = vi.spyOn(fsp, 'copyFile').mockImplementation(async (from, to) => {
      const bytes = fs.readFileSync(from as string);
      for (let offset = 0; offset < bytes.length; offset += 64 * 1024) {
        fs.appendFileSync(to as string, bytes.subarray(offset, offset + 64 * 1024));
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    });
    const sizes = new Set<number | undefined>();
    let copying = true;
    const put = storage.putFile(key, source, 'video/mp4').finally(() => {
      copying = false;
    });
    while (copying) {
      const stored = await storage.get(key);
      sizes.add(stored?.size);
      stored?.stream.destroy();
    }
    await put;
    expect(copyFile).toHaveBeenCalledOnce();
    // Readers ran during the copy (at least one per pause) and saw the old file; the last ones may see the new.
    expect(sizes.has(3)).toBe(true);
    for (const size of sizes) expect([3, big.length]).toContain(size);
    expect((await storage.get(key))?.size).toBe(big.length);
    (await storage.get(key))?.stream.destroy();
  });

  it('a failed copy leaves no temporary file, keeps the stored file and the source', async () => {
    const storage = new LocalMediaStorage(root);
    const key = newMediaKey('mp4');
    await storage.put(key, Buffer.from('old'), 'video/mp4');
    const source = sourceFile('export.mp4', 'new render');
    crossDevice();
    // The disk fills up halfway through the copy: the temporary file holds a part when the copy fails.
    vi.spyOn(fsp, 'copyFile').mockImplementationOnce(async (_from, to) => {
      fs.writeFileSync(to as string, 'new ');
      throw failure('ENOSPC');
    });
    await expect(storage.putFile(key, source, 'video/mp4')).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(listFiles(root)).toEqual([key, `${key}.meta.json`].sort());
    expect(fs.readFileSync(mediaFilePath(root, key)!, 'utf8')).toBe('old');
    expect(fs.readFileSync(source, 'utf8')).toBe('new render');
  });

  it('a failed final rename after a copy removes the temporary file too', async () => {
    const storage = new LocalMediaStorage(root);
    const key = newMediaKey('mp4');
    const source = sourceFile('export.mp4', 'new render');
    crossDevice('EIO');
    await expect(storage.putFile(key, source, 'video/mp4')).rejects.toMatchObject({ code: 'EIO' });
    expect(await storage.get(key)).toBeUndefined();
    expect(listFiles(root).filter((name) => name.startsWith('.tmp-'))).toEqual([]);
    expect(fs.existsSync(source)).toBe(true);
  });

  it('refuses a missing source or an invalid key without writing anything', async () => {
    const storage = new LocalMediaStorage(root);
    const key = newMediaKey('mp4');
    await expect(storage.putFile(key, path.join(sources, 'nope.mp4'), 'video/mp4')).rejects.toMatchObject({
      code: 'ENOENT',
    });
    const source = sourceFile('export.mp4', 'x');
    await expect(storage.putFile('../evil', source, 'video/mp4')).rejects.toThrow('Invalid media key');
    expect(listFiles(root)).toEqual([]);
    expect(fs.existsSync(source)).toBe(true);
  });
});
