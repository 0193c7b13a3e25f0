import type { ByteRange } from './byte-range.ts';
import type { MediaObject, MediaStorage, StoredObject } from './media-storage.ts';
import type { S3MediaStorageOptions } from './s3-client.ts';

/**
 * The S3 storage, loaded with its first call: the AWS SDK is a few hundred modules that would slow every start of a
 * server on local storage (the default) and, on S3, are needed only once media is read or written.
 */
export class LazyS3MediaStorage implements MediaStorage {
  private storage: Promise<MediaStorage> | undefined;

  constructor(private readonly options: S3MediaStorageOptions) {}

  /** Stores the bytes under the key. */
  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    return (await this.load()).put(key, bytes, contentType);
  }

  /** Stores the file at `source` under the key. */
  async putFile(key: string, source: string, contentType: string): Promise<void> {
    return (await this.load()).putFile(key, source, contentType);
  }

  /** The stored object (or the bytes of `range`), undefined when there is none. */
  async get(key: string, range?: ByteRange): Promise<MediaObject | undefined> {
    return (await this.load()).get(key, range);
  }

  /** Removes the object. */
  async delete(key: string): Promise<void> {
    return (await this.load()).delete(key);
  }

  /** Every stored object. */
  async *list(): AsyncIterable<StoredObject> {
    yield* (await this.load()).list();
  }

  private load(): Promise<MediaStorage> {
    this.storage ??= import('./s3-media-storage.ts').then(({ S3MediaStorage }) => new S3MediaStorage(this.options));
    return this.storage;
  }
}
