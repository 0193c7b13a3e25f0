import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { RangeNotSatisfiableError, resolveByteRange } from './byte-range.ts';
import { isValidMediaKey, type MediaObject, type MediaStorage } from './media-storage.ts';

const FALLBACK_CONTENT_TYPE = 'application/octet-stream';
/** Sidecar holding the content type; keys have at most one dot, so `<key>.meta.json` never names a file. */
const META_SUFFIX = '.meta.json';

interface MediaMeta {
  contentType: string;
}

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ENOENT';
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

async function writeAtomically(file: string, bytes: Uint8Array | string): Promise<void> {
  // Temporary names start with a dot, which no key does, and the rename is atomic within one folder.
  const temporary = path.join(path.dirname(file), `.tmp-${randomBytes(8).toString('hex')}`);
  try {
    await fs.writeFile(temporary, bytes, { flag: 'wx' });
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
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

    async get(key, range): Promise<MediaObject | undefined> {
      const file = mediaFilePath(root, key);
      if (!file) return undefined;
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(file, 'r');
      } catch (error) {
        if (isMissing(error)) return undefined;
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
  };
}
