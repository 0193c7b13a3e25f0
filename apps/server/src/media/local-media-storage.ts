import { randomBytes } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { RangeNotSatisfiableError, resolveByteRange } from './byte-range.ts';
import { isValidMediaKey, type MediaObject, type MediaStorage, type StoredObject } from './media-storage.ts';

const FALLBACK_CONTENT_TYPE = 'application/octet-stream';
/** Sidecar holding the content type; keys have at most one dot, so `<key>.meta.json` never names a file. */
const META_SUFFIX = '.meta.json';

interface MediaMeta {
  contentType: string;
}

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

/**
 * The file path of a key inside `root`, or undefined for anything that is not one of our random keys or that
 * would resolve outside the root (path traversal). Files are spread over folders named by the key's first
 * two characters.
 */
export function mediaFilePath(root: string, key: string): string | undefined {
  if (!isValidMediaKey(key)) return undefined;
  const resolvedRoot = path.resolve(root);
  const file = path.resolve(resolvedRoot, key.slice(0, 2), key);
  return file.startsWith(`${resolvedRoot}${path.sep}`) ? file : undefined;
}

/** Temporary names start with a dot, which no key does, and the rename is atomic within one folder. */
function temporaryBeside(file: string): string {
  return path.join(path.dirname(file), `.tmp-${randomBytes(8).toString('hex')}`);
}

async function writeAtomically(file: string, bytes: Uint8Array | string): Promise<void> {
  const temporary = temporaryBeside(file);
  try {
    await fs.writeFile(temporary, bytes, { flag: 'wx' });
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Moves `source` to `file` atomically: a rename when both are on one filesystem, else a kernel-side copy (never
 * through this process's memory) to a temporary name beside `file`, then a rename; the source is removed after.
 */
async function moveAtomically(source: string, file: string): Promise<void> {
  try {
    await fs.rename(source, file);
    return;
  } catch (error) {
    // EXDEV: the source lies on another filesystem, where a rename cannot reach.
    if (errorCode(error) !== 'EXDEV') throw error;
  }
  const temporary = temporaryBeside(file);
  try {
    await fs.copyFile(source, temporary, fsConstants.COPYFILE_EXCL);
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
  await fs.rm(source, { force: true });
}

async function readMeta(file: string): Promise<MediaMeta> {
  try {
    const parsed: unknown = JSON.parse(await fs.readFile(`${file}${META_SUFFIX}`, 'utf8'));
    const contentType = (parsed as { contentType?: unknown } | null)?.contentType;
    return { contentType: typeof contentType === 'string' && contentType ? contentType : FALLBACK_CONTENT_TYPE };
  } catch {
    return { contentType: FALLBACK_CONTENT_TYPE };
  }
}

/** Media storage in a local folder (DATA_DIR/media): atomic writes, content type kept in a sidecar file. */
export function createLocalMediaStorage(root: string): MediaStorage {
  const fileOf = (key: string): string => {
    const file = mediaFilePath(root, key);
    if (!file) throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
    return file;
  };

  return {
    async put(key, bytes, contentType) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // The sidecar goes first, so a visible file always has its content type.
      await writeAtomically(`${file}${META_SUFFIX}`, JSON.stringify({ contentType } satisfies MediaMeta));
      await writeAtomically(file, bytes);
    },

    async putFile(key, source, contentType) {
      const file = fileOf(key);
      // A missing source fails here, before a sidecar is written for a file that will never come.
      await fs.access(source);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await writeAtomically(`${file}${META_SUFFIX}`, JSON.stringify({ contentType } satisfies MediaMeta));
      await moveAtomically(source, file);
    },

    async get(key, range): Promise<MediaObject | undefined> {
      const file = mediaFilePath(root, key);
      if (!file) return undefined;
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(file, 'r');
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return undefined;
        throw error;
      }
      try {
        const stat = await handle.stat();
        const meta = await readMeta(file);
        if (!range) return { stream: handle.createReadStream(), size: stat.size, contentType: meta.contentType };
        const served = resolveByteRange(range, stat.size);
        if (!served) throw new RangeNotSatisfiableError(stat.size);
        const stream = handle.createReadStream({ start: served.start, end: served.end });
        return { stream, size: stat.size, contentType: meta.contentType, range: served };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      const file = fileOf(key);
      await fs.rm(file, { force: true });
      await fs.rm(`${file}${META_SUFFIX}`, { force: true });
    },

    async *list(): AsyncIterable<StoredObject> {
      let folders: string[];
      try {
        folders = await fs.readdir(root);
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return;
        throw error;
      }
      for (const folder of folders) {
        const names = await fs.readdir(path.join(root, folder)).catch(() => [] as string[]);
        for (const key of names) {
          // Sidecars, temporary names and anything else that is not a key of ours is not a stored file.
          if (mediaFilePath(root, key) !== path.resolve(root, folder, key)) continue;
          const stat = await fs.stat(path.join(root, folder, key)).catch(() => undefined);
          if (stat?.isFile()) yield { key, size: stat.size, modifiedAt: stat.mtime };
        }
      }
    },
  };
}
