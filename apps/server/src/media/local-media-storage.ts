import fs from 'node:fs/promises';
import path from 'node:path';
import { errorCode, moveAtomically, writeAtomically } from './atomic-file.ts';
import { RangeNotSatisfiableError, resolveByteRange, type ByteRange } from './byte-range.ts';
import { isValidMediaKey, type MediaObject, type MediaStorage, type StoredObject } from './media-storage.ts';

const FALLBACK_CONTENT_TYPE = 'application/octet-stream';
/** Sidecar holding the content type; keys have at most one dot, so `<key>.meta.json` never names a file. */
const META_SUFFIX = '.meta.json';

interface MediaMeta {
  contentType: string;
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
export class LocalMediaStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  /** Stores the bytes under the key, the sidecar first, so a visible file always has its content type. */
  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const file = this.fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await writeAtomically(`${file}${META_SUFFIX}`, JSON.stringify({ contentType } satisfies MediaMeta));
    await writeAtomically(file, bytes);
  }

  /** Moves the file at `source` under the key (a rename when it can, else a copy). */
  async putFile(key: string, source: string, contentType: string): Promise<void> {
    const file = this.fileOf(key);
    // A missing source fails here, before a sidecar is written for a file that will never come.
    await fs.access(source);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await writeAtomically(`${file}${META_SUFFIX}`, JSON.stringify({ contentType } satisfies MediaMeta));
    await moveAtomically(source, file);
  }

  /** The stored file (or the bytes of `range`), undefined when there is none. */
  async get(key: string, range?: ByteRange): Promise<MediaObject | undefined> {
    const file = mediaFilePath(this.root, key);
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
  }

  /** Removes the file and its sidecar; a missing file is not an error. */
  async delete(key: string): Promise<void> {
    const file = this.fileOf(key);
    await fs.rm(file, { force: true });
    await fs.rm(`${file}${META_SUFFIX}`, { force: true });
  }

  /** Every stored file under a valid key (sidecars and temporary files left out). */
  async *list(): AsyncIterable<StoredObject> {
    let folders: string[];
    try {
      folders = await fs.readdir(this.root);
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return;
      throw error;
    }
    for (const folder of folders) {
      const names = await fs.readdir(path.join(this.root, folder)).catch(() => [] as string[]);
      for (const key of names) {
        // Sidecars, temporary names and anything else that is not a key of ours is not a stored file.
        if (mediaFilePath(this.root, key) !== path.resolve(this.root, folder, key)) continue;
        const stat = await fs.stat(path.join(this.root, folder, key)).catch(() => undefined);
        if (stat?.isFile()) yield { key, size: stat.size, modifiedAt: stat.mtime };
      }
    }
  }

  private fileOf(key: string): string {
    const file = mediaFilePath(this.root, key);
    if (!file) throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
    return file;
  }
}
