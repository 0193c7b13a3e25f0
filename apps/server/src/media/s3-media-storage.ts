import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import type { ByteRange } from './byte-range.ts';
import { isValidMediaKey, type MediaObject, type MediaStorage, type StoredObject } from './media-storage.ts';
import { S3BucketSetup } from './s3-bucket.ts';
import {
  isNotFound,
  objectKeyIn,
  s3PlaceOf,
  SIZE_METADATA,
  type S3MediaStorageOptions,
  type S3Place,
} from './s3-client.ts';
import { S3RangeReader } from './s3-range-reader.ts';

/**
 * The base64 CRC32 of the first `size` bytes of the open file, read as a stream. Given up front, it lets S3 check
 * the upload, and keeps the SDK from switching a streamed body to aws-chunked encoding with a trailing checksum,
 * which S3-compatible stores such as s3rver would store as part of the object.
 */
export async function crc32Of(handle: fs.FileHandle, size: number): Promise<string> {
  let crc = 0;
  if (size > 0) {
    for await (const chunk of handle.createReadStream({ autoClose: false, start: 0, end: size - 1 })) {
      crc = zlib.crc32(chunk as Buffer, crc);
    }
  }
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(crc >>> 0);
  return bytes.toString('base64');
}

/**
 * Media storage in an S3 (or S3-compatible) bucket. A PutObject becomes visible whole or not at all, so
 * readers never see a half-written file without any temporary key; the recorded size guards stores that are
 * weaker there. Only objects written by this storage are served. Keys are checked like the local ones.
 */
export class S3MediaStorage implements MediaStorage {
  private readonly place: S3Place;
  private readonly bucket: S3BucketSetup;
  private readonly reader: S3RangeReader;

  constructor(options: S3MediaStorageOptions) {
    this.place = s3PlaceOf(options);
    this.bucket = new S3BucketSetup(this.place);
    this.reader = new S3RangeReader(this.place);
  }

  /** Creates the bucket when it does not exist yet; the first put does this on its own. */
  init(): Promise<void> {
    return this.bucket.ensure();
  }

  /** Frees the client's sockets. */
  close(): void {
    this.place.client.destroy();
  }

  /** Stores the bytes under the key in one PutObject, with their size recorded. */
  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const Key = objectKeyIn(this.place, key);
    await this.bucket.ensure();
    await this.place.client.send(
      new PutObjectCommand({
        Bucket: this.place.bucket,
        Key,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.byteLength,
        Metadata: { [SIZE_METADATA]: String(bytes.byteLength) },
      }),
    );
  }

  /** Streams the file at `source` under the key, its length and checksum known up front (no buffering). */
  async putFile(key: string, source: string, contentType: string): Promise<void> {
    const Key = objectKeyIn(this.place, key);
    await this.bucket.ensure();
    const handle = await fs.open(source, 'r');
    try {
      const { size } = await handle.stat();
      const checksum = await crc32Of(handle, size);
      await this.place.client.send(
        new PutObjectCommand({
          Bucket: this.place.bucket,
          Key,
          // `end` holds the stream to the size announced even if the file grew meanwhile (inclusive offset).
          Body: size === 0 ? new Uint8Array() : handle.createReadStream({ autoClose: false, start: 0, end: size - 1 }),
          ContentType: contentType,
          ContentLength: size,
          Metadata: { [SIZE_METADATA]: String(size) },
          ChecksumCRC32: checksum,
        }),
      );
    } finally {
      await handle.close();
    }
  }

  /** The stored object (or the bytes of `range`), undefined when there is none or the key is not ours. */
  async get(key: string, range?: ByteRange): Promise<MediaObject | undefined> {
    return isValidMediaKey(key) ? this.reader.get(key, range) : undefined;
  }

  /** Every object under the prefix with a valid key, page by page. */
  async *list(): AsyncIterable<StoredObject> {
    const { client, bucket, prefix } = this.place;
    let ContinuationToken: string | undefined;
    do {
      const page = await client
        .send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken }))
        .catch((error: unknown) => {
          // A bucket not created yet holds nothing.
          if (isNotFound(error)) return undefined;
          throw error;
        });
      if (!page) return;
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(prefix.length) ?? '';
        if (object.Key?.startsWith(prefix) && isValidMediaKey(key)) {
          yield { key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
        }
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  /** Removes the object; a missing object or bucket is not an error. */
  async delete(key: string): Promise<void> {
    const Key = objectKeyIn(this.place, key);
    try {
      await this.place.client.send(new DeleteObjectCommand({ Bucket: this.place.bucket, Key }));
    } catch (error) {
      // S3 answers 204 for a missing key already; a missing bucket holds nothing to delete either.
      if (!isNotFound(error)) throw error;
    }
  }
}
