import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, type GetObjectCommandOutput } from '@aws-sdk/client-s3';
import { formatRangeHeader, RangeNotSatisfiableError, resolveByteRange, type ByteRange } from './byte-range.ts';
import type { MediaObject } from './media-storage.ts';
import { failureOf, isNotFound, objectKeyIn, SIZE_METADATA, type S3Place } from './s3-client.ts';

const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

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

/** Reads stored objects, whole or a byte range, serving only those whose recorded size matches. */
export class S3RangeReader {
  constructor(private readonly place: S3Place) {}

  /** The stored object (or the bytes of `range`), undefined when there is none; throws RangeNotSatisfiableError. */
  async get(key: string, range: ByteRange | undefined): Promise<MediaObject | undefined> {
    let requested = range;
    if (range && 'suffixLength' in range) {
      // Not every S3-compatible store knows `bytes=-N` (s3rver reads it as `bytes=0-N`): ask for offsets.
      const size = await this.sizeOf(key);
      if (size === undefined) return undefined;
      requested = resolveByteRange(range, size);
      if (!requested) throw new RangeNotSatisfiableError(size);
    }
    try {
      const output = await this.place.client.send(
        new GetObjectCommand({
          Bucket: this.place.bucket,
          Key: objectKeyIn(this.place, key),
          ...(requested ? { Range: formatRangeHeader(requested) } : {}),
        }),
      );
      return mediaObjectOf(output);
    } catch (error) {
      if (isNotFound(error)) return undefined;
      if (failureOf(error).status !== 416) throw error;
      const size = await this.sizeOf(key);
      if (size === undefined) return undefined;
      throw new RangeNotSatisfiableError(size);
    }
  }

  /** The size of a complete stored object, or undefined when there is none. */
  async sizeOf(key: string): Promise<number | undefined> {
    try {
      const head = await this.place.client.send(
        new HeadObjectCommand({ Bucket: this.place.bucket, Key: objectKeyIn(this.place, key) }),
      );
      const size = head.ContentLength ?? 0;
      return head.Metadata?.[SIZE_METADATA] === String(size) ? size : undefined;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }
}
