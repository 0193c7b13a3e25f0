import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { formatRangeHeader, RangeNotSatisfiableError, resolveByteRange, type ByteRange } from './byte-range.ts';
import { isValidMediaKey, type MediaObject, type MediaStorage } from './media-storage.ts';

const FALLBACK_CONTENT_TYPE = 'application/octet-stream';
/** User metadata (`x-amz-meta-sym-size`) recording the size written, checked on every read. */
const SIZE_METADATA = 'sym-size';

export interface S3MediaStorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible stores (MinIO, s3rver, R2 …); AWS when unset. */
  endpoint?: string;
  /** Both or neither; when unset the SDK's default credential chain (environment, profile, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (`endpoint/bucket/key`) instead of the host name; most self-hosted stores need it. */
  forcePathStyle?: boolean;
  /** Folder inside the bucket, e.g. `sym/`, so one bucket can hold several installations. */
  prefix?: string;
}

/** Media storage in an S3 bucket; `init()` creates the bucket when missing, `close()` frees the client's sockets. */
export interface S3MediaStorage extends MediaStorage {
  /** Creates the bucket when it does not exist yet; the first put does this on its own. */
  init(): Promise<void>;
  close(): void;
}

/** The HTTP status and error name the SDK attaches to a failed command. */
function failureOf(error: unknown): { name: string; status: number | undefined } {
  const failure = error as { name?: unknown; $metadata?: { httpStatusCode?: unknown } } | null;
  const status = failure?.$metadata?.httpStatusCode;
  return {
    name: typeof failure?.name === 'string' ? failure.name : '',
    status: typeof status === 'number' ? status : undefined,
  };
}

function isNotFound(error: unknown): boolean {
  const { name, status } = failureOf(error);
  return status === 404 || name === 'NoSuchKey' || name === 'NoSuchBucket' || name === 'NotFound';
}

function normalisePrefix(prefix: string | undefined): string {
  const trimmed = (prefix ?? '').replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/` : '';
}

function bodyStream(output: GetObjectCommandOutput): Readable {
  if (output.Body instanceof Readable) return output.Body;
  throw new Error('S3 answered a body that is not a Node.js stream');
}

/**
 * Reads an answered object into a MediaObject; Content-Range (`bytes 0-99/1234`) gives the range and size.
 * Undefined for an object whose size differs from the one recorded when it was written: a torn read from an
 * S3-compatible store that shows objects while they are being written, or an object some other tool wrote.
 */
function mediaObjectOf(output: GetObjectCommandOutput): MediaObject | undefined {
  const stream = bodyStream(output);
  const contentType = output.ContentType || FALLBACK_CONTENT_TYPE;
  const contentRange = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(output.ContentRange ?? '');
  const [, start = '0', end = '0', total = '0'] = contentRange ?? [];
  const size = contentRange ? Number(total) : (output.ContentLength ?? 0);
  if (output.Metadata?.[SIZE_METADATA] !== String(size)) {
    stream.destroy();
    return undefined;
  }
  if (!contentRange) return { stream, contentType, size };
  return { stream, contentType, size, range: { start: Number(start), end: Number(end) } };
}

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
export function createS3MediaStorage(options: S3MediaStorageOptions): S3MediaStorage {
  const { bucket } = options;
  const prefix = normalisePrefix(options.prefix);
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });

  const objectKey = (key: string): string => {
    if (!isValidMediaKey(key)) throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
    return `${prefix}${key}`;
  };

  let bucketReady: Promise<void> | undefined;
  const ensureBucket = (): Promise<void> => {
    bucketReady ??= (async () => {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
        return;
      } catch (error) {
        // 403: the bucket exists but these credentials may only read and write objects; puts will tell.
        if (failureOf(error).status === 403) return;
        if (!isNotFound(error)) throw error;
      }
      try {
        await client.send(new CreateBucketCommand({ Bucket: bucket }));
      } catch (error) {
        // Another process created it in between.
        if (failureOf(error).name !== 'BucketAlreadyOwnedByYou') throw error;
      }
    })().catch((error: unknown) => {
      // A failed check (network, permissions) is tried again by the next put instead of sticking.
      bucketReady = undefined;
      throw error;
    });
    return bucketReady;
  };

  /** The size of a complete stored object, or undefined when there is none. */
  const sizeOf = async (key: string): Promise<number | undefined> => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      const size = head.ContentLength ?? 0;
      return head.Metadata?.[SIZE_METADATA] === String(size) ? size : undefined;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  };

  const getObject = async (key: string, range: ByteRange | undefined): Promise<MediaObject | undefined> => {
    let requested = range;
    if (range && 'suffixLength' in range) {
      // Not every S3-compatible store knows `bytes=-N` (s3rver reads it as `bytes=0-N`): ask for offsets.
      const size = await sizeOf(key);
      if (size === undefined) return undefined;
      requested = resolveByteRange(range, size);
      if (!requested) throw new RangeNotSatisfiableError(size);
    }
    try {
      const output = await client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          ...(requested ? { Range: formatRangeHeader(requested) } : {}),
        }),
      );
      return mediaObjectOf(output);
    } catch (error) {
      if (isNotFound(error)) return undefined;
      if (failureOf(error).status !== 416) throw error;
      const size = await sizeOf(key);
      if (size === undefined) return undefined;
      throw new RangeNotSatisfiableError(size);
    }
  };

  return {
    async put(key, bytes, contentType) {
      const Key = objectKey(key);
      await ensureBucket();
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
          Metadata: { [SIZE_METADATA]: String(bytes.byteLength) },
        }),
      );
    },

    async putFile(key, source, contentType) {
      const Key = objectKey(key);
      await ensureBucket();
      // Streamed with its length known up front, so the SDK sends it in one PutObject without buffering it.
      const handle = await fs.open(source, 'r');
      try {
        const { size } = await handle.stat();
        const checksum = await crc32Of(handle, size);
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key,
            // `end` holds the stream to the size announced even if the file grew meanwhile (inclusive offset).
            Body:
              size === 0 ? new Uint8Array() : handle.createReadStream({ autoClose: false, start: 0, end: size - 1 }),
            ContentType: contentType,
            ContentLength: size,
            Metadata: { [SIZE_METADATA]: String(size) },
            ChecksumCRC32: checksum,
          }),
        );
      } finally {
        await handle.close();
      }
    },

    async get(key, range) {
      return isValidMediaKey(key) ? getObject(key, range) : undefined;
    },

    async *list() {
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
    },

    async delete(key) {
      const Key = objectKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
      } catch (error) {
        // S3 answers 204 for a missing key already; a missing bucket holds nothing to delete either.
        if (!isNotFound(error)) throw error;
      }
    },

    init: ensureBucket,

    close() {
      client.destroy();
    },
  };
}
