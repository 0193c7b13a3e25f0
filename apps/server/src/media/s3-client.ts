import { S3Client } from '@aws-sdk/client-s3';
import { isValidMediaKey } from './media-storage.ts';

/** User metadata (`x-amz-meta-sym-size`) recording the size written, checked on every read. */
export const SIZE_METADATA = 'sym-size';

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

/** Where the media objects live: the client, the bucket and the folder inside it (`''` or ending in `/`). */
export interface S3Place {
  client: S3Client;
  bucket: string;
  prefix: string;
}

function normalisePrefix(prefix: string | undefined): string {
  const trimmed = (prefix ?? '').replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/` : '';
}

/** The client, bucket and prefix the options describe. */
export function s3PlaceOf(options: S3MediaStorageOptions): S3Place {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  return { client, bucket: options.bucket, prefix: normalisePrefix(options.prefix) };
}

/** The object key of a media key inside the prefix; throws for anything that is not one of our random keys. */
export function objectKeyIn(place: S3Place, key: string): string {
  if (!isValidMediaKey(key)) throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
  return `${place.prefix}${key}`;
}

/** The HTTP status and error name the SDK attaches to a failed command. */
export function failureOf(error: unknown): { name: string; status: number | undefined } {
  const failure = error as { name?: unknown; $metadata?: { httpStatusCode?: unknown } } | null;
  const status = failure?.$metadata?.httpStatusCode;
  return {
    name: typeof failure?.name === 'string' ? failure.name : '',
    status: typeof status === 'number' ? status : undefined,
  };
}

/** Whether a failed command means the object (or its bucket) does not exist. */
export function isNotFound(error: unknown): boolean {
  const { name, status } = failureOf(error);
  return status === 404 || name === 'NoSuchKey' || name === 'NoSuchBucket' || name === 'NotFound';
}
