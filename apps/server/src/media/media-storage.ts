import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { isMediaPath, MEDIA_KEY_PATTERN, MEDIA_PATH_PREFIX } from '@sym/contracts';
import type { ByteRange, ResolvedByteRange } from './byte-range.ts';

export { RangeNotSatisfiableError, type ByteRange, type ResolvedByteRange } from './byte-range.ts';

/** A stored file as read back: its bytes as a stream, its size and the content type it was stored with. */
export interface MediaObject {
  /** The whole file, or only the bytes of `range` when one was applied. */
  stream: Readable;
  /** Size of the whole stored file, also when the stream holds only a range of it. */
  size: number;
  contentType: string;
  /** Set when the stream holds only these bytes (inclusive offsets); absent means the whole file. */
  range?: ResolvedByteRange;
}

/** A file as the storage lists it. */
export interface StoredObject {
  key: string;
  size: number;
  /** When it was last written. */
  modifiedAt: Date;
}

/**
 * Where user files and generated media live (ARCHITECTURE: local directory by default, or S3), behind
 * one interface. Keys are random (`newMediaKey`); implementations refuse any other key.
 */
export interface MediaStorage {
  /** Stores the bytes under the key; readers never see a half-written file. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores the file at `source` under the key without reading it whole into memory (large renders), with the
   * same guarantee as `put`: readers never see a half-written file. The source may be moved away (the local
   * storage renames it when it can), so callers pass a file they no longer need.
   */
  putFile(key: string, source: string, contentType: string): Promise<void>;
  /**
   * The stored file, or undefined when there is none (or the key is not a valid media key). With a range, the
   * stream holds only those bytes (clamped to the file); a range wholly past the end throws
   * RangeNotSatisfiableError. An implementation may ignore the range and answer the whole file (no `range`).
   */
  get(key: string, range?: ByteRange): Promise<MediaObject | undefined>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored file under a valid key, in no particular order (the storage checker compares them to the rows). */
  list(): AsyncIterable<StoredObject>;
}

/** Whether the key has the shape of our random keys (no separators, no dot segments). */
export function isValidMediaKey(key: string): boolean {
  return MEDIA_KEY_PATTERN.test(key);
}

/** A new random key (128 bits) with the given extension, e.g. `3f9c...e1.png`. */
export function newMediaKey(extension: string): string {
  const safeExtension = extension
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 8);
  const id = randomBytes(16).toString('hex');
  return safeExtension ? `${id}.${safeExtension}` : id;
}

/**
 * The public address of a stored file. Relative (`/media/<key>`) so it stays valid behind any host or proxy
 * and when PUBLIC_URL changes; the web app is served from the same origin.
 */
export function mediaUrlOf(key: string): string {
  return `${MEDIA_PATH_PREFIX}${key}`;
}

/** The key of one of our media urls (relative, or absolute on any host), else undefined. */
export function mediaKeyOfUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  let path = url;
  if (/^https?:\/\//i.test(url)) {
    if (!URL.canParse(url)) return undefined;
    path = new URL(url).pathname;
  }
  return isMediaPath(path) ? path.slice(MEDIA_PATH_PREFIX.length) : undefined;
}
